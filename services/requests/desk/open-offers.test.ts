import { afterEach, describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '../../../src/features/requests/contract/desk.ts';
import { issueToken } from '../../accounts/tokens.ts';
import { addPerson } from '../../checkout/testing/fixtures.ts';
import { clockFor } from '../../clock/clock.ts';
import { DEMO } from '../../db/demo/demo.ts';
import { authorizationInfo, offerEntries, offerLookups } from '../../db/schema/index.ts';
import { firstOfferOf, offerCustomer, seenOf } from '../../offers/testing.ts';
import { withTestServices } from '../../test/harness.ts';
import { openOffersOf } from './open-offers.ts';

/**
 * 'Ofertas em aberto' of the banker's desk over the demo data (docs/desk.md#open-offers), on
 * PGlite or PostgreSQL (DATABASE_URL). Customers ask for offers at ana-souza over HTTP, each from
 * an address of its own; the days left are read on the services' clock, moved by whole days, and
 * on fixed instants for a store of the test's own.
 */
const t = withTestServices();
const [JOAO, MARIANA, RAFAEL, , LUCAS, JULIANA] = DEMO.customers as unknown as number[];
const ANA = DEMO.bankers.ana;
const openOffersPath = (banker: number, query = '') =>
  `/api/checkout/requests/desk/${banker}/open-offers/${query}`;

afterEach(() => clockFor(t.services.deps).reset());

async function asBanker(id: number) {
  const token = await issueToken(t.db, id);
  return (banker: number = id, query = '') => t.call('GET', openOffersPath(banker, query), { token });
}

/** The customer gives (or withdraws) the authorization for Ana, as 'Meus dados' does. */
async function authorizeAna(customer: number, authorized: boolean) {
  const token = await issueToken(t.db, customer);
  const res = await t.call('PUT', '/api/auth/person/v2/authorization/', {
    token,
    body: { personal_banker: ANA, authorized },
  });
  expect(res.status).toBe(200);
}

/** A demo customer's offers at ana-souza for R$ 10.000,00 in 24 months; the answer's offers. */
async function askedOffers(customer: number, address: string) {
  const caller = await offerCustomer(t, customer, address);
  const asked = await caller.ask();
  expect(asked.status).toBe(200);
  const offers: { figures: { rate_monthly: number } }[] = asked.body.offers.entries.filter(
    (entry: { status: string }) => entry.status === 'offer',
  );
  expect(offers.length).toBeGreaterThan(1);
  return { caller, body: asked.body, offers };
}

type Listed = { customer_id: number };
const listedOf = (body: { customers: Listed[] }, customer: number) =>
  body.customers.find((row) => row.customer_id === customer);

describe("the desk's open offers", () => {
  it('lists a customer who authorized and asked for offers, with their count, figures and days left', async () => {
    const { offers } = await askedOffers(MARIANA, '10.3.0.2');
    const lowestRate = Math.min(...offers.map((entry) => entry.figures.rate_monthly));
    const ana = await asBanker(ANA);

    const res = await ana();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      customers: [
        {
          customer_id: MARIANA,
          customer: 'Mariana Costa Lima',
          offers: offers.length,
          best_rate_monthly: lowestRate,
          largest_amount_cents: 1_000_000,
          days_left: 7,
        },
      ],
      count: 1,
      page: 1,
    });

    // Asked today, the offers hold through the seventh day after: 2 days left on the fifth, 0 on the
    // seventh (their last day), and the eighth the customer leaves the list.
    clockFor(t.services.deps).advanceDays(5);
    expect(listedOf((await ana()).body, MARIANA)).toMatchObject({ days_left: 2 });
    clockFor(t.services.deps).advanceDays(2);
    expect(listedOf((await ana()).body, MARIANA)).toMatchObject({ days_left: 0 });
    clockFor(t.services.deps).advanceDays(1);
    expect((await ana()).body).toEqual({ customers: [], count: 0, page: 1 });
  });

  it('counts one offer fewer once the customer requested one', async () => {
    const { caller, body, offers } = await askedOffers(MARIANA, '10.3.0.2');
    const offer = firstOfferOf(body);
    const requested = await caller.request(offer.id, seenOf(offer));
    expect(requested.status).toBe(201);
    const res = await (await asBanker(ANA))();
    expect(res.status).toBe(200);
    expect(listedOf(res.body, MARIANA)).toMatchObject({
      offers: offers.length - 1,
      largest_amount_cents: 1_000_000,
    });
  });

  it('shows nothing of a customer who withdrew the authorization, or never gave it', async () => {
    const ana = await asBanker(ANA);
    await authorizeAna(LUCAS, true);
    const { offers } = await askedOffers(LUCAS, '10.3.0.5');
    expect(listedOf((await ana()).body, LUCAS)).toMatchObject({ offers: offers.length, days_left: 7 });

    await authorizeAna(LUCAS, false);
    // João never answered; Rafael said no (the demo's authorization_info).
    await askedOffers(JOAO, '10.3.0.1');
    await askedOffers(RAFAEL, '10.3.0.3');
    const res = await ana();
    expect(res.status).toBe(200);
    const listed = res.body.customers.map((row: Listed) => row.customer_id);
    expect(listed).not.toContain(LUCAS);
    expect(listed).not.toContain(JOAO);
    expect(listed).not.toContain(RAFAEL);
    expect(JSON.stringify(res.body)).not.toMatch(/Lucas|João|Rafael/);
    expect(res.body.count).toBe(listed.length);
  });

  it("answers another banker's id as not found and a customer as forbidden", async () => {
    const carlos = await asBanker(DEMO.bankers.carlos);
    const other = await carlos(ANA);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ detail: DESK_MESSAGES.notFound });
    const own = await carlos();
    expect(own.status).toBe(200);
    expect(listedOf(own.body, MARIANA)).toBeUndefined();

    const customer = await t.call('GET', openOffersPath(ANA), { token: await issueToken(t.db, JULIANA) });
    expect(customer.status).toBe(403);
    const nobody = await t.call('GET', openOffersPath(ANA));
    expect(nobody.status).toBe(401);
  });

  it('refuses a malformed page in pt-BR, never with a 5xx', async () => {
    const ana = await asBanker(ANA);
    for (const query of ['?page=0', '?page=abc', '?page=-1', '?page=1.5', '?page=', '?page=999999']) {
      const res = await ana(ANA, query);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(DESK_MESSAGES.page);
    }
    const past = await ana(ANA, '?page=99999');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ customers: [], page: 99999 });
  });

  it('gives parallel requests the same answer', async () => {
    await authorizeAna(JULIANA, true);
    const { offers } = await askedOffers(JULIANA, '10.3.0.6');
    const ana = await asBanker(ANA);
    const answers = await Promise.all(Array.from({ length: 8 }, () => ana(ANA, '?page=1')));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(listedOf(answers[0]?.body, JULIANA)).toMatchObject({ offers: offers.length });
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
  });
});

