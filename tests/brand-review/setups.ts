import { createHash } from 'node:crypto';
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { CHECKOUT_ROUTES } from '../../src/contract/routes.ts';
import { DEFAULT_BASES } from '../../src/core/contract/route-common.ts';
import { AUTH_ROUTES } from '../../src/features/accounts/contract/auth-routes.ts';
import { BANKER } from '../accounts-helpers.ts';
import { INVITED_ACCOUNT, STORES } from './review-data.ts';

/**
 * What some screens need made on the services before their page opens: an invitation of the demo
 * banker's, to a new address or to an account of its own. The brand review runs them over HTTP,
 * the preview in process. Each run of a setup has a key of its own (the screen and width, and in
 * the preview the frame's load), from which the address, the CPF and the peer address are derived:
 * the same key gives the same words on the screen, and no two runs share an account or a limit.
 */

/** A request to the services, by path: over HTTP in the review, in process in the preview. */
export type ServicesFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The values a setup gives the screen's path (`{invite}`). */
export type SetupValues = Record<string, string>;

export type SetupName = 'invitation-to-new-address' | 'invitation-to-account';

/** The product the invitations are for: a personal loan (no consortium detour). */
const INVITED_PRODUCT = 120;

/** The services' addresses, from the contract. */
const AUTH = (path: string) => `${DEFAULT_BASES.auth}/${path}`;
const CHECKOUT = (path: string) => `${DEFAULT_BASES.checkout}/${path}`;

const digest = (key: string) => createHash('sha256').update(key).digest();

/** An address of its own per key (the e-mail is shown, prefilled, by the invitation's modals). */
const emailOf = (key: string) => `convite.${key}@exemplo.com.br`;

/** A valid CPF of the key: nine digits of its digest and the check digits that make it valid. */
function cpfOf(key: string): string {
  const base = [...digest(key).subarray(0, 9)].map((byte) => byte % 10).join('');
  for (let check = 0; check < 100; check += 1) {
    const cpf = `${base}${String(check).padStart(2, '0')}`;
    if (isValidCpf(cpf)) return cpf;
  }
  throw new Error(`no CPF for ${key}`);
}

/** A peer address of the key's, for the per-address sign-up limit (the servers trust the proxy header). */
function peerOf(key: string): string {
  const [a = 0, b = 0] = digest(key);
  return `198.18.${a}.${b}`;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The demo banker invites an address to the product; the invitation's id. */
async function invite(fetch: ServicesFetch, email: string): Promise<string> {
  const login = await fetch(AUTH(AUTH_ROUTES.login.path), {
    method: AUTH_ROUTES.login.method,
    ...json({ username: BANKER.email, password: BANKER.password }),
  });
  const { token } = (await (await expectOk(login, 'banker login')).json()) as { token: string };
  const invited = await fetch(CHECKOUT(CHECKOUT_ROUTES.solicitationInvite.path), {
    method: CHECKOUT_ROUTES.solicitationInvite.method,
    ...json({ product: INVITED_PRODUCT, invite_customer_email: email }, { Authorization: `Bearer ${token}` }),
  });
  return ((await (await expectOk(invited, 'invitation')).json()) as { id: string }).id;
}

/** An account of the demo banker's store for the key's address. */
async function createAccount(fetch: ServicesFetch, key: string): Promise<void> {
  const created = await fetch(AUTH(AUTH_ROUTES.createAccount.path), {
    method: AUTH_ROUTES.createAccount.method,
    ...json(
      {
        full_name: INVITED_ACCOUNT.fullName,
        email: emailOf(key),
        principal_contact: '(51) 99876-1234',
        cpf: cpfOf(key),
        birthday: '10/10/1990',
        terms: true,
        personal_banker: STORES.banker,
        password: INVITED_ACCOUNT.password,
      },
      { 'X-Forwarded-For': peerOf(key) },
    ),
  });
  await expectOk(created, 'account');
}

export const SETUPS: Record<SetupName, (fetch: ServicesFetch, key: string) => Promise<SetupValues>> = {
  'invitation-to-new-address': async (fetch, key) => ({ invite: await invite(fetch, emailOf(key)) }),
  'invitation-to-account': async (fetch, key) => {
    await createAccount(fetch, key);
    return { invite: await invite(fetch, emailOf(key)) };
  },
};
