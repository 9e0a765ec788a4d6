import { REQUEST_STATUS_LABELS, type RequestStatus } from '../rules/request-status.ts';

const TONE: Partial<Record<RequestStatus, string>> = {
  aprovada: 'bg-green-100 text-green-900',
  contratada: 'bg-green-100 text-green-900',
  recusada: 'bg-red-100 text-red-900',
  cancelada: 'bg-gray-200 text-gray-900',
};

/** The current status of a request, as a label. */
export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[status] ?? 'bg-blue-100 text-blue-900'}`}
    >
      {REQUEST_STATUS_LABELS[status]}
    </span>
  );
}