describe('open offers on fixed instants', () => {
  /**
   * A customer of `banker` who authorized them, with a look-up made at `lookedUpAt` whose current
   * pricing holds `offers` through `validUntil`, an earlier pricing and a declined entry beside them.
   */
  async function heldOffers(
    banker: number,
    fullName: string,
    lookedUpAt: string,
    validUntil: string,
    offers: { rate: number; amount: number }[],
  ) {
    const customer = await addPerson(t.db, { fullName, personType: 1 });
    await t.db
      .insert(authorizationInfo)
      .values({ personId: customer.id, bankerId: banker, authorized: true });
    const pricingId = crypto.randomUUID();
    const [lookup] = await t.db
      .insert(offerLookups)
      .values({
        customerId: customer.id,
        bankerId: banker,
        status: 'done',
        lookedUpOn: lookedUpAt.slice(0, 10),
        lookedUpAt: new Date(lookedUpAt),
        monthlyIncome: 6_000,
        otherInstalments: 300,
        pricingId,
      })
      .returning();
    if (!lookup) throw new Error('look-up not inserted');
    const entry = (rate: number | null, values: { pricingId: string; status: string; amount: number }) => ({
      lookupId: lookup.id,
      customerId: customer.id,
      bankerId: banker,
      partner: 'banco-aurora',
      productId: 1,
      position: 0,
      term: 24,
      validUntil,
      entry: { status: values.status, figures: rate === null ? null : { rate_monthly: rate } },
      ...values,
    });
    await t.db
      .insert(offerEntries)
      .values([
        ...offers.map((offer) => entry(offer.rate, { pricingId, status: 'offer', amount: offer.amount })),
        entry(null, { pricingId, status: 'recusada', amount: 50_000 }),
        entry(0.5, { pricingId: crypto.randomUUID(), status: 'offer', amount: 90_000 }),
      ]);
    return customer;
  }

  it('count the days left in calendar days of Brasília to the last day, and page five at a time, newest look-up first', async () => {
    const store = await addPerson(t.db, { fullName: 'Beatriz Fixa', personType: 0, slug: 'beatriz-fixa' });
    const first = await heldOffers(store.id, 'Cliente Fixa Um', '2026-11-19T12:00:00Z', '2026-11-26', [
      { rate: 2.15, amount: 8_000 },
      { rate: 1.89, amount: 12_000.5 },
      { rate: 3.01, amount: 10_000 },
    ]);
    // 23:30 of 19/11 in Brasília is 02:30 of 20/11 in UTC: still the look-up's day, 7 days left.
    const onLookupDay = await openOffersOf(t.db, store.id, 1, new Date('2026-11-20T02:30:00Z'));
    expect(onLookupDay).toEqual({
      customers: [
        {
          customer_id: first.id,
          customer: 'Cliente Fixa Um',
          offers: 3,
          best_rate_monthly: 1.89,
          largest_amount_cents: 1_200_050,
          days_left: 7,
        },
      ],
      count: 1,
      page: 1,
    });
    const daysLeftAt = async (instant: string) =>
      (await openOffersOf(t.db, store.id, 1, new Date(instant))).customers.map((row) => row.days_left);
    expect(await daysLeftAt('2026-11-26T02:59:59Z')).toEqual([1]);
    expect(await daysLeftAt('2026-11-26T03:00:00Z')).toEqual([0]);
    expect(await daysLeftAt('2026-11-27T02:59:59Z')).toEqual([0]);
    expect(await daysLeftAt('2026-11-27T03:00:00Z')).toEqual([]);

    // Five more customers, each looked up an hour later; the one without a name reads as their e-mail.
    const later = [];
    for (let hour = 13; hour <= 17; hour += 1)
      later.push(
        await heldOffers(
          store.id,
          hour === 15 ? '' : `Cliente Fixa ${hour}h`,
          `2026-11-19T${hour}:00:00Z`,
          '2026-11-26',
          [{ rate: 2, amount: 5_000 }],
        ),
      );
    const now = new Date('2026-11-21T15:00:00Z');
    const one = await openOffersOf(t.db, store.id, 1, now);
    expect(one.count).toBe(6);
    expect(one.customers.map((row) => row.customer)).toEqual([
      'Cliente Fixa 17h',
      'Cliente Fixa 16h',
      later[2]?.email,
      'Cliente Fixa 14h',
      'Cliente Fixa 13h',
    ]);
    expect(one.customers.every((row) => row.days_left === 5)).toBe(true);
    const two = await openOffersOf(t.db, store.id, 2, now);
    expect(two).toMatchObject({ count: 6, page: 2 });
    expect(two.customers.map((row) => row.customer_id)).toEqual([first.id]);
  });
});
