import * as v from 'valibot';
import { digitsOf } from '../format/digits.ts';
import { MSG } from '../validation/messages.ts';
import { fullNameSchema } from '../validation/names.ts';
import { confirmedPassword, passwordSchema } from '../validation/password.ts';
import { requiredString } from '../validation/text.ts';
import { AUTH_ROUTES } from './auth-routes.ts';
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
} from './common.ts';
import { contractOf } from './contracts.ts';
import type { Endpoint } from './endpoint.ts';
import { Company } from './store.ts';

const nullableString = v.nullable(v.string());

export const ContactType = v.object({ id: v.number(), name: v.string() });
export const Contact = v.object({ id: v.number(), value: v.string(), contact_type: ContactType });

/** The logged user (docs/entities.md). `documents.CPF` holds 11 digits; `birthday` is yyyy-mm-dd. */
export const User = v.object({
  id: v.number(),
  email: v.string(),
  full_name: v.string(),
  nickname: nullableString,
  slug: nullableString,
  person_type: v.number(),
  principal_contact: nullableString,
  photo: nullableString,
  birthday: nullableString,
  documents: v.object({ CPF: nullableString }),
  contacts: v.array(Contact),
  company: v.nullable(v.object({ id: v.number(), name: v.string() })),
  last_login: nullableString,
  authorization_info: v.array(
    v.object({ personal_banker: v.object({ id: v.number() }), authorized: v.boolean() }),
  ),
  personal_bankers: v.array(v.object({ id: v.number(), slug: nullableString, full_name: v.string() })),
});
export const PersonAnswer = v.object({ person: User });
export const PersonWithToken = v.object({ person: v.object({ ...User.entries, token: v.string() }) });
export const TokenAnswer = v.object({ token: v.string() });

export const State = v.object({ id: v.number(), slug: v.string(), name: v.string() });
export const City = v.object({ id: v.number(), name: v.string(), state: v.string() });
export const Address = v.object({
  zip_code: nullableString,
  street: nullableString,
  number: nullableString,
  complement: nullableString,
  neighborhood: nullableString,
  city: v.nullable(v.object({ id: v.number(), name: v.string() })),
  state: v.nullable(v.object({ id: v.number(), slug: v.string(), name: v.string() })),
});

/** The banker profile page (docs/catalog-and-store.md#banker-profile, docs/entities.md). */
export const BankerProfile = v.object({
  person: v.object({
    id: v.number(),
    slug: v.string(),
    full_name: v.string(),
    nickname: nullableString,
    email: v.string(),
    photo: nullableString,
    principal_contact: nullableString,
    contacts: v.array(Contact),
    company: v.nullable(v.object({ id: v.number(), name: v.string() })),
    certificates: v.array(v.string()),
    address: v.object({
      city: v.nullable(v.object({ name: v.string() })),
      state: v.nullable(v.object({ slug: v.string() })),
    }),
    assistent_from: v.nullable(
      v.object({
        nickname: nullableString,
        full_name: v.string(),
        photo: nullableString,
        principal_contact: nullableString,
        email: v.string(),
      }),
    ),
  }),
  company: v.nullable(Company),
  pb_since: nullableString,
  career: v.array(v.object({ company: v.string(), roles: v.array(v.string()) })),
  career_deprecated: nullableString,
  bio: nullableString,
  why_franq: nullableString,
});

/** Which banker a sign-up or lead comes through: an id or a store slug. */
const BankerRef = v.optional(v.union([IdParam, SlugParam], 'Personal Banker inválido.'));

export const LoginBody = v.object({
  /** E-mail or CPF. */
  username: v.pipe(requiredString, v.trim(), v.toLowerCase(), v.maxLength(254, SERVER_MSG.loginFailed)),
  password: v.pipe(requiredString, v.maxLength(200, SERVER_MSG.loginFailed)),
});
export const EmailBody = v.object({ email: EmailInput });
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
export const AuthorizeBody = v.object({
  personal_banker: IdParam,
  authorized: v.boolean(MSG.required),
});
export const AcceptTermsBody = v.object({
  version: v.optional(v.pipe(v.string(), v.maxLength(32))),
  source: v.optional(ShortText(100)),
});

