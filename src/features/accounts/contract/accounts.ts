import * as v from 'valibot';
import { EmailBody, PersonAnswer, TokenAnswer, User } from '../../../core/contract/auth.ts';
import {
  BirthdayInput,
  CellphoneInput,
  CpfInput,
  Detail,
  EmailInput,
  IdParam,
  SERVER_MSG,
  ShortText,
  SlugParam,
} from '../../../core/contract/common.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { digitsOf } from '../../../core/format/digits.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { fullNameSchema } from '../../../core/validation/names.ts';
import { confirmedPassword, passwordSchema } from '../../../core/validation/password.ts';
import { requiredString } from '../../../core/validation/text.ts';
import { ACCOUNTS_ROUTES } from './accounts-routes.ts';

/**
 * The accounts' calls of the auth service (src/contract/auth.ts gathers them with the core's):
 * logging in, codes and passwords, sign-up and leads, one's own data and address.
 */

const nullableString = v.nullable(v.string());

export const PersonWithToken = v.object({ person: v.object({ ...User.entries, token: v.string() }) });

export const Address = v.object({
  zip_code: nullableString,
  street: nullableString,
  number: nullableString,
  complement: nullableString,
  neighborhood: nullableString,
  city: v.nullable(v.object({ id: v.number(), name: v.string() })),
  state: v.nullable(v.object({ id: v.number(), slug: v.string(), name: v.string() })),
});

/** Which banker a sign-up or lead comes through: an id or a store slug. */
const BankerRef = v.optional(v.union([IdParam, SlugParam], 'Personal Banker inválido.'));

export const LoginBody = v.object({
  /** E-mail or CPF. */
  username: v.pipe(requiredString, v.trim(), v.toLowerCase(), v.maxLength(254, SERVER_MSG.loginFailed)),
  password: v.pipe(requiredString, v.maxLength(200, SERVER_MSG.loginFailed)),
});
export const CheckEmailBody = v.object({
  email: EmailInput,
  type: v.optional(v.picklist(['new', 'forgot', 'request'], 'Tipo inválido.')),
});
export const CheckEmailAnswer = v.object({
  exists: v.boolean(),
  required_password: v.boolean(),
  emailAndType: v.object({ email: v.string(), type: v.string() }),
});
export const ValidateCodeBody = v.object({
  email: EmailInput,
  code: v.pipe(requiredString, v.trim(), v.regex(/^\d{6}$/, MSG.code)),
});
/**
 * `{password1, password2}`; `{password, confirmPassword}` is accepted too. Changing a password
 * that exists needs `current_password`, unless the token comes from a validated code.
 */
export const SetPasswordBody = v.pipe(
  v.object({
    password1: v.optional(v.string()),
    password2: v.optional(v.string()),
    password: v.optional(v.string()),
    confirmPassword: v.optional(v.string()),
    current_password: v.optional(v.pipe(v.string(), v.maxLength(200, SERVER_MSG.currentPasswordWrong))),
  }),
  v.transform((body) => ({
    password1: body.password1 ?? body.password,
    password2: body.password2 ?? body.confirmPassword,
    ...(body.current_password === undefined ? {} : { current_password: body.current_password }),
  })),
  v.object({
    password1: passwordSchema,
    password2: requiredString,
    current_password: v.optional(v.string()),
  }),
  confirmedPassword(),
);
/** Lead fields (order modal, visitor) and account creation share these. */
export const LeadBody = v.object({
  full_name: fullNameSchema,
  email: EmailInput,
  principal_contact: CellphoneInput,
  cpf: CpfInput,
  birthday: BirthdayInput,
  terms: v.literal(true, MSG.required),
  personal_banker: BankerRef,
  authorized: v.optional(v.boolean()),
});
export const CreateAccountBody = v.object({
  ...LeadBody.entries,
  password: v.optional(passwordSchema),
});
export const UpdatePersonBody = v.object({
  full_name: v.optional(fullNameSchema),
  nickname: v.optional(v.nullable(ShortText(60))),
  email: v.optional(EmailInput),
  principal_contact: v.optional(CellphoneInput),
  birthday: v.optional(BirthdayInput),
  cpf: v.optional(CpfInput),
});
export const ConfirmEmailBody = v.object({ code: ValidateCodeBody.entries.code });
/** The logged user after an update; `pending_email` when a new e-mail waits for its code. */
export const UpdatePersonAnswer = v.object({ person: User, pending_email: v.optional(v.string()) });
export const AddressBody = v.object({
  zip_code: v.optional(v.nullable(v.pipe(v.string(), v.transform(digitsOf), v.length(8, 'CEP inválido.')))),
  street: v.optional(v.nullable(ShortText(200))),
  number: v.optional(v.nullable(ShortText(20))),
  complement: v.optional(
    v.nullable(v.pipe(v.string(), v.maxLength(100, 'O campo deve ter no máximo 100 caracteres'))),
  ),
  neighborhood: v.optional(v.nullable(ShortText(100))),
  city: v.optional(v.nullable(IdParam)),
  state: v.optional(v.nullable(v.pipe(v.string(), v.toUpperCase(), v.length(2, MSG.state)))),
});
export const AcceptTermsBody = v.object({
  version: v.optional(v.pipe(v.string(), v.maxLength(32))),
  source: v.optional(ShortText(100)),
});

