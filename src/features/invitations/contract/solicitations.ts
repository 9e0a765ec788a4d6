/** Solicitations (docs/invitations.md#invitation-and-authorization, docs/invitations.md#solicitation): the customer's form, the banker's invitations, review, report, confirmation and authorization. */
import * as v from 'valibot';
import { SOLICITATION_MESSAGES } from '../../../core/contract/credit-messages.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { id, optionalText } from '../../../core/contract/fields.ts';
import { SHARED_MSG } from '../../../core/contract/shared-messages.ts';
import { birthdayToIsoSchema } from '../../../core/validation/dates.ts';
import { isCpf } from '../../../core/validation/documents.ts';
import { emailSchema } from '../../../core/validation/email.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { moneySchema } from '../../../core/validation/money.ts';
import { ORDER_MESSAGES } from '../../ordering/contract/orders.ts';
import { INVITATIONS_ROUTES } from './invitations-routes.ts';

export const solicitationStateSchema = v.object({ step: v.string(), description: v.string() });

export const solicitationAnswerSchema = v.object({
  id: v.string(),
  state: solicitationStateSchema,
  product: v.number(),
  customer: v.nullable(v.number()),
  personal_banker: v.number(),
  he_order: v.nullable(v.number()),
  he_order_pj: v.nullable(v.number()),
  real_estate_order: v.nullable(v.number()),
  solicitation: v.record(v.string(), v.unknown()),
  invite_customer_email: v.nullable(v.string()),
  authorized: v.nullable(v.boolean()),
});
export type SolicitationAnswer = v.InferOutput<typeof solicitationAnswerSchema>;

/** The invite e-mail lookup answered without a token (the id comes from the e-mail link). */
export const solicitationEmailAnswerSchema = v.object({
  id: v.string(),
  product: v.number(),
  personal_banker: v.number(),
  invite_customer_email: v.nullable(v.string()),
  state: solicitationStateSchema,
});

/** POST and PUT of the handler: form fields plus these (docs/services.md#calls). */
export const solicitationRequestSchema = v.looseObject({
  customer: id,
  personal_banker: id,
  product: id,
  cpf: v.optional(v.pipe(v.string(ORDER_MESSAGES.cpf), v.check(isCpf, ORDER_MESSAGES.cpf))),
  lgpd: v.literal(true, MSG.required),
  birthday: v.optional(birthdayToIsoSchema),
  loan_value: v.optional(v.nullable(moneySchema())),
});

/** The banker invites a customer (by e-mail) to a solicitation of a product. */
export const solicitationInviteSchema = v.looseObject({
  product: id,
  invite_customer_email: emailSchema,
  full_name: optionalText,
  /** The banker filled in the form: the mail asks the customer to review and confirm it. */
  review: v.optional(v.boolean()),
});

/** Which banker's solicitation a product read is about (the store the customer is in). */
export const solicitationByProductQuerySchema = v.object({
  personal_banker: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.required), v.transform(Number))),
});

/** One invitation of the banker's table; the form data only while the customer authorises him (docs/accounts.md#roles-and-permissions). */
export const invitationRowSchema = v.object({
  id: v.string(),
  product: v.number(),
  product_title: v.string(),
  invite_customer_email: v.nullable(v.string()),
  state: solicitationStateSchema,
  opened: v.boolean(),
  authorized: v.nullable(v.boolean()),
  solicitation: v.nullable(v.record(v.string(), v.unknown())),
  created_at: v.string(),
  updated_at: v.string(),
});
export type InvitationRow = v.InferOutput<typeof invitationRowSchema>;

/** The banker fills in the customer's data and sends it for review. */
export const solicitationReviewSchema = v.looseObject({
  solicitation: v.pipe(v.string(MSG.required), v.uuid(SOLICITATION_MESSAGES.notFound)),
});

export const solicitationReportSchema = v.object({
  solicitation: v.pipe(v.string(MSG.required), v.uuid(SOLICITATION_MESSAGES.notFound)),
});

export const solicitationConfirmSchema = v.object({
  solicitation: v.pipe(v.string(MSG.required), v.uuid(SOLICITATION_MESSAGES.notFound)),
  token: v.pipe(v.string(MSG.required), v.minLength(1, MSG.required)),
});

