import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../src/features/offers/contract/offers-messages.ts';
import { ORDER_MESSAGES } from '../../src/features/ordering/contract/orders.ts';
import { issueToken } from '../accounts/tokens.ts';
import { DEMO } from '../db/demo/demo.ts';
import { offerLookups, privacyAudit } from '../db/schema/index.ts';
import { withTestServices } from '../test/harness.ts';
import { counted, endBurst, OFFER_FORM, recordsOf } from './testing.ts';

/**
 * No look-up where no offer can follow, and one look-up per burst (docs/offers.md#the-look-up), over
 * HTTP on PGlite or PostgreSQL (DATABASE_URL): the bureau look-ups are counted from their records.
 */
const t = withTestServices();
const [JOAO, MARIANA, RAFAEL, FERNANDA, LUCAS, JULIANA] = DEMO.customers as unknown as number[];

async function customer(id: number, address: string) {
  const token = await issueToken(t.db, id);
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, path, { token, body, address });
  return {
    ask: (body: unknown = OFFER_FORM, pb = 'ana-souza') => call('POST', `/api/checkout/offers/${pb}/`, body),
    reprice: (body: unknown, pb = 'ana-souza') => call('PUT', `/api/checkout/offers/${pb}/`, body),
    mine: (pb = 'ana-souza') => call('GET', `/api/checkout/offers/${pb}/`),
  };
}

/** The bureau look-ups recorded for a person (one record per bureau that answered). */
const bureauRecords = async (id: number) =>
  (await recordsOf(t, id)).filter((row) => row.action === 'bureau_lookup').length;

describe('no look-up where no offer can follow', () => {
  it('refuses a paused store before any look-up or record, and an unknown one', async () => {
    const joao = await customer(JOAO, '10.2.0.1');
    const before = (await recordsOf(t, JOAO)).length;
    const paused = await Promise.all([
      joao.ask(OFFER_FORM, DEMO.pausedSlug),
      joao.reprice({ amount: 5_000, term: 12 }, DEMO.pausedSlug),
      joao.mine(DEMO.pausedSlug),
    ]);
    for (const res of paused) {
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(ORDER_MESSAGES.storeDisabled);
    }
    const unknown = await joao.ask(OFFER_FORM, 'loja-que-nao-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(OFFER_MESSAGES.storeNotFound);
    expect((await recordsOf(t, JOAO)).length).toBe(before);
    expect(await counted(t, `bureau:account:${JOAO}`)).toBe(0);
    expect(await counted(t, `identity:account:${JOAO}`)).toBe(0);
    const lookups = await t.db.select().from(offerLookups).where(eq(offerLookups.customerId, JOAO));
    expect(lookups).toHaveLength(0);
  });

  it('answers the offers held for the same inputs on a later day without a look-up', async () => {
    const joao = await customer(JOAO, '10.2.0.1');
    const first = await joao.ask();
    expect(first.status).toBe(200);
    // The look-up made two days ago (its day moved back: its offers hold 7 days).
    await t.db
      .update(offerLookups)
      .set({ lookedUpOn: sql`${offerLookups.lookedUpOn} - 2` })
      .where(eq(offerLookups.customerId, JOAO));
    await endBurst(t.db, JOAO);
    const again = await joao.ask();
    expect(again.status).toBe(200);
    expect(again.body.offers.source).toBe('stored');
    expect(again.body.offers.entries.map((e: { id: string }) => e.id)).toEqual(
      first.body.offers.entries.map((e: { id: string }) => e.id),
    );
    expect(await bureauRecords(JOAO)).toBe(3);
    // Another amount on that later day is a new look-up (re-pricing is for the day of the look-up).
    expect((await joao.ask({ ...OFFER_FORM, amount: 8_000 })).body.offers.source).toBe('lookup');
    expect(await bureauRecords(JOAO)).toBe(6);
  });
});

describe('a burst makes one look-up', () => {
  it('ten asks at once with different incomes: one look-up, the others told it is under way', async () => {
    const mariana = await customer(MARIANA, '10.2.0.2');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => mariana.ask({ ...OFFER_FORM, monthly_income: 6_000 + n * 100 })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const res of answers.filter((a) => a.status === 409))
      expect(res.body.detail).toBe(OFFER_MESSAGES.lookupInProgress);
    expect(await bureauRecords(MARIANA)).toBe(3);
    expect(await counted(t, `bureau:account:${MARIANA}`)).toBe(3);
  });

  it('ten asks at once with the same income: one look-up, each priced for its own amount and term', async () => {
    const rafael = await customer(RAFAEL, '10.2.0.3');
    const amounts = Array.from({ length: 10 }, (_, n) => 5_000 + n * 500);
    const answers = await Promise.all(amounts.map((amount) => rafael.ask({ ...OFFER_FORM, amount })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    answers.forEach((res, n) => {
      expect(res.body.offers.asked.amount).toBe(amounts[n]);
    });
    expect(answers.filter((a) => a.body.offers.source === 'lookup')).toHaveLength(1);
    expect(await bureauRecords(RAFAEL)).toBe(3);
  });

  it('five new-income asks with five re-pricings: at most one more look-up, no 429', async () => {
    const fernanda = await customer(FERNANDA, '10.2.0.4');
    expect((await fernanda.ask()).status).toBe(200);
    await endBurst(t.db, FERNANDA);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, n) =>
        fernanda.ask({ ...OFFER_FORM, monthly_income: 7_000 + n * 100 }),
      ),
      ...Array.from({ length: 5 }, (_, n) => fernanda.reprice({ amount: 6_000 + n * 1_000, term: 24 })),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses).not.toContain(429);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    // The re-pricings are answered, from the look-up of their moment.
    expect(statuses.slice(5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(0, 5).filter((s) => s === 200)).toHaveLength(1);
    expect(await bureauRecords(FERNANDA)).toBe(6);
  });

  it('asks in two stores at once: one look-up for the customer', async () => {
    const lucas = await customer(LUCAS, '10.2.0.5');
    const answers = await Promise.all([
      lucas.ask(OFFER_FORM, 'ana-souza'),
      lucas.ask(OFFER_FORM, 'carlos-lima'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await bureauRecords(LUCAS)).toBe(3);
  });

  it('asks after the burst make a look-up of their own, under the daily limit', async () => {
    const juliana = await customer(JULIANA, '10.2.0.6');
    expect((await juliana.ask()).status).toBe(200);
    expect((await juliana.ask({ ...OFFER_FORM, monthly_income: 6_500 })).status).toBe(409);
    await endBurst(t.db, JULIANA);
    expect((await juliana.ask({ ...OFFER_FORM, monthly_income: 6_500 })).status).toBe(200);
    expect(await bureauRecords(JULIANA)).toBe(6);
    const consents = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(privacyAudit)
      .where(and(eq(privacyAudit.userId, JULIANA), eq(privacyAudit.action, 'offers_consent')));
    expect(consents[0]?.n).toBe(2);
  });
});
