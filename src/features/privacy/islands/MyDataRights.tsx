import { formatDateBr } from '../../../core/format/dates.ts';
import { Button } from '../../../core/ui/Button.tsx';
import { downloadMyData, requestDeletion } from '../stores/privacy.ts';
import type { RunPrivacyAction } from './use-my-data.ts';

/** 'Seus direitos': the download of every datum as JSON, and the request for deletion once confirmed. */
export function MyDataRights({
  pb,
  deletionRequestedAt,
  busy,
  run,
  confirmDeletion,
  setConfirmDeletion,
}: {
  pb: string | null;
  deletionRequestedAt: string | null | undefined;
  busy: string | null;
  run: RunPrivacyAction;
  /** The deletion asked for and waiting for its confirmation. */
  confirmDeletion: boolean;
  setConfirmDeletion: (asked: boolean) => void;
}) {
  return (
    <section aria-labelledby="my-data-rights" className="flex flex-col gap-3">
      <h3 id="my-data-rights" className="text-base font-semibold text-gray-900">
        Seus direitos
      </h3>
      <Button
        block
        loading={busy === 'download'}
        onClick={() =>
          run('download', async () => {
            await downloadMyData();
            return 'Download dos seus dados iniciado (arquivo JSON).';
          })
        }
      >
        Baixar meus dados (JSON)
      </Button>
      {deletionRequestedAt ? (
        <p>Pedido de exclusão registrado em {formatDateBr(deletionRequestedAt)}.</p>
      ) : confirmDeletion ? (
        <div className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
          <p>
            A empresa responsável pela loja vai analisar o pedido e responder pelo seu e-mail. Dados que a lei
            obriga a guardar (como os registros de consentimento) são mantidos pelo prazo legal.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button loading={busy === 'deletion'} onClick={() => run('deletion', () => requestDeletion(pb))}>
              Confirmar pedido de exclusão
            </Button>
            <Button variant="outline" onClick={() => setConfirmDeletion(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" block onClick={() => setConfirmDeletion(true)}>
          Pedir exclusão dos meus dados
        </Button>
      )}
    </section>
  );
}
