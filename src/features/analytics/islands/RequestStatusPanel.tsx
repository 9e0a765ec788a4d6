import { useEffect, useState } from 'react';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { $user } from '../../../core/context/session.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { TitledSection } from '../../../core/ui/TitledSection.tsx';
import { $storeRequests, $storeRequestsStatus, loadStoreRequests } from '../../requests/stores/requests.ts';
import { RequestStatusItem } from './RequestStatusItem.tsx';

/** How many requests the list shows at first and adds at each 'Mostrar mais'. */
const PAGE = 20;

/** The store's requests, newest first: each opens to its history and the banker's status control. */
export function RequestStatusPanel() {
  const user = useClientStore($user, null);
  const requests = useClientStore($storeRequests, null);
  const status = useClientStore($storeRequestsStatus, 'loading');
  const [shown, setShown] = useState(PAGE);
  const bankerId = user?.id;
  useEffect(() => {
    if (bankerId !== undefined) void loadStoreRequests(bankerId);
  }, [bankerId]);
  if (status === 'failed')
    return (
      <Alert>
        <span className="flex flex-wrap items-center justify-between gap-3">
          Não foi possível carregar as solicitações.
          {bankerId !== undefined ? (
            <Button variant="outline" onClick={() => void loadStoreRequests(bankerId)}>
              Tentar novamente
            </Button>
          ) : null}
        </span>
      </Alert>
    );
  if (!requests)
    return <div role="status" aria-label="Carregando as solicitações" className="skeleton h-40 w-full" />;
  return (
    <TitledSection
      id="store-requests"
      title="Status das solicitações"
      className="flex flex-col gap-3"
      titleClassName="text-lg font-semibold text-gray-900"
    >
      <p className="text-sm text-gray-700">
        Abra uma solicitação para ver o histórico e mudar o status. O cliente recebe cada mudança por e-mail.
      </p>
      {requests.length === 0 ? (
        <p className="text-gray-800">Nenhuma solicitação de clientes da sua loja ainda.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {requests.slice(0, shown).map((request) => (
            <RequestStatusItem key={`${request.kind}-${request.id}`} request={request} />
          ))}
        </ul>
      )}
      {requests.length > shown ? (
        <Button variant="outline" className="self-start" onClick={() => setShown(shown + PAGE)}>
          Mostrar mais
        </Button>
      ) : null}
    </TitledSection>
  );
}
