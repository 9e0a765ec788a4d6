import { useEffect } from 'react';
import { formatMoment } from '../../domain/request-view.ts';
import { $storeRequests, $storeRequestsStatus, loadStoreRequests } from '../../stores/requests.ts';
import { $user } from '../../stores/session.ts';
import { useClientStore } from '../chrome/hooks.ts';
import { RequestTimeline } from '../requests/RequestTimeline.tsx';
import { StatusBadge } from '../requests/StatusBadge.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { StatusControl } from './StatusControl.tsx';

/** The store's requests, newest first, each with its status, its history and the banker's control. */
export function RequestStatusPanel() {
  const user = useClientStore($user, null);
  const requests = useClientStore($storeRequests, null);
  const status = useClientStore($storeRequestsStatus, 'loading');
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
  if (requests.length === 0)
    return <p className="text-gray-800">Nenhuma solicitação de clientes da sua loja ainda.</p>;
  return (
    <section aria-labelledby="store-requests" className="flex flex-col gap-4">
      <h2 id="store-requests" className="text-lg font-semibold text-gray-900">
        Status das solicitações
      </h2>
      {requests.map((request) => (
        <article
          key={`${request.kind}-${request.id}`}
          aria-label={`${request.product} de ${request.customer.full_name}`}
          className="grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 md:grid-cols-[1fr_1fr]"
        >
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-gray-900">{request.product}</h3>
              <StatusBadge status={request.status} />
            </div>
            <p className="text-sm text-gray-700">
              {request.customer.full_name} · {request.customer.email} · {formatMoment(request.created_at)}
            </p>
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-gray-900">Histórico</summary>
              <div className="mt-2">
                <RequestTimeline request={request} viewer="banker" />
              </div>
            </details>
          </div>
          <StatusControl request={request} />
        </article>
      ))}
    </section>
  );
}
