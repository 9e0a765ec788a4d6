import * as v from 'valibot';
import { brToIsoDate, isoToBrDate } from '../format/dates.ts';
import { mask } from '../format/masks.ts';
import { cellphoneSchema } from '../validation/contact.ts';
import { birthdaySchema, type ClockOptions } from '../validation/dates.ts';
import { cpfSchema } from '../validation/documents.ts';
import { MSG } from '../validation/messages.ts';
import { moneySchema } from '../validation/money.ts';
import { fullNameSchema } from '../validation/names.ts';
import { requiredTrue } from '../validation/text.ts';
import { PRODUCT_IDS, productIdsWhere } from './product-rules.ts';

/** The solicitation screen's form (docs/invitations.md#solicitation, docs/validation-and-errors.md#validation-rules). */
export interface SolicitationForm {
  full_name: string;
  principal_contact: string;
  cpf: string;
  birthday: string;
  monthly_income: number | null;
  loan_value: number | null;
  lgpd: boolean;
}

/** Products whose solicitation asks for the value wanted (loans, home equity, business credit, consortium). */
const WITH_LOAN_VALUE: readonly number[] = [
  ...productIdsWhere(
    ({ flow }) =>
      flow === 'loan' || flow === 'home-equity' || flow === 'business-loan' || flow === 'consortium',
  ),
  PRODUCT_IDS.businessLoan,
];

export function hasLoanValue(product: number): boolean {
  return WITH_LOAN_VALUE.includes(product);
}

/** Fields only the screens use: removed before creating (docs/invitations.md#solicitation). */
const CLIENT_ONLY: readonly string[] = ['gender', 'occupation_type', 'collateral', 'loan_value'];

/** Whether a field of a solicitation call is one a creation goes without. */
export function isClientOnly(field: string): boolean {
  return CLIENT_ONLY.includes(field);
}

export function solicitationFormSchema(product: number, options: ClockOptions = {}) {
  return v.object(
    {
      full_name: fullNameSchema,
      principal_contact: cellphoneSchema,
      cpf: cpfSchema,
      birthday: birthdaySchema(options),
      monthly_income: moneySchema(),
      // Only the products that ask it carry it; the others' body has none.
      loan_value: hasLoanValue(product) ? moneySchema() : v.optional(v.nullable(v.number())),
      lgpd: requiredTrue,
    },
    MSG.required,
  );
}

/** Which call of the handler: creating goes without the client-only fields (docs/invitations.md#solicitation), updating sends them all. */
export type SolicitationCall = 'create' | 'update';

/**
 * The screen's rules for what one of its calls carries besides the ids and consent: every field
 * of the form, without the client-only ones when creating.
 */
export function solicitationCallSchema(product: number, call: SolicitationCall, options: ClockOptions = {}) {
  const { lgpd: _, ...fields } = solicitationFormSchema(product, options).entries;
  return v.object(callEntries(fields, call), MSG.required);
}

/** The entries a call checks: a creation goes without the client-only fields. */
export function callEntries<E extends v.ObjectEntries>(entries: E, call: SolicitationCall): v.ObjectEntries {
  if (call === 'update') return entries;
  return Object.fromEntries(Object.entries(entries).filter(([field]) => !isClientOnly(field)));
}

/** The form filled with what is known: the solicitation's data first, then the user's. */
export function initialSolicitationForm(
  data: Record<string, unknown>,
  user: {
    full_name: string;
    principal_contact: string | null;
    birthday: string | null;
    documents?: { CPF: string | null } | null;
  } | null,
): SolicitationForm {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const amount = (key: string) => (typeof data[key] === 'number' ? (data[key] as number) : null);
  return {
    full_name: text('full_name') || user?.full_name || '',
    principal_contact: text('principal_contact') || user?.principal_contact || '',
    cpf: mask(text('cpf') || user?.documents?.CPF || '', 'cpf'),
    birthday: isoToBrDate(text('birthday') || user?.birthday || ''),
    monthly_income: amount('monthly_income'),
    loan_value: amount('loan_value'),
    lgpd: false,
  };
}

type SolicitationIds = {
  customer: number;
  personal_banker: number;
  product: number;
};

/**
 * What the solicitation screen sends: the ids, the form as the call carries it and the consent
 * (type aliases, so the body passes as the call's open record).
 */
export type SolicitationFormBody = SolicitationIds & {
  full_name: string;
  principal_contact: string;
  cpf: string;
  birthday: string;
  monthly_income: number | null;
  lgpd: true;
  loan_value?: number;
};

/** The screen's body: every form field plus the ids (docs/services.md#calls); a creation sends it without the client-only fields. */
export function solicitationBody(form: SolicitationForm, ids: SolicitationIds): SolicitationFormBody {
  const body: SolicitationFormBody = {
    ...ids,
    full_name: form.full_name.trim(),
    principal_contact: form.principal_contact,
    cpf: form.cpf,
    birthday: brToIsoDate(form.birthday) ?? form.birthday,
    monthly_income: form.monthly_income,
    lgpd: true,
  };
  if (hasLoanValue(ids.product) && form.loan_value !== null) body.loan_value = form.loan_value;
  return body;
}

/** A body without the client-only fields, as a creation sends it (docs/invitations.md#solicitation). */
export function withoutClientOnly<T extends Record<string, unknown>>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !isClientOnly(key))) as T;
}

/** Product 55 is never created here: its home-equity order creates it (docs/invitations.md#solicitation). */
export function mayCreate(product: number): boolean {
  return product !== PRODUCT_IDS.homeEquity;
}

/** A 200 answer carrying `detail` is an error (docs/invitations.md#solicitation); its text, or null. */
export function answerError(answer: unknown): string | null {
  const detail = (answer as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' ? detail : null;
}
