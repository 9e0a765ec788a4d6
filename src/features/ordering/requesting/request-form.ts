import { isoToBrDate } from '../../../core/format/dates.ts';
import { fromStoredPhone, mask } from '../../../core/format/masks.ts';
import { emptyPersonForm, type PersonForm } from '../../accounts/rules/person-form.ts';
import type { TimeRange } from '../rules/time-slots.ts';

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
