/**
 * What the requests feature offers the others (docs/maintaining.md#feature-walls): the request timeline ('Minhas solicitações'), its status badge and
 * labels, and the store's requests for the banker's dashboard.
 */
export { isFinal, nextStatuses, REQUEST_STATUS_LABELS, type RequestStatus } from './rules/request-status.ts';
export { formatMoment } from './rules/request-view.ts';
export {
  $storeRequests,
  $storeRequestsStatus,
  changeRequestStatus,
  failureText,
  loadStoreRequests,
} from './stores/requests.ts';
export { RequestTimeline } from './ui/RequestTimeline.tsx';
export { RequestValues } from './ui/RequestValues.tsx';
export { StatusBadge } from './ui/StatusBadge.tsx';
