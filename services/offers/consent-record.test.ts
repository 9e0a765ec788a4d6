import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OFFERS_CONSENT } from '../../src/features/offers/contract/offers-messages.ts';
import { requestOfferBody } from '../../src/features/offers/rules/offer-form.ts';
import { issueToken } from '../accounts/tokens.ts';
import { DEMO } from '../db/demo/demo.ts';
import { documents, offerLookups } from '../db/schema/index.ts';
import { partnersFor } from '../partner-registry.ts';
import { withTestServices } from '../test/harness.ts';
import { OFFERS_CONSENT_TEXT } from './consent-record.ts';
import { counted, endBurst, OFFER_FORM, recordsOf } from './testing.ts';

/**
 * A consent record that proves itself, a look-up no bureau answered that costs nothing, and 'Meus
 * dados' with the stored profile and every look-up (docs/offers.md#privacy), over HTTP on PGlite or
 * PostgreSQL (DATABASE_URL).
 */
const t = withTestServices();
const BASE = '/api/checkout/offers/ana-souza/';
const [JOAO, MARIANA, RAFAEL, FERNANDA] = DEMO.customers as unknown as number[];
const [EDUARDA] = DEMO.customersOfCarlos as unknown as number[];
const BUREAUS = ['serasa', 'quod', 'bmp'];

async function customer(id: number, address: string) {
  const token = await issueToken(t.db, id);
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, path, { token, body, address });
  return { token, call, ask: (body: unknown = OFFER_FORM) => call('POST', BASE, body) };
}

const recordOf = async (id: number, action: string) =>
  (await recordsOf(t, id)).filter((row) => row.action === action);

describe('the consent record', () => {
  it('names who, the store and banker, the wording, the bureaus, both purposes, the look-up and its end', async () => {
    const joao = await customer(JOAO, '10.3.0.1');
    const res = await joao.ask({ ...OFFER_FORM, purpose: 'reforma' });
    expect(res.status).toBe(200);
    const [consent] = await recordOf(JOAO, 'offers_consent');
    const [lookup] = await t.db.select().from(offerLookups).where(eq(offerLookups.customerId, JOAO));
    const [cpf] = await t.db.select().from(documents).where(eq(documents.personId, JOAO));
    expect(consent?.source).toBe('store:ana-souza');
    expect(consent?.cpf).toBe(cpf?.value);
    expect(consent?.metadata).toMatchObject({
      user: { id: JOAO, email: DEMO.logins.joao.email, cpf: cpf?.value, action: 'offers_consent' },
      personal_banker: DEMO.bankers.ana,
      personal_banker_name: 'Ana Paula Souza',
      store: 'ana-souza',
      wording: { version: OFFERS_CONSENT.version, text: OFFERS_CONSENT_TEXT },
      bureaus: BUREAUS,
      processing_purpose: 'ofertas de crédito pessoal nesta loja',
      loan_purpose: 'reforma',
      lookup: lookup?.id,
      valid_until: res.body.offers.entries[0].valid_until,
    });
    expect(OFFERS_CONSENT_TEXT).toContain('Autorizo uma consulta ao meu CPF');
    // Each bureau's look-up names the look-up and its score.
    const lookups = await recordOf(JOAO, 'bureau_lookup');
    expect(lookups.map((row) => row.metadata.service)).toEqual(BUREAUS);
    for (const row of lookups) {
      expect(row.metadata).toMatchObject({ profile: lookup?.id, requested_by: JOAO });
      expect(typeof row.metadata.score).toBe('number');
    }
  });

  it('costs nothing when no bureau answered, and only the bureaus that answered otherwise', async () => {
    const mariana = await customer(MARIANA, '10.3.0.2');
    const { failures } = partnersFor(t.services.deps);
    // The identity check first, while the bureaus answer.
    expect((await mariana.ask()).status).toBe(200);
    await endBurst(t.db, MARIANA);
    const before = {
      count: await counted(t, `bureau:account:${MARIANA}`),
      records: (await recordsOf(t, MARIANA)).length,
    };
    for (const bureau of BUREAUS) failures.get(bureau)?.failAlways();
    try {
      const res = await mariana.ask({ ...OFFER_FORM, monthly_income: 7_000 });
      expect(res.status).toBe(503);
      expect(res.body.detail).toBe(OFFER_MESSAGES.bureausUnavailable);
    } finally {
      for (const bureau of BUREAUS) failures.get(bureau)?.restore();
    }
    expect(await counted(t, `bureau:account:${MARIANA}`)).toBe(before.count);
    expect(await counted(t, `bureau:address:10.3.0.2`)).toBe(before.count);
    expect((await recordsOf(t, MARIANA)).length).toBe(before.records);

    // One bureau down: two look-ups counted and recorded.
    failures.get('quod')?.failAlways();
    try {
      expect((await mariana.ask({ ...OFFER_FORM, monthly_income: 7_100 })).status).toBe(200);
    } finally {
      failures.get('quod')?.restore();
    }
    expect(await counted(t, `bureau:account:${MARIANA}`)).toBe(before.count + 2);
    expect((await recordOf(MARIANA, 'bureau_lookup')).map((row) => row.metadata.service)).toEqual([
      ...BUREAUS,
      'serasa',
      'bmp',
    ]);
  });

  it('records the withdrawal naming the consents it ends; Meus dados shows when', async () => {
    const rafael = await customer(RAFAEL, '10.3.0.3');
    expect((await rafael.ask()).status).toBe(200);
    const [consent] = await recordOf(RAFAEL, 'offers_consent');
    const withdrawn = await rafael.call('DELETE', `${BASE}consent/`);
    expect(withdrawn.status).toBe(200);
    const [withdrawal] = await recordOf(RAFAEL, 'offers_consent_withdrawn');
    expect(withdrawal?.metadata).toMatchObject({
      lookup: consent?.metadata.lookup,
      withdraws: [consent?.id],
      deleted_offers: withdrawn.body.deleted_offers,
    });
    const mine = await t.call('GET', '/api/privacy/me/', { token: rafael.token });
    const shown = mine.body.consents.find((r: { id: number }) => r.id === consent?.id);
    expect(shown.details.withdrawn_at).toBe(
      mine.body.consents.find((r: { action: string }) => r.action === 'offers_consent_withdrawn').created_at,
    );
    expect(mine.body.offer_profiles).toEqual([]);
  });
});

