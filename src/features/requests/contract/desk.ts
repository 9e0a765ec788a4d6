/**
 * Contract of the banker's desk (docs/desk.md): the pipeline of the store's requests by status,
 * one request with its private notes, contacts and commission, and the commissions by month and
 * institution. Only the store's banker reaches any of it: another banker's ids are not found, a
 * customer is forbidden. Served under the checkout service's base.
 */
import * as v from 'valibot';
import { bankerOnly } from '../../../core/contract/banker-only.ts';
import { IdParam } from '../../../core/contract/common.ts';
import { contractOf } from '../../../core/contract/contracts.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import {
  CONTACT_CHANNELS,
  CONTACT_MESSAGES,
  CONTACT_TEMPLATE_KEYS,
  TEMPLATE_BODY_MAX,
} from '../rules/contact-templates.ts';
import { REQUEST_STATUSES } from '../rules/request-status.ts';
import { LEVELED_STATUSES, SERVICE_LEVEL_MAX } from '../rules/service-levels.ts';
import { DESK_MESSAGES } from './desk-messages.ts';
import { openOffersEndpoints } from './open-offers.ts';
import { REQUEST_KINDS } from './request-kinds.ts';
import { RequestParams, RequestSummary } from './requests.ts';
import { REQUESTS_ROUTES } from './requests-routes.ts';

/** How many cards a column of the pipeline shows per page. */
export const PIPELINE_PAGE_SIZE = 10;
export const DESK_NOTE_MAX = 1000;

const Slug = v.optional(
  v.pipe(v.string(DESK_MESSAGES.filter), v.regex(/^[a-z0-9-]{1,60}$/, DESK_MESSAGES.filter)),
);
const Day = v.optional(v.pipe(v.string(DESK_MESSAGES.period), v.isoDate(DESK_MESSAGES.period)));

/** `?status=enviada&page=2&family=emprestimos&institution=banco-aurora&from=2026-11-01&to=2026-11-30&search=ana`. */
export const PipelineQuery = v.pipe(
  v.object({
    status: v.optional(v.picklist(REQUEST_STATUSES, DESK_MESSAGES.filter)),
    page: v.optional(
      v.pipe(
        v.string(DESK_MESSAGES.page),
        v.regex(/^[1-9]\d{0,4}$/, DESK_MESSAGES.page),
        v.transform(Number),
      ),
    ),
    family: Slug,
    institution: Slug,
    from: Day,
    to: Day,
    search: v.optional(v.pipe(v.string(DESK_MESSAGES.search), v.maxLength(100, DESK_MESSAGES.search))),
  }),
  v.check((query) => !query.from || !query.to || query.from <= query.to, DESK_MESSAGES.period),
);
export type PipelineFilter = v.InferOutput<typeof PipelineQuery>;

/** One request as a card of the pipeline. */
export const PipelineCard = v.object({
  kind: v.picklist(REQUEST_KINDS),
  id: v.string(),
  product: v.string(),
  family: v.string(),
  institution: v.nullable(v.string()),
  customer: v.string(),
  /** The amount financed, in centavos, where the request names one. */
  amount_cents: v.nullable(v.number()),
  status: v.picklist(REQUEST_STATUSES),
  /** When the request entered its status. */
  status_at: v.string(),
  /** Waited past the store's service level for its status. */
  late: v.boolean(),
});
export type PipelineCardAnswer = v.InferOutput<typeof PipelineCard>;

export const PipelineColumn = v.object({
  status: v.picklist(REQUEST_STATUSES),
  /** Requests in the status that the filters find. */
  count: v.number(),
  late: v.number(),
  /** Business days a request may wait in the status; null when it never runs late. */
  service_level: v.nullable(v.number()),
  cards: v.array(PipelineCard),
  page: v.number(),
});
export type PipelineColumnAnswer = v.InferOutput<typeof PipelineColumn>;

const Option = v.object({ slug: v.string(), name: v.string() });

/** A reminder of the banker's come due and not yet done: the desk lists these first. */
export const DueReminder = v.object({
  id: v.number(),
  body: v.string(),
  remind_at: v.string(),
  customer: v.string(),
  /** The request's product; null for a note on the customer. */
  product: v.nullable(v.string()),
  /** The request the note is on, which the reminder opens; null for a note on the customer. */
  request: v.nullable(v.object({ kind: v.picklist(REQUEST_KINDS), id: v.string() })),
});
export type DueReminderAnswer = v.InferOutput<typeof DueReminder>;

