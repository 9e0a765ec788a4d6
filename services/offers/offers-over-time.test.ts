import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../src/features/offers/contract/offers-messages.ts';
import { startTestServices as startBareServices } from '../checkout/testing/harness.ts';
import { CLOCK_FIXED_IN_PRODUCTION, clockFor } from '../clock/clock.ts';
import { CLOCK_CONTROL_MESSAGES } from '../clock/clock-control.ts';
import { DEMO } from '../db/demo/demo.ts';
import { offerEntries, offerLookups, rateLimits } from '../db/schema/index.ts';
import { BUREAU_LIMITS } from '../simulators/profiles/bureau-access.ts';
import { connectionFrom, withTestServices } from '../test/harness.ts';
import { SLOW_MS } from '../test/production-env.ts';
import { offersToday, validUntilOf } from './days.ts';
import {
  endBurst,
  firstOfferOf,
  OFFER_FORM,
  OFFERS_PATH,
  offerCustomer,
  provenCustomer,
  seenOf,
} from './testing.ts';

/**
 * 'Ofertas para você' over days, on PGlite or PostgreSQL (DATABASE_URL): the services' clock moved
 * through the sandbox control (`/sandbox/control/clock`), as a browser test or a developer would.
 * Each test takes a customer and an address of its own.
 */
const t = withTestServices();
const [JOAO, MARIANA, RAFAEL, FERNANDA] = DEMO.customers;
const CLOCK = '/sandbox/control/clock';
const moveClock = (body: unknown) => t.call('POST', CLOCK, { body });

afterEach(async () => {
  expect((await moveClock({ reset: true })).status).toBe(200);
});

describe('offers on the services clock', () => {
  it('hold seven days, answer 410 on the eighth, and hold again once the clock is reset', async () => {
    const joao = await offerCustomer(t, JOAO, '10.1.0.1');
    const asked = await joao.ask();
    expect(asked.status).toBe(200);
    const offer = firstOfferOf(asked.body);

    const lastDay = await moveClock({ advance_days: 7 });
    expect(lastDay.body).toMatchObject({ offset_days: 7 });
    const stillThere = await joao.mine();
    expect(stillThere.body.offers.entries.map((entry: { id: string }) => entry.id)).toContain(offer.id);

    expect((await moveClock({ advance_days: 1 })).body).toMatchObject({ offset_days: 8 });
    const expired = await joao.request(offer.id, seenOf(offer));
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ detail: OFFER_MESSAGES.offerExpired });
    expect((await joao.mine()).body.offers).toBeNull();
    const repriced = await joao.reprice({ amount: 8_000, term: 36 });
    expect(repriced.status).toBe(409);
    expect(repriced.body).toEqual({ detail: OFFER_MESSAGES.noLookupToday });

    const reset = await moveClock({ reset: true });
    expect(reset.body).toMatchObject({ offset_days: 0 });
    expect(Math.abs(Date.parse(reset.body.now) - Date.now())).toBeLessThan(60_000);
    const requested = await joao.request(offer.id, seenOf(offer));
    expect(requested.status).toBe(201);
  });

  it('date a look-up made on a moved clock from the moved day', async () => {
    const rafael = await offerCustomer(t, RAFAEL, '10.1.0.3');
    await moveClock({ advance_days: 3 });
    const asked = await rafael.ask();
    expect(asked.status).toBe(200);
    const movedDay = offersToday(clockFor(t.services.deps).now());
    expect(movedDay).not.toBe(offersToday(new Date()));
    expect(asked.body.offers.reprice_until).toBe(movedDay);
    expect(firstOfferOf(asked.body)).toMatchObject({ valid_until: validUntilOf(movedDay) });
    expect(Date.parse(asked.body.offers.looked_up_at) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
  });

  it('count the bureau limits in days of the clock', async () => {
    const mariana = await offerCustomer(t, MARIANA, '10.1.0.2');
    const key = `bureau:account:${MARIANA}`;
    // Today's look-ups of the account spent.
    await t.db.insert(rateLimits).values({ key, windowStart: new Date(), count: BUREAU_LIMITS.perAccount });
    const refused = await mariana.ask();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: OFFER_MESSAGES.lookupLimit });

    await moveClock({ advance_days: 1 });
    const nextDay = await mariana.ask();
    expect(nextDay.status).toBe(200);
    expect(nextDay.body.offers.source).toBe('lookup');
    const [counted] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(counted?.count).toBe(3);

    // Back on the real day, the window the moved clock opened is over: the count starts again.
    await moveClock({ reset: true });
    // Past the burst of the look-up just made, so this ask is a look-up of its own.
    await endBurst(t.db, MARIANA);
    const again = await mariana.ask({ ...OFFER_FORM, monthly_income: 7_000 });
    expect(again.status).toBe(200);
    expect(again.body.offers.source).toBe('lookup');
    const [recounted] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(recounted?.count).toBe(3);
  });

  it('take over a pending look-up left by a dead request once the clock has passed it, either way', async () => {
    const fernanda = await offerCustomer(t, FERNANDA, '10.1.0.4');
    const pending = {
      customerId: FERNANDA,
      bankerId: DEMO.bankers.ana,
      status: 'pending' as const,
      lookedUpOn: offersToday(new Date()),
      monthlyIncome: 6_000,
      otherInstalments: 300,
    };
    await t.db.insert(offerLookups).values({ ...pending, updatedAt: new Date() });
    const held = await fernanda.ask();
    expect(held.status).toBe(409);
    expect(held.body).toEqual({ detail: OFFER_MESSAGES.lookupInProgress });
    await moveClock({ advance_days: 1 });
    expect((await fernanda.ask()).status).toBe(200);

    // A claim stamped by a clock moved ahead and since reset is not held for days.
    await moveClock({ reset: true });
    await endBurst(t.db, FERNANDA);
    await t.db.delete(offerLookups).where(eq(offerLookups.customerId, FERNANDA));
    await t.db.insert(offerLookups).values({ ...pending, updatedAt: new Date(Date.now() + 86_400_000) });
    expect((await fernanda.ask()).status).toBe(200);
  });

  it('delete a credit profile the day after its consent ends, keeping what was asked for', async () => {
    const customer = await provenCustomer(t, 'retencao', '10.1.0.5');
    const asked = await customer.call('POST', OFFERS_PATH, OFFER_FORM);
    expect(asked.status).toBe(200);
    const offer = firstOfferOf(asked.body);
    expect((await customer.call('POST', `${OFFERS_PATH}${offer.id}/request/`, seenOf(offer))).status).toBe(
      201,
    );
    const profilesOf = async () =>
      (await customer.call('GET', '/api/privacy/me/export/')).body.offer_profiles;
    const retention = () => t.services.profileRetention.run();

    // Through the last day of its offers the consent holds, and so does the profile.
    await moveClock({ advance_days: 7 });
    await retention();
    expect(await profilesOf()).toHaveLength(1);

    await moveClock({ advance_days: 1 });
    expect(await retention()).toBeGreaterThanOrEqual(1);
    expect(await profilesOf()).toEqual([]);
    const left = await t.db.select().from(offerEntries).where(eq(offerEntries.customerId, customer.id));
    // The offer asked for stays with its order; the ones not asked for went with the profile.
    expect(left.map((entry) => entry.id)).toEqual([offer.id]);
    expect(left[0]?.orderId).not.toBeNull();
    const mine = await customer.call('GET', '/api/privacy/me/');
    expect(mine.body.consents.map((record: { action: string }) => record.action)).toContain('offers_consent');
  });
});

