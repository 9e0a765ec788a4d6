import { useState } from 'react';
import { digitsOf } from '../../../core/format/digits.ts';
import { Alert } from '../../../core/ui/Alert.tsx';
import { Button } from '../../../core/ui/Button.tsx';
import type { RequestSummaryAnswer } from '../contract/requests.ts';
import { canCancel } from '../rules/request-status.ts';
import { formatMoment } from '../rules/request-view.ts';
import { cancelRequest, failureText } from '../stores/requests.ts';
import { RequestTimeline } from '../ui/RequestTimeline.tsx';
import { RequestValues } from '../ui/RequestValues.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';

/** The banker's e-mail and phone, as links. */
function BankerContacts({ banker }: { banker: RequestSummaryAnswer['banker'] }) {
  return (
    <p className="text-sm text-gray-800">
      Atendimento: <strong>{banker.full_name}</strong> ·{' '}
      <a className="underline" href={`mailto:${banker.email}`}>
        {banker.email}
      </a>
      {banker.phone ? (
        <>
          {' · '}
          <a className="underline" href={`tel:+55${digitsOf(banker.phone)}`}>
            {banker.phone}
          </a>
        </>
      ) : null}
    </p>
  );
}

/** One of the customer's requests: product, institution, values, banker, timeline, and cancellation. */
export function RequestCard({ request }: { request: RequestSummaryAnswer }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `request-${request.kind}-${request.id}`;
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelRequest(request.kind, request.id);
      setConfirming(false);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {request.product}
          </h2>
          <p className="text-sm text-gray-700">
            {request.institution ? `${request.institution} · ` : ''}Enviada em{' '}
            {formatMoment(request.created_at)}
          </p>
        </div>
        <StatusBadge status={request.status} />
      </header>
      <RequestValues values={request.values} />
      <BankerContacts banker={request.banker} />
      <RequestTimeline request={request} viewer="customer" />
      {error ? <Alert>{error}</Alert> : null}
      {canCancel(request.status) ? (
        confirming ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-gray-900">Cancelar esta solicitação? Não é possível desfazer.</p>
            <Button loading={busy} onClick={() => void cancel()}>
              Sim, cancelar
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              Voltar
            </Button>
          </div>
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
            Cancelar solicitação
          </Button>
        )
      ) : null}
    </article>
  );
}
