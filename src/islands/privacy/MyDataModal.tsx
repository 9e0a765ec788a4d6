import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatDateBr } from '../../domain/dates.ts';
import { recordLine } from '../../domain/privacy-records.ts';
import { pathFor } from '../../routes/route-table.ts';
import {
  $myPrivacy,
  $myPrivacyStatus,
  downloadMyData,
  loadMyPrivacy,
  requestDeletion,
  revokeAuthorization,
} from '../../stores/privacy.ts';
import { $pb } from '../../stores/store-context.ts';
import { useModal } from '../modals/use-modal.ts';
import { Alert } from '../ui/Alert.tsx';
import { AppDialog } from '../ui/AppDialog.tsx';
import { Button } from '../ui/Button.tsx';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * 'Meus dados' (LGPD art. 18): the consents given with their dates, the banker authorizations
 * (each can be withdrawn), the download of every datum as JSON and the request for deletion.
 * Each of these acts is recorded by the services.
 */
export function MyDataModal() {
  const { open, close } = useModal('myData');
  const data = useStore($myPrivacy);
  const status = useStore($myPrivacyStatus);
  const pb = useStore($pb);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmDeletion, setConfirmDeletion] = useState(false);

  useEffect(() => {
    if (!open) return;
    setNotice(null);
    setConfirmDeletion(false);
    void loadMyPrivacy();
  }, [open]);

  const run = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    try {
      setNotice({ tone: 'success', text: await action() });
    } catch {
      setNotice({ tone: 'error', text: 'Não foi possível concluir agora. Tente de novo em instantes.' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      name="my-data"
      width="confirmation"
      title="Meus dados"
      subtitle="O que você autorizou, quando, e o que a loja guarda sobre você."
    >
      <div className="flex flex-col gap-6 text-sm text-gray-800">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {status === 'failed' ? <Alert>Não foi possível carregar os seus dados agora.</Alert> : null}
        {status === 'loading' && !data ? (
          <div className="skeleton h-32 w-full" role="status" aria-label="Carregando os seus dados" />
        ) : null}

        {data ? (
          <section aria-labelledby="my-data-authorizations">
            <h3 id="my-data-authorizations" className="mb-2 text-base font-semibold text-gray-900">
              Autorizações
            </h3>
            {data.authorizations.length === 0 ? (
              <p>Você não deu autorização a nenhum profissional.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {data.authorizations.map((item) => (
                  <li
                    key={item.personal_banker.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 p-3"
                  >
                    <span>
                      <strong>{item.personal_banker.full_name}</strong>{' '}
                      {item.authorized
                        ? `pode preencher as suas solicitações (desde ${formatDateBr(item.updated_at)}).`
                        : `não tem autorização (retirada em ${formatDateBr(item.updated_at)}).`}
                    </span>
                    {item.authorized ? (
                      <Button
                        variant="outline"
                        loading={busy === `revoke-${item.personal_banker.id}`}
                        onClick={() =>
                          run(`revoke-${item.personal_banker.id}`, async () => {
                            await revokeAuthorization(item.personal_banker.id);
                            return 'Autorização retirada.';
                          })
                        }
                      >
                        Retirar autorização
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}

        {data ? (
          <section aria-labelledby="my-data-consents">
            <h3 id="my-data-consents" className="mb-2 text-base font-semibold text-gray-900">
              Consentimentos e registros
            </h3>
            {data.consents.length === 0 ? (
              <p>Nenhum registro ainda.</p>
            ) : (
              <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto" data-consent-records>
                {data.consents.map((record) => {
                  const line = recordLine(record);
                  return (
                    <li key={record.id} className="rounded-md border border-gray-200 p-3">
                      <p className="font-semibold text-gray-900">{line.label}</p>
                      <p className="text-gray-700">
                        {line.when} · {line.facts.join(' · ')}
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ) : null}

        {pb ? (
          <a className="font-semibold text-gray-900 underline" href={pathFor('requests', { pb })}>
            Acompanhe os seus pedidos em Minhas solicitações
          </a>
        ) : null}

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
          {data?.deletion_requested_at ? (
            <p>Pedido de exclusão registrado em {formatDateBr(data.deletion_requested_at)}.</p>
          ) : confirmDeletion ? (
            <div className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
              <p>
                A empresa responsável pela loja vai analisar o pedido e responder pelo seu e-mail. Dados que a
                lei obriga a guardar (como os registros de consentimento) são mantidos pelo prazo legal.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  loading={busy === 'deletion'}
                  onClick={() => run('deletion', () => requestDeletion(pb))}
                >
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
      </div>
    </AppDialog>
  );
}
