import { useEffect } from 'react';
import { useClientStore } from '../../../core/brand/hooks.ts';
import { $user } from '../../../core/context/session.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import { $myRequests, $myRequestsStatus, loadMyRequests } from '../stores/requests.ts';
import { RequestCard } from './RequestCard.tsx';
import { StatusMailToggle } from './StatusMailToggle.tsx';

function Loading() {
  return (
    <div role="status" aria-label="Carregando as suas solicitações" className="flex flex-col gap-4">
      <div className="skeleton h-40 w-full" />
      <div className="skeleton h-40 w-full" />
    </div>
  );
}

function Body() {
  const data = useClientStore($myRequests, null);
  const status = useClientStore($myRequestsStatus, 'loading');
  if (status === 'failed')
    return (
      <Alert>
        <span className="flex flex-wrap items-center justify-between gap-3">
          Não foi possível carregar as suas solicitações.
          <Button variant="outline" onClick={() => void loadMyRequests()}>
            Tentar novamente
          </Button>
        </span>
      </Alert>
    );
  if (!data) return <Loading />;
  return (
    <>
      <StatusMailToggle on={data.status_mail} />
      {data.requests.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-gray-800 shadow-sm ring-1 ring-gray-200">
          Você ainda não fez nenhuma solicitação. Quando pedir um produto, ele aparece aqui com cada passo da
          análise.
        </p>
      ) : (
        data.requests.map((request) => (
          <RequestCard key={`${request.kind}-${request.id}`} request={request} />
        ))
      )}
    </>
  );
}

/**
 * 'Minhas solicitações': every request of the logged customer, across stores and institutions,
 * newest first, each with its timeline. A visitor is asked to log in.
 */
export function MyRequestsScreen() {
  const user = useClientStore($user, undefined);
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void loadMyRequests();
  }, [userId]);
  return (
    <div className="mx-auto flex min-h-screen max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">Minhas solicitações</h1>
      {user === null ? (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <p className="text-gray-800">Entre na sua conta para acompanhar as suas solicitações.</p>
          <Button onClick={() => openModal('logIn')}>Entrar</Button>
        </div>
      ) : user === undefined ? (
        <Loading />
      ) : (
        <Body />
      )}
    </div>
  );
}
