import { formatDateBr } from '../../../core/format/dates.ts';
import { Button } from '../../../core/ui/Button.tsx';
import type { BankerAuthorizationAnswer } from '../contract/privacy.ts';
import { revokeAuthorization } from '../stores/privacy.ts';
import type { RunPrivacyAction } from './use-my-data.ts';

/** The banker authorizations with their dates; each one given can be withdrawn. */
export function MyAuthorizations({
  authorizations,
  busy,
  run,
}: {
  authorizations: readonly BankerAuthorizationAnswer[];
  busy: string | null;
  run: RunPrivacyAction;
}) {
  return (
    <section aria-labelledby="my-data-authorizations">
      <h3 id="my-data-authorizations" className="mb-2 text-base font-semibold text-gray-900">
        Autorizações
      </h3>
      {authorizations.length === 0 ? (
        <p>Você não deu autorização a nenhum profissional.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {authorizations.map((item) => (
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
  );
}