export const accountEndpoints = {
  login: {
    ...ACCOUNTS_ROUTES.login,
    summary:
      'Logs in with e-mail (or CPF) and password. Failures are limited per account (e-mail, or CPF digits) and per address.',
    body: LoginBody,
    response: TokenAnswer,
    errors: {
      400: SERVER_MSG.loginFailed,
      429: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    },
  },
  sendVerificationCode: {
    ...ACCOUNTS_ROUTES.sendVerificationCode,
    summary: 'Mails a 6-digit code (valid 15 minutes, 5 tries).',
    body: EmailBody,
    response: Detail,
    errors: { 404: SERVER_MSG.emailNotRegistered, 429: 'rate limited' },
  },
  validateVerificationCode: {
    ...ACCOUNTS_ROUTES.validateVerificationCode,
    summary:
      'Checks a code (5 tries per code, counted atomically); revokes every earlier token of the account and answers a 15-minute token for setting the password.',
    body: ValidateCodeBody,
    response: TokenAnswer,
    errors: { 400: SERVER_MSG.codeFailed, 429: 'rate limited' },
  },
  setPassword: {
    ...ACCOUNTS_ROUTES.setPassword,
    summary:
      "Sets the token owner's password: a first password, or a new one with `current_password` (not needed with a validated code's token). Revokes every other token.",
    auth: 'required',
    body: SetPasswordBody,
    response: Detail,
    errors: { 400: `current_password: ${SERVER_MSG.currentPasswordWrong}` },
  },
  acceptTerms: {
    ...ACCOUNTS_ROUTES.acceptTerms,
    summary: 'Records that the token owner accepted the terms (privacy audit, action accept_terms).',
    auth: 'required',
    body: AcceptTermsBody,
    response: Detail,
    status: 201,
  },
  createAccount: {
    ...ACCOUNTS_ROUTES.createAccount,
    summary: 'Creates a customer account (and a lead at the banker); mails a verification code.',
    body: CreateAccountBody,
    response: PersonWithToken,
    status: 201,
    errors: { 400: 'field arrays: email, cpf, principal_contact...' },
  },
  updateMe: {
    ...ACCOUNTS_ROUTES.updateMe,
    summary:
      'Updates the logged user. CPF cannot change once set; e-mail cannot change while an authorization exists; a new e-mail is not applied but mailed a code (`pending_email`) that `person/v2/email/` confirms.',
    auth: 'required',
    body: UpdatePersonBody,
    response: UpdatePersonAnswer,
  },
  confirmEmail: {
    ...ACCOUNTS_ROUTES.confirmEmail,
    summary:
      'Confirms the pending e-mail change with the code mailed to the new address; then every token is revoked (log in again).',
    auth: 'required',
    body: ConfirmEmailBody,
    response: Detail,
    errors: { 400: `${SERVER_MSG.codeFailed} / email: ${SERVER_MSG.emailTaken}` },
  },
  requestEmailConfirmation: {
    ...ACCOUNTS_ROUTES.requestEmailConfirmation,
    summary:
      "Mails a code to the logged user's own e-mail while it is unconfirmed; `person/v2/email/` (PUT) with it confirms the e-mail, keeping the account's data, and revokes every token (log in again).",
    auth: 'required',
    response: Detail,
    errors: { 409: SERVER_MSG.emailAlreadyConfirmed },
  },
  person: {
    ...ACCOUNTS_ROUTES.person,
    summary: 'A person: oneself, or a customer of the logged banker (403 for any other id, present or not).',
    auth: 'required',
    params: v.object({ id: IdParam }),
    response: PersonAnswer,
    errors: { 403: 'another user' },
  },
  checkEmail: {
    ...ACCOUNTS_ROUTES.checkEmail,
    summary:
      'E-mail check: whether the account exists and needs a password to be set first. Answers not found are rate limited per address.',
    body: CheckEmailBody,
    response: CheckEmailAnswer,
    errors: {
      400: `${SERVER_MSG.emailInvalid} / ${SERVER_MSG.emailProvider}`,
      404: SERVER_MSG.emailNotRegistered,
      429: 'rate limited',
    },
  },
  createLead: {
    ...ACCOUNTS_ROUTES.createLead,
    summary: 'Creates a lead (a customer without password) at a banker; answers the person with a token.',
    body: LeadBody,
    response: PersonWithToken,
    status: 201,
  },
  address: {
    ...ACCOUNTS_ROUTES.address,
    summary: "The logged user's address.",
    auth: 'required',
    response: Address,
  },
  updateAddress: {
    ...ACCOUNTS_ROUTES.updateAddress,
    summary: "Updates the logged user's address.",
    auth: 'required',
    body: AddressBody,
    response: Address,
  },
} as const satisfies Record<string, Endpoint>;

export type AddressAnswer = v.InferOutput<typeof Address>;
