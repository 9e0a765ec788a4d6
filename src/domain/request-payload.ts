import { brToIsoDate } from './dates.ts';
import { normalizeEmail } from './email.ts';
import { digitsOf, toStoredPhone } from './masks.ts';
import { CONSORTIUM_IDS, CREDIT_AUTO_IDS } from './product.ts';
import type { OrderFormData } from './request-form.ts';

/** Extra choices of a consortium order (spec §3). */
export interface ConsortiumChoice {
  consortium_type: string;
  value_type: 'term' | 'full';
  term_value?: number | null;
  property_value?: number | null;
}

export interface OrderBodyInput {
  product: { id: number; is_pj: boolean };
  customer: number;
  personalBanker: number;
  form: OrderFormData;
  consortium?: ConsortiumChoice;
}

/** Text fields of the extra step, sent trimmed when filled. */
const TEXT_FIELDS = [
  'social_name',
  'marital',
  'professional_type',
  'monthly_income',
  'people_range',
  'foresight_tax',
  'foresight_exp',
  'deadline',
  'profession',
  'city',
  'business',
  'how_long',
] as const;

/**
 * The order payload (spec §3): customer, product and personal_banker plus the form fields that
 * were filled (the hidden ones stay empty and are left out). Dates go as yyyy-mm-dd, the phone as
 * 'area - number', documents as digits, the e-mail lowercased. Consortium adds its choice;
 * credit auto adds `credit_value` taken from the financing value.
 */
export function buildOrderBody({ product, customer, personalBanker, form, consortium }: OrderBodyInput) {
  const body: Record<string, unknown> = {
    customer,
    product: product.id,
    personal_banker: personalBanker,
    full_name: form.full_name.trim(),
    cpf: digitsOf(form.cpf),
    principal_contact: toStoredPhone(form.principal_contact),
    birthday: brToIsoDate(form.birthday) ?? form.birthday,
    terms: form.terms && form.share_consent,
  };
  if (form.email.trim()) body.email = normalizeEmail(form.email.trim());
  if (form.cnpj.trim()) body.cnpj = digitsOf(form.cnpj);
  for (const key of TEXT_FIELDS) {
    const value = form[key].trim();
    if (value) body[key] = value;
  }
  if (form.financing !== null) body.financing = form.financing;
  if (form.home_equity !== null) body.home_equity = form.home_equity;
  if (form.date.trim()) {
    body.date = brToIsoDate(form.date) ?? form.date;
    body.morning = { ...form.morning };
    body.afternoon = { ...form.afternoon };
  }
  if (CREDIT_AUTO_IDS.includes(product.id) && form.financing !== null) body.credit_value = form.financing;
  if (CONSORTIUM_IDS.includes(product.id) && consortium) {
    body.is_pj = product.is_pj;
    body.consortium_type = consortium.consortium_type;
    body.value_type = consortium.value_type;
    body.term_value = consortium.value_type === 'term' ? (consortium.term_value ?? null) : null;
    body.property_value = consortium.value_type === 'full' ? (consortium.property_value ?? null) : null;
  }
  return body;
}
