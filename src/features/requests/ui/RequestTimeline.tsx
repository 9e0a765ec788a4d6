import type { RequestSummaryAnswer } from '../contract/requests.ts';
import { REQUEST_STATUS_LABELS } from '../rules/request-status.ts';
import { authorName, formatMoment } from '../rules/request-view.ts';

/** Each change of a request, oldest first: the status, when, who, and the note for the customer. */
export function RequestTimeline({
  request,
  viewer,
}: {
  request: RequestSummaryAnswer;
  viewer: 'customer' | 'banker';
}) {
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-gray-200 pl-4" aria-label="Histórico da solicitação">
      {request.timeline.map((event, index) => (
        <li key={`${event.status}-${event.created_at}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.4rem] size-3 rounded-full ring-2 ring-white ${
              index === request.timeline.length - 1 ? 'bg-primary' : 'bg-gray-400'
            }`}
          />
          <p className="font-semibold text-gray-900">{REQUEST_STATUS_LABELS[event.status]}</p>
          <p className="text-sm text-gray-700">
            {formatMoment(event.created_at)} · {authorName(event.author, request, viewer)}
          </p>
          {event.note ? <p className="mt-1 text-sm text-gray-800">“{event.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
