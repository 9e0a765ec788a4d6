import { atom } from 'nanostores';
import { refreshOnLoad } from '../../../core/context/session.ts';
import { call } from '../../../core/transport/api.ts';
import { failureText } from '../../../core/transport/load-failure.ts';
import type { MyRequestsAnswer, RequestKind, RequestSummaryAnswer } from '../contract/requests.ts';
import { REQUESTS_ROUTES } from '../contract/requests-routes.ts';
import type { RequestStatus } from '../rules/request-status.ts';

/** Where a list of requests stands: loading, shown, or failed to load. */
export type RequestsStatus = 'loading' | 'ready' | 'failed';

/** 'Minhas solicitações': the logged customer's requests and their choice about status mail. */
export const $myRequests = atom<MyRequestsAnswer | null>(null);
export const $myRequestsStatus = atom<RequestsStatus>('loading');

export { failureText };

/** Puts a request's new state in place of the old one in a list. */
const replaced = (list: readonly RequestSummaryAnswer[], next: RequestSummaryAnswer) =>
  list.map((item) => (item.kind === next.kind && item.id === next.id ? next : item));

export async function loadMyRequests(): Promise<void> {
  $myRequestsStatus.set('loading');
  try {
    // The page load swaps the stored token first: a list asked for before would carry the old one.
    await refreshOnLoad();
    $myRequests.set(await call(REQUESTS_ROUTES.myRequests));
    $myRequestsStatus.set('ready');
  } catch {
    $myRequestsStatus.set('failed');
  }
}

/** Cancels one of the customer's requests; throws the services' refusal. */
export async function cancelRequest(kind: RequestKind, id: string): Promise<void> {
  const next = await call(REQUESTS_ROUTES.cancelRequest, {
    params: { kind, id },
    body: {},
  });
  const current = $myRequests.get();
  if (current) $myRequests.set({ ...current, requests: replaced(current.requests, next) });
}

/** Turns the mail of each status change on or off. */
export async function setStatusMail(on: boolean): Promise<void> {
  const answer = await call(REQUESTS_ROUTES.setRequestMail, {
    body: { status_mail: on },
  });
  const current = $myRequests.get();
  if (current) $myRequests.set({ ...current, status_mail: answer.status_mail });
}

/** The banker moves a request on, with an optional note for the customer; throws the refusal. */
export async function changeRequestStatus(
  request: Pick<RequestSummaryAnswer, 'kind' | 'id'>,
  status: RequestStatus,
  note: string,
): Promise<RequestSummaryAnswer> {
  return call(REQUESTS_ROUTES.changeRequestStatus, {
    params: { kind: request.kind, id: request.id },
    body: { status, note: note.trim() || null },
  });
}
