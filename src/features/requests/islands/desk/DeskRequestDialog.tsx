import { useClientStore } from '../../../../core/brand/hooks.ts';
import { AppDialog } from '../../../../core/ui/AppDialog.tsx';
import { formatCents } from '../../rules/desk-view.ts';
import { formatMoment } from '../../rules/request-view.ts';
import { $deskRequest, $deskRequestStatus, $openRequest, openDeskRequest } from '../../stores/desk.ts';
import { RequestTimeline } from '../../ui/RequestTimeline.tsx';
import { RequestValues } from '../../ui/RequestValues.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { ContactButtons } from './ContactButtons.tsx';
import { DeskNotes } from './DeskNotes.tsx';
import { StatusControl } from './StatusControl.tsx';

/** One request of the desk: the contact buttons first, then the status, notes, commission, values and history. */
export function DeskRequestDialog() {
  const open = useClientStore($openRequest, null);
  const desk = useClientStore($deskRequest, null);
  const status = useClientStore($deskRequestStatus, 'loading');
  const request = desk?.request;
  return (
    <AppDialog
      open={open !== null}
      onClose={() => openDeskRequest(null)}
      width="share"
      name="desk-request"
      title={request ? `${request.product} de ${request.customer.full_name}` : 'Solicitação'}
      subtitle={
        request
          ? [request.institution, formatMoment(request.created_at)].filter(Boolean).join(' · ')
          : undefined
      }
    >
      {status === 'failed' ? <p role="alert">Não foi possível carregar a solicitação.</p> : null}
      {!desk || !request ? (
        status === 'failed' ? null : (
          <div role="status" aria-label="Carregando a solicitação" className="skeleton h-40 w-full" />
        )
      ) : (
        <div className="flex flex-col gap-5">
          <p className="flex flex-wrap items-center gap-2">
            <StatusBadge status={request.status} />
            {desk.late ? (
              <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                Atrasada
              </span>
            ) : null}
            {desk.amount_cents !== null ? (
              <span className="text-sm text-gray-800">{formatCents(desk.amount_cents)}</span>
            ) : null}
            <a className="text-sm underline" href={`mailto:${request.customer.email}`}>
              {request.customer.email}
            </a>
          </p>
          <ContactButtons hasPhone={desk.has_phone} contacts={desk.contacts} />
          <StatusControl request={request} />
          {desk.commission ? (
            <section aria-label="Comissão" className="text-sm text-gray-900">
              <h3 className="font-semibold">Comissão</h3>
              <p>
                {formatCents(desk.commission.commission_cents)} ({desk.commission.rule}) ·{' '}
                {desk.commission.earned_at
                  ? `recebida em ${formatMoment(desk.commission.earned_at)}`
                  : `prevista desde ${formatMoment(desk.commission.expected_at)}`}
              </p>
            </section>
          ) : null}
          <DeskNotes notes={desk.notes} />
          <RequestValues values={request.values} />
          <RequestTimeline request={request} viewer="banker" />
        </div>
      )}
    </AppDialog>
  );
}
