import * as v from 'valibot';
import { MSG } from '../validation/messages.ts';
import { AUTH_ROUTES } from './auth-routes.ts';
import { Detail, EmailInput, IdParam, SERVER_MSG, SlugParam } from './common.ts';
import type { Endpoint } from './endpoint.ts';
import { Company } from './store.ts';

/**
 * The auth service's schemas the core and more than one feature use: the logged user, the banker
 * profile, the token answers, and the calls of src/core/contract/auth-routes.ts. The accounts'
 * own are in src/features/accounts/contract/accounts.ts; the service is gathered in
 * src/contract/auth.ts.
 */

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
export const TokenAnswer = v.object({ token: v.string() });

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

export const EmailBody = v.object({ email: EmailInput });
export const AuthorizeBody = v.object({
  personal_banker: IdParam,
  authorized: v.boolean(MSG.required),
});

/** The calls of AUTH_ROUTES. */
export const sharedAuthEndpoints = {
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
  me: {
    ...AUTH_ROUTES.me,
    summary: 'The logged user.',
    auth: 'required',
    response: PersonAnswer,
  },
  bankerProfile: {
    ...AUTH_ROUTES.bankerProfile,
    summary: 'A banker profile by store slug.',
    params: v.object({ pb: SlugParam }),
    response: BankerProfile,
    errors: { 404: SERVER_MSG.bankerNotFound },
  },
  authorize: {
    ...AUTH_ROUTES.authorize,
    summary: 'Gives or withdraws the authorization for a banker; answers the user.',
    auth: 'required',
    body: AuthorizeBody,
    response: PersonAnswer,
    errors: { 404: SERVER_MSG.bankerNotFound },
  },
} as const satisfies Record<string, Endpoint>;

export type UserAnswer = v.InferOutput<typeof User>;
export type BankerProfileAnswer = v.InferOutput<typeof BankerProfile>;