describe("'Meus dados' and its export", () => {
  it('hold the stored profile (income, other instalments, scores) and every look-up', async () => {
    const fernanda = await customer(FERNANDA, '10.3.0.4');
    expect(
      (await fernanda.ask({ ...OFFER_FORM, monthly_income: 8_000, other_instalments: 450 })).status,
    ).toBe(200);
    const exported = await t.call('GET', '/api/privacy/me/export/', { token: fernanda.token });
    expect(exported.status).toBe(200);
    const [profile] = exported.body.offer_profiles;
    expect(profile).toMatchObject({ store: 'ana-souza', monthly_income: 8_000, other_instalments: 450 });
    expect(profile.bureaus.map((b: { service: string }) => b.service)).toEqual(BUREAUS);
    for (const bureau of profile.bureaus) {
      expect(bureau.status).toBe('ok');
      expect(typeof bureau.score).toBe('number');
    }
    const scores = profile.bureaus.map((b: { score: number }) => b.score);
    const lookups = exported.body.consents.filter((r: { action: string }) => r.action === 'bureau_lookup');
    expect(lookups.map((r: { details: { score: number } }) => r.details.score).sort()).toEqual(
      [...scores].sort(),
    );
    expect(exported.body.consents.map((r: { action: string }) => r.action)).toContain('identity_check');
    const mine = await t.call('GET', '/api/privacy/me/', { token: fernanda.token });
    expect(mine.body.offer_profiles).toEqual(exported.body.offer_profiles);
    // A withdrawal in another store touches nothing of this one.
    const elsewhere = await fernanda.call('DELETE', '/api/checkout/offers/carlos-lima/consent/');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.detail).toBe(OFFER_MESSAGES.nothingToWithdraw);
    const after = await t.call('GET', '/api/privacy/me/', { token: fernanda.token });
    expect(after.body.offer_profiles).toEqual(mine.body.offer_profiles);
    expect((await t.call('GET', '/api/privacy/me/export/')).status).toBe(401);
  });

  it("never shows another customer's profile, nor lets another tenant's customer reach an offer", async () => {
    const eduarda = await customer(EDUARDA, '10.3.0.5');
    const mine = await t.call('GET', '/api/privacy/me/export/', { token: eduarda.token });
    expect(mine.body.offer_profiles).toEqual([]);
    const fernanda = await t.call('GET', BASE, { token: (await customer(FERNANDA, '10.3.0.4')).token });
    const offer = fernanda.body.offers.entries.find((e: { status: string }) => e.status === 'offer');
    for (const pb of ['ana-souza', 'carlos-lima']) {
      const res = await eduarda.call(
        'POST',
        `/api/checkout/offers/${pb}/${offer.id}/request/`,
        requestOfferBody(offer.figures),
      );
      expect(res.status).toBe(404);
    }
  });

  it('answers malformed input with 4xx, never 5xx', async () => {
    const joao = await customer(JOAO, '10.3.0.1');
    const bodies = [
      { ...OFFER_FORM, monthly_income: -1 },
      { ...OFFER_FORM, monthly_income: 1e308 },
      { ...OFFER_FORM, other_instalments: 'muito' },
      { ...OFFER_FORM, purpose: 'nao-existe' },
      { ...OFFER_FORM, consent: 1 },
      '{',
    ];
    for (const body of bodies) {
      const res = await joao.ask(body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const path of ['/api/checkout/offers/%00/', '/api/checkout/offers/ana-souza/consent/x/']) {
      const res = await joao.call('DELETE', path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const cpf of ['1', 'a'.repeat(11), '%2e%2e', '9'.repeat(400)]) {
      const res = await t.call('GET', `/sandbox/control/bureaus/holder/${cpf}`);
      expect(res.status, cpf.slice(0, 12)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