export const authEndpoints = {
  login: {
    ...AUTH_ROUTES.login,
    summary:
      'Logs in with e-mail (or CPF) and password. Failures are limited per account (e-mail, or CPF digits) and per address.',
    body: LoginBody,
    response: TokenAnswer,
    errors: {
      400: SERVER_MSG.loginFailed,
      429: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    },
  },
  logout: {
    ...AUTH_ROUTES.logout,
    summary: 'Revokes the token sent.',
    auth: 'required',
    response: Detail,
  },
  refreshToken: {
    ...AUTH_ROUTES.refreshToken,
    summary: "Swaps the token for a new one (5 more days); the e-mail must be the token owner's.",
    auth: 'required',
    body: EmailBody,
    response: TokenAnswer,
    errors: { 403: 'another e-mail' },
  },
  sendVerificationCode: {
    ...AUTH_ROUTES.sendVerificationCode,
    summary: 'Mails a 6-digit code (valid 15 minutes, 5 tries).',
    body: EmailBody,
    response: Detail,
    errors: { 404: SERVER_MSG.emailNotRegistered, 429: 'rate limited' },
  },
  validateVerificationCode: {
    ...AUTH_ROUTES.validateVerificationCode,
    summary:
      'Checks a code (5 tries per code, counted atomically); revokes every earlier token of the account and answers a 15-minute token for setting the password.',
    body: ValidateCodeBody,
    response: TokenAnswer,
    errors: { 400: SERVER_MSG.codeFailed, 429: 'rate limited' },
  },
  setPassword: {
    ...AUTH_ROUTES.setPassword,
    summary:
      "Sets the token owner's password: a first password, or a new one with `current_password` (not needed with a validated code's token). Revokes every other token.",
    auth: 'required',
    body: SetPasswordBody,
    response: Detail,
    errors: { 400: `current_password: ${SERVER_MSG.currentPasswordWrong}` },
  },
  acceptTerms: {
    ...AUTH_ROUTES.acceptTerms,
    summary: 'Records that the token owner accepted the terms (privacy audit, action accept_terms).',
    auth: 'required',
    body: AcceptTermsBody,
    response: Detail,
    status: 201,
  },
  me: {
    ...AUTH_ROUTES.me,
    summary: 'The logged user.',
    auth: 'required',
    response: PersonAnswer,
  },
  createAccount: {
    ...AUTH_ROUTES.createAccount,
    summary: 'Creates a customer account (and a lead at the banker); mails a verification code.',
    body: CreateAccountBody,
    response: PersonWithToken,
    status: 201,
    errors: { 400: 'field arrays: email, cpf, principal_contact...' },
  },
  updateMe: {
    ...AUTH_ROUTES.updateMe,
    summary:
      'Updates the logged user. CPF cannot change once set; e-mail cannot change while an authorization exists; a new e-mail is not applied but mailed a code (`pending_email`) that `person/v2/email/` confirms.',
    auth: 'required',
    body: UpdatePersonBody,
    response: UpdatePersonAnswer,
  },
  confirmEmail: {
    ...AUTH_ROUTES.confirmEmail,
    summary:
      'Confirms the pending e-mail change with the code mailed to the new address; then every token is revoked (log in again).',
    auth: 'required',
    body: ConfirmEmailBody,
    response: Detail,
    errors: { 400: `${SERVER_MSG.codeFailed} / email: ${SERVER_MSG.emailTaken}` },
  },
  requestEmailConfirmation: {
    ...AUTH_ROUTES.requestEmailConfirmation,
    summary:
      "Mails a code to the logged user's own e-mail while it is unconfirmed; `person/v2/email/` (PUT) with it confirms the e-mail, keeping the account's data, and revokes every token (log in again).",
    auth: 'required',
    response: Detail,
    errors: { 409: SERVER_MSG.emailAlreadyConfirmed },
  },
  person: {
    ...AUTH_ROUTES.person,
    summary: 'A person: oneself, or a customer of the logged banker (403 for any other id, present or not).',
    auth: 'required',
    params: v.object({ id: IdParam }),
    response: PersonAnswer,
    errors: { 403: 'another user' },
  },
  checkEmail: {
    ...AUTH_ROUTES.checkEmail,
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
    ...AUTH_ROUTES.createLead,
    summary: 'Creates a lead (a customer without password) at a banker; answers the person with a token.',
    body: LeadBody,
    response: PersonWithToken,
    status: 201,
  },
  bankerProfile: {
    ...AUTH_ROUTES.bankerProfile,
    summary: 'A banker profile by store slug.',
    params: v.object({ pb: SlugParam }),
    response: BankerProfile,
    errors: { 404: SERVER_MSG.bankerNotFound },
  },
  address: {
    ...AUTH_ROUTES.address,
    summary: "The logged user's address.",
    auth: 'required',
    response: Address,
  },
  updateAddress: {
    ...AUTH_ROUTES.updateAddress,
    summary: "Updates the logged user's address.",
    auth: 'required',
    body: AddressBody,
    response: Address,
  },
  authorize: {
    ...AUTH_ROUTES.authorize,
    summary: 'Gives or withdraws the authorization for a banker; answers the user.',
    auth: 'required',
    body: AuthorizeBody,
    response: PersonAnswer,
    errors: { 404: SERVER_MSG.bankerNotFound },
  },
  states: {
    ...AUTH_ROUTES.states,
    summary: 'The 27 federative units.',
    response: v.array(State),
  },
  cities: {
    ...AUTH_ROUTES.cities,
    summary: 'Cities of a state (`?state=RS`).',
    query: v.object({ state: v.pipe(requiredString, v.toUpperCase(), v.length(2, MSG.state)) }),
    response: v.array(City),
    errors: { 404: MSG.state },
  },
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('auth', authEndpoints);

export type UserAnswer = v.InferOutput<typeof User>;
export type BankerProfileAnswer = v.InferOutput<typeof BankerProfile>;
export type AddressAnswer = v.InferOutput<typeof Address>;
