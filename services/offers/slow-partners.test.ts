import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { MAX_DELAY_MS } from '../partners/failure-switch.ts';
import { connectionFrom, withTestServices } from '../test/harness.ts';
import { OFFER_TIMES } from './limits.ts';
import { LENDER_POLICIES } from './policies.ts';
import { OFFER_FORM, offerCustomer } from './testing.ts';

/**
 * 'Ofertas para você' with late sandbox partners, on PGlite or PostgreSQL (DATABASE_URL): the
 * sandbox control (`/sandbox/control/{partner}`) makes a bureau or a lender answer `delay_ms` late,
 * so the look-up's time budgets (services/offers/limits.ts) are exercised over HTTP.
 */
const t = withTestServices();
const [JOAO, MARIANA, RAFAEL] = DEMO.customers;
const BUREAUS = ['serasa', 'quod', 'bmp'];
const control = (partner: string, body: unknown) => t.call('POST', `/sandbox/control/${partner}`, { body });
/** Well within a budget, and so far past it that a loaded machine still tells them apart. */
const WITHIN_MS = Math.round(OFFER_TIMES.bureauMs / 3);
const PAST_MS = OFFER_TIMES.bureauMs + 2_000;

afterEach(async () => {
  const switches = (await t.call('GET', '/sandbox/control')).body as { partner: string }[];
  for (const { partner } of switches) await control(partner, { fail: 'restore' });
});

/** The status of each bureau in an answer. */
const bureauStatuses = (body: { offers: { bureaus: { service: string; status: string }[] } }) =>
  Object.fromEntries(body.offers.bureaus.map(({ service, status }) => [service, status]));

describe('late bureaus', () => {
  it('are heard within their time, and the look-up waits for them', async () => {
    for (const bureau of BUREAUS)
      expect((await control(bureau, { delay_ms: WITHIN_MS })).body).toEqual({
        partner: bureau,
        failing: false,
        delay_ms: WITHIN_MS,
      });
    const joao = await offerCustomer(t, JOAO, '10.2.0.1');
    const started = performance.now();
    const res = await joao.ask();
    const took = performance.now() - started;
    expect(res.status).toBe(200);
    expect(bureauStatuses(res.body)).toEqual({ serasa: 'ok', quod: 'ok', bmp: 'ok' });
    expect(took).toBeGreaterThanOrEqual(WITHIN_MS);
  });

  it('past their time count as unavailable while the others are heard', async () => {
    await control('serasa', { delay_ms: PAST_MS });
    await control('quod', { delay_ms: WITHIN_MS });
    const mariana = await offerCustomer(t, MARIANA, '10.2.0.2');
    const res = await mariana.ask();
    expect(res.status).toBe(200);
    // Its answer came past the budget, so the look-up went on without it (no timing asserted here:
    // how long a look-up takes is measured by npm run bench:offers).
    expect(bureauStatuses(res.body)).toEqual({ serasa: 'indisponivel', quod: 'ok', bmp: 'ok' });
    expect(res.body.offers.entries.some((entry: { status: string }) => entry.status === 'offer')).toBe(true);
  });
});

describe('a late lender', () => {
  it('is unavailable at the moment while the other partners answer', async () => {
    const [late] = LENDER_POLICIES;
    if (!late) throw new Error('no lender');
    await control(`lender-${late.partner}`, { delay_ms: OFFER_TIMES.partnersMs + 2_000 });
    const rafael = await offerCustomer(t, RAFAEL, '10.2.0.3');
    const res = await rafael.ask({ ...OFFER_FORM, amount: 5_000, term: 12 });
    expect(res.status).toBe(200);
    const entries = res.body.offers.entries as { partner: string; status: string; status_label: string }[];
    expect(entries.find((entry) => entry.partner === late.partner)).toMatchObject({
      status: 'indisponivel',
      status_label: 'indisponível no momento',
    });
    expect(entries.filter((entry) => entry.status !== 'indisponivel')).toHaveLength(
      LENDER_POLICIES.length - 1,
    );
  });
});

describe('the delay control', () => {
  it('is undone by restore, and refuses a malformed delay in pt-BR', async () => {
    await control('serasa', { delay_ms: 600 });
    await control('serasa', { fail: 'always', delay_ms: 50 });
    const listed = (await t.call('GET', '/sandbox/control')).body as { partner: string; delay_ms: number }[];
    expect(listed.find((s) => s.partner === 'serasa')).toEqual({
      partner: 'serasa',
      failing: true,
      delay_ms: 50,
    });
    expect((await control('serasa', { fail: 'restore' })).body).toEqual({
      partner: 'serasa',
      failing: false,
      delay_ms: 0,
    });

    const delayMessage = `delay_ms: um número inteiro de milissegundos, de 0 a ${MAX_DELAY_MS}.`;
    for (const delay of [-1, MAX_DELAY_MS + 1, 1.5, '600', null]) {
      const res = await control('serasa', { delay_ms: delay });
      expect(res.status, String(delay)).toBe(400);
      expect(res.body, String(delay)).toEqual({ delay_ms: [delayMessage] });
    }
    const empty = await control('serasa', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ detail: 'Envie {"fail": "always" | "restore" | N} ou {"delay_ms": N}.' });
    expect((await control('nenhum', { delay_ms: 600 })).status).toBe(404);
  });

  it('is refused to a request that is not local', async () => {
    const res = await t.services.fetch(
      new Request('http://localhost/sandbox/control/serasa', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ delay_ms: 600 }),
      }),
      connectionFrom('203.0.113.7'),
    );
    expect(res.status).toBe(404);
    const listed = (await t.call('GET', '/sandbox/control')).body as { partner: string; delay_ms: number }[];
    expect(listed.every((s) => s.delay_ms === 0)).toBe(true);
  });
});
