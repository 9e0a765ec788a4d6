import { brToIsoDate } from '../../../core/format/dates.ts';
import { digitsOf } from '../../../core/format/digits.ts';
import { normalizeEmail } from '../../../core/format/email.ts';
import { toStoredPhone } from '../../../core/format/masks.ts';
import { EXTRA_FIELDS, type ExtraField } from '../../../core/validation/forms.ts';
import { orderKindFor } from '../../catalog/rules/product-rules.ts';
import type { OrderFormData } from '../requesting/request-form.ts';

/** An order body as built here: the envelope every order path requires, the form's fields beside it. */
export type OrderPayload = { customer: number; product: number; personal_banker: number } & Record<
  string,
  unknown
>;

/** Consortium choices (docs/entities.md). */
export interface ConsortiumChoice {
  isPj: boolean;
  consortiumType: string;
  /** 'term': by instalment value; 'full': by the whole letter value. */
  valueType: 'term' | 'full';
  termValue?: number | null;
  propertyValue?: number | null;
}

export interface OrderBodyInput {
  product: { id: number; is_pj: boolean };
  /** The customer's user id. */
  customer: number;
  /** The banker's id. */
  personalBanker: number;
  form: OrderFormData;
  consortium?: Omit<ConsortiumChoice, 'isPj'>;
  /** What the visitor chose before the order (a simulator's offer), sent along with the form. */
  choice?: Record<string, unknown>;
}

/** The extra step's fields that are not plain text: a date, a document and money, each sent its own way. */
const NOT_TEXT = ['birthday', 'cnpj', 'home_equity', 'financing'] as const;
type TextField = Exclude<ExtraField, (typeof NOT_TEXT)[number]>;

/** Text fields of the extra step, sent trimmed when filled. */
const TEXT_FIELDS = EXTRA_FIELDS.filter(
  (field): field is TextField => !(NOT_TEXT as readonly ExtraField[]).includes(field),
);

/**
 * The form fields of an order as the calls carry them: only the filled ones (the hidden fields
 * stay empty and are left out), dates as yyyy-mm-dd, the phone as 'area - number', documents as
 * digits, texts trimmed.
 */
function orderFormFields(form: OrderFormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (form.terms && form.share_consent) fields.terms = true;
  if (form.full_name.trim()) fields.full_name = form.full_name.trim();
  if (form.cpf.trim()) fields.cpf = digitsOf(form.cpf);
  if (form.principal_contact.trim()) fields.principal_contact = toStoredPhone(form.principal_contact);
  if (form.birthday.trim()) fields.birthday = brToIsoDate(form.birthday) ?? form.birthday;
  if (form.email.trim()) fields.email = form.email.trim();
  if (form.cnpj.trim()) fields.cnpj = digitsOf(form.cnpj);
  for (const key of TEXT_FIELDS) {
    const value = form[key].trim();
    if (value) fields[key] = value;
  }
  if (form.financing !== null) fields.financing = form.financing;
  if (form.home_equity !== null) fields.home_equity = form.home_equity;
  if (form.date.trim()) {
    fields.date = brToIsoDate(form.date) ?? form.date;
    fields.morning = { ...form.morning };
    fields.afternoon = { ...form.afternoon };
  }
  return fields;
}

/**
 * The order payload (docs/entities.md): customer, product and personal_banker plus the form's
 * filled fields and the visitor's choice. The order's money is `financing` in the form; a
 * credit-auto order sends it as `credit_value`, the one place the name changes.
 */
export function buildOrderPayload({
  product,
  customer,
  personalBanker,
  form,
  consortium,
  choice,
}: OrderBodyInput): OrderPayload {
  const kind = orderKindFor(product.id);
  const { financing, ...fields } = { ...choice, ...orderFormFields(form) };
  const payload: OrderPayload = {
    ...fields,
    customer,
    product: product.id,
    personal_banker: personalBanker,
  };
  if (financing !== undefined) payload[kind === 'creditAuto' ? 'credit_value' : 'financing'] = financing;
  if (fields.email !== undefined) payload.email = normalizeEmail(fields.email as string);
  if (kind === 'consortium' && consortium) {
    payload.is_pj = product.is_pj;
    payload.consortium_type = consortium.consortiumType;
    payload.value_type = consortium.valueType;
    payload.term_value = consortium.termValue ?? null;
    payload.property_value = consortium.propertyValue ?? null;
  }
  return payload;
}