describe('the clock control', () => {
  it('reads the clock and refuses a malformed body in pt-BR', async () => {
    const state = await t.call('GET', CLOCK);
    expect(state.status).toBe(200);
    expect(state.body.offset_days).toBe(0);
    const bodies: [unknown, unknown][] = [
      [{}, { detail: CLOCK_CONTROL_MESSAGES.body }],
      [[8], { detail: CLOCK_CONTROL_MESSAGES.body }],
      [{ advance_days: 8, reset: true }, { detail: CLOCK_CONTROL_MESSAGES.body }],
      [{ advance_days: 0 }, { advance_days: [CLOCK_CONTROL_MESSAGES.advanceDays] }],
      [{ advance_days: -1 }, { advance_days: [CLOCK_CONTROL_MESSAGES.advanceDays] }],
      [{ advance_days: 1.5 }, { advance_days: [CLOCK_CONTROL_MESSAGES.advanceDays] }],
      [{ advance_days: '8' }, { advance_days: [CLOCK_CONTROL_MESSAGES.advanceDays] }],
      [{ advance_days: 367 }, { advance_days: [CLOCK_CONTROL_MESSAGES.advanceDays] }],
      [{ reset: false }, { reset: [CLOCK_CONTROL_MESSAGES.reset] }],
      ['{"advance_days":', { detail: 'O corpo da requisição não é um JSON válido.' }],
    ];
    for (const [body, answer] of bodies) {
      const res = await moveClock(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(answer);
    }
    expect((await t.call('GET', CLOCK)).body.offset_days).toBe(0);
  });

  it('is refused to a request that is not local', async () => {
    const fromElsewhere = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.services.fetch(
        new Request(`http://localhost${CLOCK}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ advance_days: 8 }),
        }),
        connectionFrom(remoteAddress),
      );
    for (const res of [
      await fromElsewhere('203.0.113.7'),
      await fromElsewhere('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
    ])
      expect(res.status).toBe(404);
    expect(clockFor(t.services.deps).offsetDays).toBe(0);
  });
});

describe('in production', () => {
  it(
    'has no clock control, and its clock does not move',
    async () => {
      const prod = await startBareServices({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://loja.example',
        // Never reached: no mail is sent here; production needs one to start.
        SMTP_URL: 'smtp://127.0.0.1:2525',
      });
      try {
        expect((await prod.request('POST', CLOCK, { body: { advance_days: 8 } })).status).toBe(404);
        expect((await prod.request('GET', CLOCK)).status).toBe(404);
        const clock = clockFor(prod.services.deps);
        expect(() => clock.advanceDays(8)).toThrow(CLOCK_FIXED_IN_PRODUCTION);
        expect(clock.offsetDays).toBe(0);
        expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
      } finally {
        await prod.close();
      }
    },
    SLOW_MS,
  );
});
