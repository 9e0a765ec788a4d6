import type { RequestSummaryAnswer } from '../../requests/contract/requests.ts';
import { formatMoment } from '../../requests/rules/request-view.ts';
import { RequestTimeline } from '../../requests/ui/RequestTimeline.tsx';
import { RequestValues } from '../../requests/ui/RequestValues.tsx';
import { StatusBadge } from '../../requests/ui/StatusBadge.tsx';
import { StatusControl } from './StatusControl.tsx';

/** One request of the store, closed to one line; opened, its values (an offer's figures), its history and the status control. */
export function RequestStatusItem({ request }: { request: RequestSummaryAnswer }) {
  return (
    <li>
      <article aria-label={`${request.product} de ${request.customer.full_name}`}>
        <details className="group rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
          <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 rounded-lg p-4 focus-visible:outline-2 focus-visible:outline-primary">
            <span className="flex flex-col">
              <span className="font-semibold text-gray-900">{request.product}</span>
              <span className="text-sm text-gray-700">
                {request.customer.full_name} · {formatMoment(request.created_at)}
              </span>
            </span>
            <StatusBadge status={request.status} />
          </summary>
          <div className="grid gap-4 border-t border-gray-200 p-4 md:grid-cols-2">
            <div className="flex flex-col gap-3">
              <p className="text-sm text-gray-800">
                <a className="underline" href={`mailto:${request.customer.email}`}>
                  {request.customer.email}
                </a>
                {request.institution ? ` · ${request.institution}` : ''}
              </p>
              <RequestValues values={request.values} />
              <RequestTimeline request={request} viewer="banker" />
            </div>
            <StatusControl request={request} />
          </div>
        </details>
      </article>
    </li>
  );
}
