import { createHash } from 'node:crypto';
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { DEMO } from '../../services/db/demo/demo.ts';
import { CONFIRM_LINK_LABEL, REVIEW_LINK_LABEL } from '../../services/invitations/invite-mail.ts';
import { AUTH_ROUTES } from '../../src/core/contract/auth-routes.ts';
import { fillPath } from '../../src/core/contract/endpoint.ts';
import { DEFAULT_BASES } from '../../src/core/contract/route-common.ts';
import { ACCOUNTS_ROUTES } from '../../src/features/accounts/contract/accounts-routes.ts';
import { INVITATIONS_ROUTES } from '../../src/features/invitations/contract/invitations-routes.ts';
import { orderRouteFor } from '../../src/features/ordering/contract/order-paths.ts';
import { BANKER } from '../accounts-helpers.ts';
import { DIRECT_ORDER_PRODUCT, INVITED_ACCOUNT, STORES } from './review-data.ts';

/**
 * What some screens need made on the services before their page opens: an invitation of the demo
 * banker's, to a new address or to an account of its own (or filled in for review, with the
 * confirmation link its mail gives), or an account of its own that orders. The brand review and
 * the preview run them over HTTP on loopback (where the development mailbox answers). Each run of a setup has a key of its own (the screen and width, and in
 * the preview the frame's load), from which the address, the CPF and the peer address are derived:
 * the same key gives the same words on the screen, and no two runs share an account or a limit.
 */

/** A request to the services, by path, over HTTP on loopback. */
export type ServicesFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The values a setup gives the screen's path (`{invite}`). */
export type SetupValues = Record<string, string>;

export type SetupName =
  | 'invitation-to-new-address'
  | 'invitation-to-account'
  | 'account-of-company-store'
  | 'account-that-ordered'
  | 'account-to-set-password'
  | 'invitation-to-confirm'
  | 'invitation-confirmed'
  | 'account-with-confirmed-review'
  | 'invitation-to-account-without-birthday'
  | 'account-of-banker-store'
  | 'account-with-bureaus-down';

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

/** The demo banker invites an address to the product (filled in for review: the mail asks to confirm); its id. */
async function invite(fetch: ServicesFetch, email: string, review = false): Promise<string> {
  const token = await logIn(fetch, BANKER.email, BANKER.password);
  const invited = await fetch(CHECKOUT(INVITATIONS_ROUTES.solicitationInvite.path), {
    method: INVITATIONS_ROUTES.solicitationInvite.method,
    ...json(
      { product: INVITED_PRODUCT, invite_customer_email: email, ...(review ? { review: true } : {}) },
      { Authorization: `Bearer ${token}` },
    ),
  });
  return ((await (await expectOk(invited, 'invitation')).json()) as { id: string }).id;
}

/** An account for the key's address, of the demo banker's store or of another; without a password, it is set by link. */
async function createAccount(
  fetch: ServicesFetch,
  key: string,
  {
    store = STORES.banker,
    password = true,
    holder = { full_name: INVITED_ACCOUNT.fullName, birthday: '10/10/1990' },
  }: { store?: string; password?: boolean; holder?: CpfHolder } = {},
): Promise<{ id: number; token?: string }> {
  const created = await fetch(AUTH(ACCOUNTS_ROUTES.createAccount.path), {
    method: ACCOUNTS_ROUTES.createAccount.method,
    ...json(
      {
        full_name: holder.full_name,
        email: emailOf(key),
        principal_contact: '(51) 99876-1234',
        cpf: cpfOf(key),
        birthday: holder.birthday,
        terms: true,
        personal_banker: store,
        ...(password ? { password: INVITED_ACCOUNT.password } : {}),
      },
      { 'X-Forwarded-For': peerOf(key) },
    ),
  });
  return ((await (await expectOk(created, 'account')).json()) as { person: { id: number; token?: string } })
    .person;
}

/** A session token of an account. */
async function logIn(fetch: ServicesFetch, email: string, password: string): Promise<string> {
  const login = await fetch(AUTH(ACCOUNTS_ROUTES.login.path), {
    method: ACCOUNTS_ROUTES.login.method,
    ...json({ username: email, password }),
  });
  return ((await (await expectOk(login, `login of ${email}`)).json()) as { token: string }).token;
}

