/** Business (docs/simulators.md#company-check-and-credit-profile, docs/validation-and-errors.md#error-catalogue): the company check, its registration and the representative's invitation. */
import * as v from 'valibot';
import { Detail } from '../../../core/contract/common.ts';
import { BUSINESS_MESSAGES } from '../../../core/contract/credit-messages.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { INVALID, id } from '../../../core/contract/fields.ts';
import { BUSINESS_FORM_ENTRIES } from '../../../core/products/business-loan.ts';
import { isCnpj } from '../../../core/validation/documents.ts';
import { emailSchema } from '../../../core/validation/email.ts';
import { MSG, maxLengthMessage } from '../../../core/validation/messages.ts';
import { ORDER_MESSAGES } from '../../ordering/contract/orders.ts';
import { SIMULATORS_ROUTES } from './simulators-routes.ts';

export const businessValidateQuerySchema = v.object({
  cnpj: v.pipe(v.string(MSG.required), v.check(isCnpj, MSG.cnpj)),
  personal_banker_id: v.pipe(v.string(MSG.required), v.regex(/^\d+$/, INVALID), v.transform(Number)),
});

/** `status` 1 found; 0 unavailable (no data: the storefront retries up to 3 times). */
export const businessValidateAnswerSchema = v.object({
  data: v.nullable(
    v.object({
      cnpj: v.string(),
      name: v.string(),
      trade_name: v.string(),
      opened_at: v.string(),
      situation: v.string(),
    }),
  ),
  message: v.string(),
  status: v.picklist([0, 1]),
});

/** The business-credit page registers the checked company with its company form (docs/simulators.md#company-check-and-credit-profile). */
export const businessCreateSchema = v.looseObject({
  cnpj: v.pipe(v.string(MSG.required), v.check(isCnpj, MSG.cnpj)),
  personal_banker: id,
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, MSG.required))),
  ...BUSINESS_FORM_ENTRIES,
});

/** Our own text: free text of an invitation mail carries no link and no line break. */
export const MAIL_TEXT_MESSAGE = 'Use apenas texto, sem links nem quebras de linha.';

/**
 * A name that goes into an invitation mail to someone else's address: one bounded line, no link
 * (`://`, `www.`, an address ending in a domain) and no markup, so the mail cannot carry a lure.
 */
const MailText = (max: number) =>
  v.pipe(
    v.string(MSG.required),
    v.trim(),
    v.minLength(1, MSG.required),
    v.maxLength(max, maxLengthMessage(max)),
    v.check(
      (text) => !/[\r\n<>]|:\/\/|www\.|\.(com|net|org|br|io|app|xyz|link|ly|me|co)\b/i.test(text),
      MAIL_TEXT_MESSAGE,
    ),
  );

export const businessInviteSchema = v.object({
  cnpj: v.pipe(v.string(MSG.required), v.check(isCnpj, MSG.cnpj)),
  company_name: MailText(120),
  email: emailSchema,
  name: MailText(80),
});

export const businessEndpoints = {
  businessValidate: {
    ...SIMULATORS_ROUTES.businessValidate,
    summary: 'Company-number check: status 1 with data, or status 0 without data when unavailable (retry).',
    query: businessValidateQuerySchema,
    response: businessValidateAnswerSchema,
    errors: { 400: MSG.cnpj, 404: BUSINESS_MESSAGES.unknown },
  },
  businessCreate: {
    ...SIMULATORS_ROUTES.businessCreate,
    summary: 'Registers a company (once per company number).',
    auth: 'required',
    body: businessCreateSchema,
    response: v.object({ id: v.number(), cnpj: v.string(), name: v.string() }),
    status: 201,
    errors: { 400: ORDER_MESSAGES.cnpjTaken, 503: BUSINESS_MESSAGES.registryDown },
  },
  businessInvite: {
    ...SIMULATORS_ROUTES.businessInvite,
    summary: "A banker invites a company's representative by e-mail.",
    auth: 'required',
    body: businessInviteSchema,
    response: Detail,
    status: 201,
    errors: {
      400: MAIL_TEXT_MESSAGE,
      403: 'Only bankers.',
      429: 'Invitation mails per banker and per address.',
    },
    role: 'banker',
  },
} as const satisfies Record<string, Endpoint>;
