import * as v from 'valibot';
import { cellphoneSchema } from './contact.ts';
import { birthdaySchema, type ClockOptions } from './dates.ts';
import { cnpjSchema, cpfSchema } from './documents.ts';
import { emailSchema } from './email.ts';
import { MSG } from './messages.ts';
import { type MoneyBounds, moneySchema } from './money.ts';
import { fullNameSchema } from './names.ts';
import { confirmedPassword, passwordSchema } from './password.ts';
import { requiredString, requiredTrue } from './text.ts';

/** A chosen option (select or radio): a non-blank text or a number. */
export const requiredChoice = v.union(
  [
    v.pipe(
      v.string(),
      v.check((value) => value.trim() !== '', MSG.required),
    ),
    v.number(),
  ],
  MSG.required,
);

/** Setting or resetting the password: the password rules, and a confirmation equal to it. */
export const setPasswordSchema = v.pipe(
  v.object({ password1: passwordSchema, password2: requiredString }, MSG.required),
  confirmedPassword(),
);

/** New account: every field required and the terms accepted; `authorized` exists in invite mode. */
export function newAccountSchema(options: ClockOptions = {}) {
  return v.object(
    {
      full_name: fullNameSchema,
      email: emailSchema,
      principal_contact: cellphoneSchema,
      cpf: cpfSchema,
      birthday: birthdaySchema(options),
      terms: requiredTrue,
      authorized: v.optional(v.boolean()),
    },
    MSG.required,
  );
}

/** Edit user: name, e-mail, cellphone and birthday required; CPF only checked when given. */
export function editUserSchema(options: ClockOptions = {}) {
  return v.object(
    {
      full_name: fullNameSchema,
      email: emailSchema,
      principal_contact: cellphoneSchema,
      birthday: birthdaySchema(options),
      cpf: v.optional(cpfSchema),
    },
    MSG.required,
  );
}

/** Require-birthday modal: a valid birthday. */
export function requireBirthdaySchema(options: ClockOptions = {}) {
  return v.object({ birthday: birthdaySchema(options) }, MSG.required);
}

/** Default step of the order modal: CPF, full name, birthday, phone and the terms. */
export function defaultOrderFormSchema(options: ClockOptions = {}) {
  return v.object(
    {
      cpf: cpfSchema,
      full_name: fullNameSchema,
      birthday: birthdaySchema(options),
      principal_contact: cellphoneSchema,
      terms: requiredTrue,
      email: v.optional(emailSchema),
    },
    MSG.required,
  );
}

/** Fields that the extra step of the order modal may show (names of the order form data, docs/entities.md). */
export const EXTRA_FIELDS = [
  'birthday',
  'profession',
  'home_equity',
  'financing',
  'deadline',
  'social_name',
  'cnpj',
  'marital',
  'professional_type',
  'monthly_income',
  'people_range',
  'foresight_tax',
  'foresight_exp',
  'city',
  'business',
  'how_long',
] as const;

export type ExtraField = (typeof EXTRA_FIELDS)[number];

/** Options of the extra step: the clock, and the product's money limits per field. */
export interface ExtraFormOptions extends ClockOptions {
  money?: Partial<Record<'financing' | 'home_equity', MoneyBounds>>;
}

function extraFieldSchema(field: ExtraField, options: ExtraFormOptions): v.GenericSchema {
  switch (field) {
    case 'birthday':
      return birthdaySchema(options);
    case 'cnpj':
      return cnpjSchema;
    case 'social_name':
    case 'profession':
    case 'business':
      return requiredString;
    case 'home_equity':
    case 'financing':
      return moneySchema(options.money?.[field]);
    default:
      return requiredChoice;
  }
}

/** Extra step of the order modal: every shown field is required (docs/validation-and-errors.md#validation-rules). */
export function extraFormSchema(shown: readonly ExtraField[], options: ExtraFormOptions = {}) {
  const entries: Record<string, v.GenericSchema> = {};
  for (const field of shown) entries[field] = extraFieldSchema(field, options);
  return v.object(entries, MSG.required);
}