/** The account orders the product at the white-label company's store, as its order modal would. */
async function order(fetch: ServicesFetch, key: string, customer: number): Promise<void> {
  const token = await logIn(fetch, emailOf(key), INVITED_ACCOUNT.password);
  const profile = await fetch(AUTH(fillPath(AUTH_ROUTES.bankerProfile.path, { pb: STORES.whiteLabel })));
  const banker = ((await (await expectOk(profile, 'banker')).json()) as { person: { id: number } }).person.id;
  const route = orderRouteFor(DIRECT_ORDER_PRODUCT.id);
  const ordered = await fetch(CHECKOUT(route.path), {
    method: route.method,
    ...json(
      {
        terms: true,
        full_name: INVITED_ACCOUNT.fullName,
        cpf: cpfOf(key),
        principal_contact: '51 - 998761234',
        birthday: '1990-10-10',
        email: emailOf(key),
        customer,
        product: DIRECT_ORDER_PRODUCT.id,
        personal_banker: banker,
      },
      { Authorization: `Bearer ${token}`, 'Idempotency-Key': `review-${key}` },
    ),
  });
  await expectOk(ordered, 'order');
}

/**
 * The links of a review invitation's mail (the services' development mailbox, on when they listen on
 * loopback: the review's servers and the preview's): the confirmation (its path, id and token) and
 * the review of the banker's data (its path).
 */
async function reviewLinks(
  fetch: ServicesFetch,
  email: string,
): Promise<{ path: string; id: string; token: string; review: string }> {
  const mailbox = await fetch(`/api/dev/mailbox?${new URLSearchParams({ to: email })}`);
  const mails = (await (await expectOk(mailbox, 'mailbox')).json()) as { text: string }[];
  const linkAfter = (label: string) =>
    mails.map((mail) => new RegExp(`${label}: (\\S+)`).exec(mail.text)?.[1]).find(Boolean);
  const confirm = linkAfter(CONFIRM_LINK_LABEL);
  const review = linkAfter(REVIEW_LINK_LABEL);
  if (!confirm || !review) throw new Error(`no review invitation mailed to ${email}`);
  const url = new URL(confirm);
  const reviewUrl = new URL(review);
  return {
    path: `${url.pathname}${url.search}`,
    id: url.searchParams.get('id') ?? '',
    token: url.searchParams.get('token') ?? '',
    review: `${reviewUrl.pathname}${reviewUrl.search}`,
  };
}

/** Confirms a review invitation as its mail's link does; its links. */
async function confirmedReview(fetch: ServicesFetch, email: string) {
  await invite(fetch, email, true);
  const links = await reviewLinks(fetch, email);
  const confirmed = await fetch(CHECKOUT(INVITATIONS_ROUTES.solicitationConfirm.path), {
    method: INVITATIONS_ROUTES.solicitationConfirm.method,
    ...json({ solicitation: links.id, token: links.token }),
  });
  await expectOk(confirmed, 'confirmation');
  return links;
}

/** Who the sandbox bureaus hold a CPF's holder to be: the name and birth date its look-up is checked against. */
interface CpfHolder {
  full_name: string;
  birthday: string;
}

/**
 * An account of the demo banker's store whose CPF's look-up the offers make: signed up as the
 * CPF's holder (`GET /sandbox/control/bureaus/holder/{cpf}`), its e-mail confirmed with the code the
 * sign-up mailed, and the review account's name as its nickname, so the header reads as for the
 * other review accounts.
 */
async function cpfHolderAccount(fetch: ServicesFetch, key: string): Promise<void> {
  const holder = (await (
    await expectOk(await fetch(`/sandbox/control/bureaus/holder/${cpfOf(key)}`), 'holder')
  ).json()) as CpfHolder;
  await createAccount(fetch, key, { holder });
  const mailbox = await fetch(`/api/dev/mailbox?${new URLSearchParams({ to: emailOf(key) })}`);
  const mails = (await (await expectOk(mailbox, 'mailbox')).json()) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? '';
  const confirmed = await fetch(AUTH(ACCOUNTS_ROUTES.validateVerificationCode.path), {
    method: ACCOUNTS_ROUTES.validateVerificationCode.method,
    ...json({ email: emailOf(key), code }),
  });
  await expectOk(confirmed, 'e-mail confirmation');
  const token = await logIn(fetch, emailOf(key), INVITED_ACCOUNT.password);
  const named = await fetch(AUTH(ACCOUNTS_ROUTES.updateMe.path), {
    method: ACCOUNTS_ROUTES.updateMe.method,
    ...json({ nickname: INVITED_ACCOUNT.fullName }, { Authorization: `Bearer ${token}` }),
  });
  await expectOk(named, 'nickname');
}