/** The customer lets the banker fill requests for them (or not); optionally for one solicitation. */
export const solicitationAuthorizeSchema = v.object({
  personal_banker: id,
  authorized: v.boolean(MSG.required),
  solicitation: v.optional(v.pipe(v.string(), v.uuid(SOLICITATION_MESSAGES.notFound))),
});

export const solicitationEndpoints = {
  solicitationByKey: {
    ...INVITATIONS_ROUTES.solicitationByKey,
    summary:
      "With a product id: the user's solicitation of that product (token required). With a solicitation id (uuid): the invite e-mail lookup (no token).",
    auth: 'optional',
    query: solicitationByProductQuerySchema,
    response: v.union([solicitationAnswerSchema, solicitationEmailAnswerSchema]),
    errors: {
      401: SHARED_MSG.unauthenticated,
      404: SOLICITATION_MESSAGES.notFound,
    },
  },
  solicitationCreate: {
    ...INVITATIONS_ROUTES.solicitationCreate,
    summary: 'Creates the user’s solicitation of a product.',
    auth: 'required',
    body: solicitationRequestSchema,
    response: solicitationAnswerSchema,
    status: 201,
    errors: { 400: SOLICITATION_MESSAGES.exists, 403: ORDER_MESSAGES.notYourOrder },
  },
  solicitationUpdate: {
    ...INVITATIONS_ROUTES.solicitationUpdate,
    summary: 'Updates (merges) the form fields of the user’s solicitation of a product.',
    auth: 'required',
    body: solicitationRequestSchema,
    response: solicitationAnswerSchema,
    errors: { 400: SOLICITATION_MESSAGES.alreadyDone, 404: SOLICITATION_MESSAGES.notFound },
  },
  solicitationInvite: {
    ...INVITATIONS_ROUTES.solicitationInvite,
    summary: 'A banker invites a customer e-mail to a product solicitation (e-mail with the convite link).',
    auth: 'required',
    body: solicitationInviteSchema,
    response: solicitationAnswerSchema,
    status: 201,
    errors: { 403: 'Only bankers.' },
    role: 'banker',
  },
  solicitationInvitations: {
    ...INVITATIONS_ROUTES.solicitationInvitations,
    summary: "The banker's invitations, newest first, with their states.",
    auth: 'required',
    response: v.array(invitationRowSchema),
    errors: { 403: 'Only bankers.' },
    role: 'banker',
  },
  solicitationReview: {
    ...INVITATIONS_ROUTES.solicitationReview,
    summary: 'The inviting banker fills in the data and mails the review, confirm and report links.',
    auth: 'required',
    body: solicitationReviewSchema,
    response: solicitationAnswerSchema,
    errors: {
      400: SOLICITATION_MESSAGES.alreadyDone,
      403: 'Only the inviting banker.',
      404: SOLICITATION_MESSAGES.notFound,
    },
    role: 'banker',
  },
  solicitationReport: {
    ...INVITATIONS_ROUTES.solicitationReport,
    summary: 'The customer reports wrong data (link from the e-mail); the banker is told by e-mail.',
    body: solicitationReportSchema,
    response: v.object({ id: v.string(), state: solicitationStateSchema }),
    errors: { 400: SOLICITATION_MESSAGES.alreadyDone, 404: SOLICITATION_MESSAGES.notFound },
  },
  solicitationConfirm: {
    ...INVITATIONS_ROUTES.solicitationConfirm,
    summary: 'The customer confirms with the token of the e-mail link.',
    body: solicitationConfirmSchema,
    response: v.object({ id: v.string(), state: solicitationStateSchema }),
    errors: {
      400: SOLICITATION_MESSAGES.alreadyDone,
      403: SOLICITATION_MESSAGES.badToken,
      404: SOLICITATION_MESSAGES.notFound,
    },
  },
  solicitationAuthorize: {
    ...INVITATIONS_ROUTES.solicitationAuthorize,
    summary: 'The user authorizes the banker (or not), optionally on one solicitation.',
    auth: 'required',
    body: solicitationAuthorizeSchema,
    response: v.object({ personal_banker: v.object({ id: v.number() }), authorized: v.boolean() }),
    errors: { 404: ORDER_MESSAGES.bankerNotFound },
  },
} as const satisfies Record<string, Endpoint>;
