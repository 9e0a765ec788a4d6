/**
 * The order form: its data as the inputs hold it, how a logged user prefills it, and the order body
 * it is sent as (docs/entities.md, docs/ordering.md#order-modal).
 */
import { brToIsoDate, isoToBrDate } from '../../../core/format/dates.ts';
import { digitsOf } from '../../../core/format/digits.ts';
import { normalizeEmail } from '../../../core/format/email.ts';
import { fromStoredPhone, mask, toStoredPhone } from '../../../core/format/masks.ts';
import { orderKindFor } from '../../../core/products/product-rules.ts';
import { EXTRA_FIELDS, type ExtraField } from '../../../core/validation/forms.ts';
import { emptyPersonForm, type PersonForm } from '../../accounts/rules/person-form.ts';
import type { TimeRange } from './time-slots.ts';

/** Order form data (docs/entities.md), as the inputs hold it (masked texts, dd/mm/yyyy dates): the person, then the order's own. */
export interface OrderFormData extends PersonForm {
  /** Terms of use and privacy policy accepted. */
  terms: boolean;
  /** Consent to share the data with the partner for this request. */
  share_consent: boolean;
  cnpj: string;
  social_name: string;
  marital: string;
  professional_type: string;
  monthly_income: string;
  people_range: string;
  foresight_tax: string;
  foresight_exp: string;
  /** Amount in reais (money input). */
  financing: number | null;
  deadline: string;
  profession: string;
  /** Property value in reais (money input). */
  home_equity: number | null;
  city: string;
  business: string;
  how_long: string;
  date: string;
  morning: TimeRange;
  afternoon: TimeRange;
}

/** What the form reads of the logged user (docs/entities.md user). */
export interface OrderUser {
  id: number;
  email: string;
  full_name: string;
  principal_contact: string | null;
  birthday: string | null;
  documents: { CPF: string | null };
}

export function emptyOrderForm(): OrderFormData {
  return {
    ...emptyPersonForm(),
    terms: false,
    share_consent: false,
    cnpj: '',
    social_name: '',
    marital: '',
    professional_type: '',
    monthly_income: '',
    people_range: '',
    foresight_tax: '',
    foresight_exp: '',
    financing: null,
    deadline: '',
    profession: '',
    home_equity: null,
    city: '',
    business: '',
    how_long: '',
    date: '',
    morning: { start: '', end: '' },
    afternoon: { start: '', end: '' },
  };
}

/** The form prefilled with a logged-in user's data (docs/ordering.md#order-modal); a visitor keeps the kept e-mail. */
export function prefillOrderForm(
  form: OrderFormData,
  user: OrderUser | null,
  tempEmail: string | null = null,
): OrderFormData {
  if (!user) return { ...form, email: tempEmail ?? form.email };
  return {
    ...form,
    full_name: user.full_name,
    email: user.email,
    cpf: user.documents.CPF ? mask(user.documents.CPF, 'cpf') : form.cpf,
    principal_contact: user.principal_contact
      ? fromStoredPhone(user.principal_contact)
      : form.principal_contact,
    birthday: user.birthday ? isoToBrDate(user.birthday) : form.birthday,
  };
}

/** The CPF input is locked once the user has a CPF (docs/validation-and-errors.md#validation-rules). */
export function cpfLocked(user: OrderUser | null): boolean {
  return Boolean(user?.documents.CPF);
}

/**
 * A logged-in user's order carries the account's name and birthday: the inputs are locked
 * once the account has them, and a change goes through 'editar dados' (docs/accounts.md#edit-user).
 */
export function identityLocked(user: OrderUser | null): { full_name: boolean; birthday: boolean } {
  return { full_name: Boolean(user?.full_name.trim()), birthday: Boolean(user?.birthday) };
}

/** Both consents of the default step ('all terms', docs/validation-and-errors.md#validation-rules). */
export function allTermsAccepted(form: Pick<OrderFormData, 'terms' | 'share_consent'>): boolean {
  return form.terms && form.share_consent;
}

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