export const Pipeline = v.object({
  /** Due reminders, the oldest due first (at most 20). */
  reminders: v.array(DueReminder),
  columns: v.array(PipelineColumn),
  /** What the filters can choose: the families and institutions of the store's requests. */
  families: v.array(Option),
  institutions: v.array(Option),
});
export type PipelineAnswer = v.InferOutput<typeof Pipeline>;

export const DeskNote = v.object({
  id: v.number(),
  /** On this request or on its customer. */
  about: v.picklist(['request', 'customer']),
  body: v.string(),
  remind_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type DeskNoteAnswer = v.InferOutput<typeof DeskNote>;

export const DeskContact = v.object({
  channel: v.picklist(CONTACT_CHANNELS),
  template: v.picklist(CONTACT_TEMPLATE_KEYS),
  created_at: v.string(),
});
export type DeskContactAnswer = v.InferOutput<typeof DeskContact>;

export const RequestCommission = v.object({
  institution: v.string(),
  base_cents: v.nullable(v.number()),
  commission_cents: v.number(),
  rule: v.string(),
  expected_at: v.string(),
  earned_at: v.nullable(v.string()),
});
export type RequestCommissionAnswer = v.InferOutput<typeof RequestCommission>;

export const DeskRequest = v.object({
  request: RequestSummary,
  amount_cents: v.nullable(v.number()),
  late: v.boolean(),
  /** Whether the customer left a phone for WhatsApp. */
  has_phone: v.boolean(),
  notes: v.array(DeskNote),
  contacts: v.array(DeskContact),
  commission: v.nullable(RequestCommission),
});
export type DeskRequestAnswer = v.InferOutput<typeof DeskRequest>;

export const NoteBody = v.object({
  about: v.optional(v.picklist(['request', 'customer'], DESK_MESSAGES.filter), 'request'),
  body: v.pipe(
    v.string(DESK_MESSAGES.noteEmpty),
    v.trim(),
    v.minLength(1, DESK_MESSAGES.noteEmpty),
    v.maxLength(DESK_NOTE_MAX, DESK_MESSAGES.noteTooLong),
  ),
  /** An instant with its offset (`2026-12-03T09:00:00-03:00`): the note is then a reminder. */
  remind_at: v.optional(
    v.nullable(v.pipe(v.string(DESK_MESSAGES.remindAt), v.isoTimestamp(DESK_MESSAGES.remindAt))),
  ),
});

const LevelDays = v.pipe(
  v.number(DESK_MESSAGES.serviceLevel),
  v.integer(DESK_MESSAGES.serviceLevel),
  v.minValue(1, DESK_MESSAGES.serviceLevel),
  v.maxValue(SERVICE_LEVEL_MAX, DESK_MESSAGES.serviceLevel),
);

/** The store's own service levels: business days per status; a status left out keeps its level. */
export const ServiceLevelsBody = v.object({
  levels: v.pipe(
    v.array(
      v.object({
        status: v.picklist(LEVELED_STATUSES, DESK_MESSAGES.serviceLevel),
        business_days: LevelDays,
      }),
      DESK_MESSAGES.serviceLevel,
    ),
    v.maxLength(LEVELED_STATUSES.length, DESK_MESSAGES.serviceLevel),
  ),
});

export const ServiceLevelsAnswer = v.object({
  levels: v.array(v.object({ status: v.picklist(LEVELED_STATUSES), business_days: v.number() })),
});

/** The store's texts of its templates: each the text in force, the starting one, and whether the store rewrote it. */
export const DeskTemplates = v.object({
  templates: v.array(
    v.object({
      key: v.picklist(CONTACT_TEMPLATE_KEYS),
      label: v.string(),
      body: v.string(),
      default_body: v.string(),
      custom: v.boolean(),
    }),
  ),
});
export type DeskTemplatesAnswer = v.InferOutput<typeof DeskTemplates>;

/** New texts for some templates; null goes back to the starting text. */
export const DeskTemplatesBody = v.object({
  templates: v.pipe(
    v.array(
      v.object({
        key: v.picklist(CONTACT_TEMPLATE_KEYS, CONTACT_MESSAGES.template),
        body: v.nullable(
          v.pipe(
            v.string(CONTACT_MESSAGES.templateEmpty),
            v.maxLength(TEMPLATE_BODY_MAX, CONTACT_MESSAGES.templateTooLong),
          ),
        ),
      }),
      CONTACT_MESSAGES.template,
    ),
    v.maxLength(CONTACT_TEMPLATE_KEYS.length, CONTACT_MESSAGES.template),
  ),
});

export const ContactBody = v.object({
  channel: v.picklist(CONTACT_CHANNELS, CONTACT_MESSAGES.channel),
  template: v.picklist(CONTACT_TEMPLATE_KEYS, CONTACT_MESSAGES.template),
});

export const ContactAnswer = v.object({
  /** The prepared `https://wa.me/…?text=…` or `mailto:…?subject=…&body=…`. */
  href: v.string(),
  contact: DeskContact,
});

/** A month's commissions by institution, expected (approved) and earned (contracted), in centavos. */
export const CommissionMonth = v.object({
  month: v.string(),
  institution: v.string(),
  expected_cents: v.number(),
  earned_cents: v.number(),
  requests: v.number(),
});

export const Commissions = v.object({
  months: v.array(CommissionMonth),
  expected_cents: v.number(),
  earned_cents: v.number(),
  requests: v.array(
    v.object({
      kind: v.picklist(REQUEST_KINDS),
      id: v.string(),
      product: v.string(),
      customer: v.string(),
      ...RequestCommission.entries,
    }),
  ),
});
export type CommissionsAnswer = v.InferOutput<typeof Commissions>;

const deskCall = bankerOnly({ 400: DESK_MESSAGES.filter, 404: DESK_MESSAGES.notFound });

export const deskEndpoints = {
  deskPipeline: {
    ...REQUESTS_ROUTES.deskPipeline,
    ...deskCall,
    summary:
      "The store's requests by status: each column's count, late count and first page of cards (waited longest first), with the filters applied.",
    params: v.object({ banker: IdParam }),
    query: PipelineQuery,
    response: Pipeline,
  },
  deskRequest: {
    ...REQUESTS_ROUTES.deskRequest,
    ...deskCall,
    summary: 'One request of the store with its private notes, the contacts made and its commission.',
    params: v.object({ banker: IdParam, ...RequestParams.entries }),
    response: DeskRequest,
  },
  deskCommissions: {
    ...REQUESTS_ROUTES.deskCommissions,
    ...deskCall,
    summary: "The store's commissions by month and institution, and each request's, newest first.",
    params: v.object({ banker: IdParam }),
    response: Commissions,
  },
  addDeskNote: {
    ...REQUESTS_ROUTES.addDeskNote,
    ...deskCall,
    summary:
      'A private note of the banker on a request of the store or on its customer; with remind_at, a reminder.',
    params: RequestParams,
    body: NoteBody,
    response: DeskNote,
  },
  deskTemplates: {
    ...REQUESTS_ROUTES.deskTemplates,
    ...deskCall,
    summary:
      "The store's contact templates: the text in force of each, the starting text, and whether the store rewrote it.",
    params: v.object({ banker: IdParam }),
    response: DeskTemplates,
  },
  setDeskTemplates: {
    ...REQUESTS_ROUTES.setDeskTemplates,
    ...deskCall,
    summary:
      "Keeps the store's own texts of its templates (null: the starting text); between braces only {cliente}, {produto}, {assessor} and {titulo}.",
    params: v.object({ banker: IdParam }),
    body: DeskTemplatesBody,
    response: DeskTemplates,
  },
  setServiceLevels: {
    ...REQUESTS_ROUTES.setServiceLevels,
    ...deskCall,
    summary:
      "Sets the store's own service levels (business days a request may wait in a status before it is late); answers the levels in force.",
    params: v.object({ banker: IdParam }),
    body: ServiceLevelsBody,
    response: ServiceLevelsAnswer,
  },
  markReminderDone: {
    ...REQUESTS_ROUTES.markReminderDone,
    ...deskCall,
    summary: "Marks one of the banker's reminders done: it leaves the desk's list of due reminders.",
    params: v.object({ banker: IdParam, id: IdParam }),
    response: v.object({ id: v.number(), done_at: v.string() }),
  },
  contactCustomer: {
    ...REQUESTS_ROUTES.contactCustomer,
    ...deskCall,
    summary:
      "Prepares a message from a template (customer's first name, product, banker's name) and records the contact on the request.",
    params: RequestParams,
    body: ContactBody,
    response: ContactAnswer,
  },
  ...openOffersEndpoints,
} satisfies Record<string, Endpoint>;

export { DESK_MESSAGES };

export const service = contractOf('desk', deskEndpoints);
