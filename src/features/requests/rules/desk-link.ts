import { REQUEST_KINDS, type RequestRef } from '../contract/request-kinds.ts';

/**
 * How a notice mail links to one request in the banker's desk and how Analytics reads the link
 * back (docs/desk.md#screen). Kept apart from the desk's other rules: Analytics reads it at first
 * load, before the desk's code is fetched.
 */

/** The query parameter of Analytics that opens one request in the desk: `?solicitacao=order-42`. */
export const DESK_LINK_PARAM = 'solicitacao';

/** A request as the link names it: `order-42`, `solicitation-{uuid}`. */
export const requestLinkValue = (ref: RequestRef): string => `${ref.kind}-${ref.id}`;

/** The request a link's value names, or null when it names nothing valid. */
export function requestOfLinkValue(value: string | null | undefined): RequestRef | null {
  const match = value?.match(/^([a-z]+)-([0-9a-f-]{1,36})$/);
  const kind = REQUEST_KINDS.find((item) => item === match?.[1]);
  return kind && match?.[2] ? { kind, id: match[2] } : null;
}

/** `?solicitacao=order-42`, as a notice mail links to the request. */
export const deskLinkQuery = (ref: RequestRef): string => `?${DESK_LINK_PARAM}=${requestLinkValue(ref)}`;

/** The request a page's query names, or null when it names none (or nothing valid). */
export const requestOfLink = (search: string): RequestRef | null =>
  requestOfLinkValue(new URLSearchParams(search).get(DESK_LINK_PARAM));
