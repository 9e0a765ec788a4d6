import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { requestOfferBody } from '../../src/features/offers/rules/offer-form.ts';
import { issueToken } from '../accounts/tokens.ts';
import { cpfFrom } from '../db/demo/people-data.ts';
import type { Db } from '../db/index.ts';
import { privacyAudit, rateLimits } from '../db/schema/index.ts';
import { mailedCode, type TestServices } from '../test/harness.ts';
import { BURST_SECONDS, burstKey } from './lookups.ts';

/** What the offers' service tests share: customers who sign up as their CPF's holder, counts, records. */

/**
 * Ends the customer's burst window as if its seconds had passed, so a test's next ask may make a
 * look-up of its own without waiting (a burst within the window makes one look-up).
 */
export async function endBurst(db: Db, customerId: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - (${BURST_SECONDS + 1}::int * interval '1 second')` })
    .where(eq(rateLimits.key, burstKey(customerId)));
}

export const PASSWORD = 'Cliente2026';
let serial = 0;

/** A valid CPF no other test of the run uses. */
export function freshCpf(): string {
  serial += 1;
  return cpfFrom(String(300_000_000 + process.pid * 1_000 + serial * 7_919).slice(-9));
}

/** Who the sandbox bureaus hold a CPF's holder to be (`GET /sandbox/control/bureaus/holder/{cpf}`). */
export async function holderOf(
  t: TestServices,
  cpf: string,
): Promise<{ full_name: string; birthday: string; history_scores: Record<string, number> }> {
  const res = await t.call('GET', `/sandbox/control/bureaus/holder/${cpf}`);
  expect(res.status).toBe(200);
  return res.body;
}

/**
 * Signs up over HTTP (`POST /api/auth/person/v2/`) with a CPF, as its holder unless told another
 * name or birthday; answers the account's id and its sign-up token (its e-mail unconfirmed).
 */
export async function signUp(
  t: TestServices,
  email: string,
  cpf: string,
  address: string,
  as: { full_name?: string; birthday?: string } = {},
) {
  const holder = await holderOf(t, cpf);
  const res = await t.call('POST', '/api/auth/person/v2/', {
    address,
    body: {
      full_name: as.full_name ?? holder.full_name,
      email,
      principal_contact: '(51) 99777-6655',
      cpf,
      birthday: as.birthday ?? holder.birthday,
      terms: true,
      password: PASSWORD,
      personal_banker: 'ana-souza',
    },
  });
  return res;
}

/** Confirms a sign-up's e-mail with the code it mailed, then logs in: answers the new session's token. */
export async function confirmAndLogIn(t: TestServices, email: string): Promise<string> {
  const checked = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
    body: { email, code: await mailedCode(t, email) },
  });
  expect(checked.status).toBe(200);
  return t.login(email, PASSWORD);
}

/**
 * A customer who proved their e-mail and signed up as their CPF's holder, logged in; `call` calls
 * the services as them, from their address.
 */
export async function provenCustomer(t: TestServices, name: string, address: string) {
  const email = `${name}.${process.pid}.${serial + 1}@exemplo.com.br`;
  const cpf = freshCpf();
  const created = await signUp(t, email, cpf, address);
  expect(created.status).toBe(201);
  const token = await confirmAndLogIn(t, email);
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, path, { token, body, address });
  return { id: created.body.person.id as number, email, cpf, token, call };
}

/** A rate-limit count (0 without one): the bureau look-ups are `bureau:account:{id}`. */
export async function counted(t: TestServices, key: string): Promise<number> {
  const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count ?? 0;
}

/** The privacy records about a person, oldest first. */
export async function recordsOf(t: TestServices, id: number) {
  return t.db.select().from(privacyAudit).where(eq(privacyAudit.userId, id)).orderBy(privacyAudit.id);
}

/** The demo store whose page the offers tests ask in. */
export const OFFERS_PATH = '/api/checkout/offers/ana-souza/';

/** The form of a look-up the demo customers get offers for. */
export const OFFER_FORM = {
  amount: 10_000,
  term: 24,
  monthly_income: 6_000,
  other_instalments: 300,
  consent: true,
} as const;

/** A demo customer logged in, calling the offers of the demo store from an address of their own. */
export async function offerCustomer(t: TestServices, id: number, address: string) {
  const token = await issueToken(t.db, id);
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, path, { token, body, address });
  return {
    id,
    token,
    ask: (body: unknown = OFFER_FORM) => call('POST', OFFERS_PATH, body),
    reprice: (body: unknown) => call('PUT', OFFERS_PATH, body),
    mine: () => call('GET', OFFERS_PATH),
    request: (offer: string, body: unknown) => call('POST', `${OFFERS_PATH}${offer}/request/`, body),
    withdraw: () => call('DELETE', `${OFFERS_PATH}consent/`),
    call,
  };
}

interface AnsweredEntry {
  id: string;
  partner: string;
  status: string;
  figures: { amount: number; term: number; instalment: number; rate_monthly: number; cet_yearly: number };
}

/** The first offer of an answer (entries ranked, offers first). */
export const firstOfferOf = (body: { offers: { entries: AnsweredEntry[] } }): AnsweredEntry => {
  const offer = body.offers.entries.find((entry) => entry.status === 'offer');
  if (!offer) throw new Error('no offer in the answer');
  return offer;
};

/** What 'Quero esta oferta' sends: the figures the customer saw. */
export const seenOf = ({ figures }: AnsweredEntry) => requestOfferBody(figures);
