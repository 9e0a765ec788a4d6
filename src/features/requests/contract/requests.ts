/**
 * Contract of the life of requests (orders and solicitations): the customer's 'Minhas
 * solicitações', the banker's status changes from Analytics and the partners' signed webhook.
 * Served under the checkout service's base.
 */
import * as v from 'valibot';
import { IdParam } from '../../../core/contract/common.ts';
import { contractOf } from '../../../core/contract/contracts.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { SHARED_MSG } from '../../../core/contract/shared-messages.ts';
import {
  REQUEST_AUTHORS,
  REQUEST_STATUS_MESSAGES,
  REQUEST_STATUSES,
  STATUS_NOTE_MAX,
} from '../rules/request-status.ts';
import { REQUEST_KINDS } from './request-kinds.ts';
import { REQUESTS_ROUTES } from './requests-routes.ts';

export type { RequestKind } from './request-kinds.ts';

const Status = v.picklist(REQUEST_STATUSES, REQUEST_STATUS_MESSAGES.invalidStatus);

/** A request as a path names it: its kind and its id (digits for an order, a UUID for a solicitation). */
export const RequestParams = v.object({
  kind: v.picklist(REQUEST_KINDS, REQUEST_STATUS_MESSAGES.notFound),
  id: v.pipe(v.string(), v.regex(/^(\d{1,10}|[0-9a-f-]{36})$/i, REQUEST_STATUS_MESSAGES.notFound)),
});

const Note = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(STATUS_NOTE_MAX, REQUEST_STATUS_MESSAGES.noteTooLong))),
);

/** One change of a request's life. */
export const StatusEvent = v.object({
  status: Status,
  author: v.picklist(REQUEST_AUTHORS),
  note: v.nullable(v.string()),
  created_at: v.string(),
});
export type StatusEventAnswer = v.InferOutput<typeof StatusEvent>;

/** A request with its whole timeline, as the customer and the banker see it. */
export const RequestSummary = v.object({
  kind: v.picklist(REQUEST_KINDS),
  id: v.string(),
  product: v.string(),
  institution: v.nullable(v.string()),
  created_at: v.string(),
  status: Status,
  /** Labelled values the customer gave ('Valor', 'Prazo (meses)'...). */
  values: v.array(v.tuple([v.string(), v.string()])),
  banker: v.object({
    full_name: v.string(),
    email: v.string(),
    phone: v.nullable(v.string()),
    slug: v.nullable(v.string()),
  }),
  customer: v.object({ full_name: v.string(), email: v.string() }),
  timeline: v.array(StatusEvent),
});
export type RequestSummaryAnswer = v.InferOutput<typeof RequestSummary>;

export const MyRequests = v.object({
  requests: v.array(RequestSummary),
  /** Whether the customer receives a mail at each change. */
  status_mail: v.boolean(),
});
export type MyRequestsAnswer = v.InferOutput<typeof MyRequests>;

export const StatusChange = v.object({ status: Status, note: Note });
export const CancelBody = v.object({ note: Note });
export const MailSetting = v.object({ status_mail: v.boolean('Informe sim ou não.') });

/** What a partner's webhook carries (signed, see services/README.md). */
export const PartnerEvent = v.object({
  event_id: v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/, 'Identificador de evento inválido.')),
  request: RequestParams,
  status: Status,
  note: Note,
});

const LOGGED = { 401: SHARED_MSG.unauthenticated } as const;
const CHANGE_ERRORS = {
  400: REQUEST_STATUS_MESSAGES.notAllowed,
  403: SHARED_MSG.forbidden,
  404: REQUEST_STATUS_MESSAGES.notFound,
  ...LOGGED,
} as const;

export const requestEndpoints = {
  myRequests: {
    ...REQUESTS_ROUTES.myRequests,
    summary: 'Every request of the logged customer across stores, newest first, each with its timeline.',
    auth: 'required',
    response: MyRequests,
    errors: LOGGED,
  },
  cancelRequest: {
    ...REQUESTS_ROUTES.cancelRequest,
    summary: 'The customer cancels one of their requests while the institution has not decided.',
    auth: 'required',
    params: RequestParams,
    body: CancelBody,
    response: RequestSummary,
    errors: CHANGE_ERRORS,
  },
  setRequestMail: {
    ...REQUESTS_ROUTES.setRequestMail,
    summary: 'Turns the mail of each status change on or off for the logged customer.',
    auth: 'required',
    body: MailSetting,
    response: MailSetting,
    errors: LOGGED,
  },
  storeRequests: {
    ...REQUESTS_ROUTES.storeRequests,
    summary: "The requests of a banker's store, newest first; only that banker may read them.",
    auth: 'required',
    params: v.object({ banker: IdParam }),
    response: v.object({ requests: v.array(RequestSummary) }),
    errors: { 403: CHANGE_ERRORS[403], ...LOGGED },
    role: 'banker',
  },
  changeRequestStatus: {
    ...REQUESTS_ROUTES.changeRequestStatus,
    summary:
      "The banker changes the status of a request of the store's own customers, within the allowed transitions.",
    auth: 'required',
    params: RequestParams,
    body: StatusChange,
    response: RequestSummary,
    errors: CHANGE_ERRORS,
    role: 'banker',
  },
  partnerStatusEvent: {
    ...REQUESTS_ROUTES.partnerStatusEvent,
    summary:
      'A partner institution reports a status: HMAC-SHA256 of `{timestamp}.{body}` in X-Signature, with X-Timestamp; idempotent by event_id.',
    params: v.object({
      partner: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, REQUEST_STATUS_MESSAGES.unknownPartner)),
    }),
    body: PartnerEvent,
    response: v.object({ event_id: v.string(), status: Status, duplicate: v.boolean() }),
    errors: {
      400: REQUEST_STATUS_MESSAGES.notAllowed,
      401: REQUEST_STATUS_MESSAGES.badSignature,
      404: REQUEST_STATUS_MESSAGES.notFound,
    },
  },
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('requests', requestEndpoints);