/** The sandbox bureaus of the offers' look-up. */
const BUREAUS = ['serasa', 'quod', 'bmp'] as const;

/** Every bureau fails for this CPF only (the sandbox control), the other customers' look-ups answered. */
async function bureausDownFor(fetch: ServicesFetch, cpf: string): Promise<void> {
  for (const bureau of BUREAUS) {
    const switched = await fetch(`/sandbox/control/${bureau}`, {
      method: 'POST',
      ...json({ fail: 'always', subject: cpf }),
    });
    await expectOk(switched, `bureau ${bureau}`);
  }
}

export const SETUPS: Record<SetupName, (fetch: ServicesFetch, key: string) => Promise<SetupValues>> = {
  'invitation-to-new-address': async (fetch, key) => ({ invite: await invite(fetch, emailOf(key)) }),
  'invitation-to-account': async (fetch, key) => {
    await createAccount(fetch, key);
    return { invite: await invite(fetch, emailOf(key)) };
  },
  // The accounts below are of the white-label company's store, and what they order goes to that
  // store's banker: the demo banker's analytics counts every order and customer of hers.
  'account-of-company-store': async (fetch, key) => {
    await createAccount(fetch, key, { store: STORES.whiteLabel });
    return { email: emailOf(key) };
  },
  'account-that-ordered': async (fetch, key) => {
    const { id } = await createAccount(fetch, key, { store: STORES.whiteLabel });
    await order(fetch, key, id);
    return { email: emailOf(key) };
  },
  // Made without a password: the token of the link that sets it.
  'account-to-set-password': async (fetch, key) => {
    const { token } = await createAccount(fetch, key, { store: STORES.whiteLabel, password: false });
    if (!token) throw new Error('an account without a password came without its token');
    return { token };
  },
  'invitation-to-confirm': async (fetch, key) => {
    await invite(fetch, emailOf(key), true);
    return { confirm: (await reviewLinks(fetch, emailOf(key))).path };
  },
  // Confirmed once already: the link answers that the solicitation was sent.
  'invitation-confirmed': async (fetch, key) => ({
    confirm: (await confirmedReview(fetch, emailOf(key))).path,
  }),
  // An account's review invitation, confirmed and authorized (which makes it the account's):
  // sending its solicitation again is refused.
  'account-with-confirmed-review': async (fetch, key) => {
    await createAccount(fetch, key);
    const { id, review } = await confirmedReview(fetch, emailOf(key));
    const token = await logIn(fetch, emailOf(key), INVITED_ACCOUNT.password);
    const authorized = await fetch(CHECKOUT(INVITATIONS_ROUTES.solicitationAuthorize.path), {
      method: INVITATIONS_ROUTES.solicitationAuthorize.method,
      ...json(
        { personal_banker: DEMO.bankers.ana, authorized: true, solicitation: id },
        { Authorization: `Bearer ${token}` },
      ),
    });
    await expectOk(authorized, 'authorization');
    return { email: emailOf(key), review };
  },
  // The demo account made before the birthday was asked: its login from the invitation asks for it.
  'invitation-to-account-without-birthday': async (fetch) => ({
    invite: await invite(fetch, DEMO.logins.helena.email),
    password: DEMO.logins.helena.password,
  }),
  // An account of the demo banker's store with a CPF: asking for offers makes a look-up of its own.
  'account-of-banker-store': async (fetch, key) => {
    await cpfHolderAccount(fetch, key);
    return { email: emailOf(key) };
  },
  // The same, and every bureau fails when it is looked up.
  'account-with-bureaus-down': async (fetch, key) => {
    await cpfHolderAccount(fetch, key);
    await bureausDownFor(fetch, cpfOf(key));
    return { email: emailOf(key) };
  },
};
