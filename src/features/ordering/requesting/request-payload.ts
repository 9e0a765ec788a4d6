import { brToIsoDate } from '../../../core/format/dates.ts';
import { digitsOf } from '../../../core/format/digits.ts';
import { toStoredPhone } from '../../../core/format/masks.ts';
import { EXTRA_FIELDS, type ExtraField } from '../../../core/validation/forms.ts';
import { buildOrderPayload, type ConsortiumChoice } from '../rules/order-payload.ts';
import type { OrderFormData } from './request-form.ts';

export interface OrderBodyInput {
  product: { id: number; is_pj: boolean };
  customer: number;
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
export function orderFormFields(form: OrderFormData): Record<string, unknown> {
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

/** The order payload (docs/entities.md): customer, product and personal_banker plus the form fields. */
export function buildOrderBody({
  product,
  customer,
  personalBanker,
  form,
  consortium,
  choice,
}: OrderBodyInput) {
  return buildOrderPayload(
    { customer, product: product.id, personalBanker },
    { ...choice, ...orderFormFields(form) },
    consortium ? { ...consortium, isPj: product.is_pj } : undefined,
  );
}
