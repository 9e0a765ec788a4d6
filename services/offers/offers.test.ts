import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../src/features/offers/contract/offers-messages.ts';
import { requestOfferBody } from '../../src/features/offers/rules/offer-form.ts';
import { issueToken } from '../accounts/tokens.ts';
import { addPerson } from '../checkout/testing/fixtures.ts';
import { DEMO } from '../db/demo/demo.ts';
import { mailOutbox, offerEntries, offerLookups, orders, privacyAudit } from '../db/schema/index.ts';
import { partnersFor } from '../partner-registry.ts';
import { withTestServices } from '../test/harness.ts';
import { counted, endBurst, OFFER_FORM, OFFERS_PATH, offerCustomer } from './testing.ts';

/**
 * 'Ofertas para você' over the demo data, on PGlite or on PostgreSQL (DATABASE_URL). Each test
 * takes a customer of its own and an address of its own, so the bureau limits count it alone.
 */
const t = withTestServices();
const [JOAO, MARIANA, RAFAEL, FERNANDA, LUCAS, JULIANA, GUSTAVO, CAMILA, THIAGO] =
  DEMO.customers as unknown as number[];

/** Bureau look-ups counted for an account today. */
const lookupsCounted = (id: number) => counted(t, `bureau:account:${id}`);

const auditActions = async (id: number) =>
  (
    await t.db.select({ action: privacyAudit.action }).from(privacyAudit).where(eq(privacyAudit.userId, id))
  ).map((row) => row.action);

// biome-ignore lint/suspicious/noExplicitAny: answers are read as JSON
const firstOffer = (body: any) => body.offers.entries.find((entry: any) => entry.status === 'offer');
// biome-ignore lint/suspicious/noExplicitAny: answers are read as JSON
const seen = (offer: any) => requestOfferBody(offer.figures);

describe('asking for offers', () => {
  it('shows the limits and no offers before a look-up; refuses a look-up without consent', async () => {
    const joao = await offerCustomer(t, JOAO, '10.0.0.1');
    const before = await joao.mine();
    expect(before.status).toBe(200);
    expect(before.body.offers).toBeNull();
    expect(before.body.limits.partners.length).toBe(6);

    const withoutConsent = await joao.ask({ ...OFFER_FORM, consent: false });
    expect(withoutConsent.status).toBe(400);
    expect(withoutConsent.body).toEqual({ consent: [OFFER_MESSAGES.consentRequired] });
    const unticked = await joao.ask({ ...OFFER_FORM, consent: undefined });
    expect(unticked.status).toBe(400);
    expect(await lookupsCounted(JOAO)).toBe(0);
    expect(await auditActions(JOAO)).not.toContain('offers_consent');
  });

  it('answers one entry per partner, ranked by CET with the first marked, from one look-up', async () => {
    const joao = await offerCustomer(t, JOAO, '10.0.0.1');
    const res = await joao.ask();
    expect(res.status).toBe(200);
    const { offers } = res.body;
    expect(offers.source).toBe('lookup');
    expect(offers.bureaus).toEqual([
      { service: 'serasa', status: 'ok' },
      { service: 'quod', status: 'ok' },
      { service: 'bmp', status: 'ok' },
    ]);
    expect(new Set(offers.entries.map((e: { partner: string }) => e.partner)).size).toBe(6);
    const made = offers.entries.filter((e: { status: string }) => e.status === 'offer');
    // The demo customer's offers (docs/offers.md#demo): four partners offer, two decline.
    expect(made.length).toBe(4);
    const cets = made.map((e: { figures: { cet_yearly: number } }) => e.figures.cet_yearly);
    expect(cets).toEqual([...cets].sort((a, b) => a - b));
    expect(made[0]).toMatchObject({ rank: 1, mark: 'Menor CET' });
    expect(made.slice(1).every((e: { mark: null }) => e.mark === null)).toBe(true);
    expect(made[0].valid_until_text).toMatch(/^Oferta válida até \d{2}\/\d{2}\/\d{4}$/);
    expect(made[0].fit).toMatch(/^parcela de \d+% da sua renda$/);
    expect(offers.entries.some((e: { status: string }) => e.status === 'recusada')).toBe(true);
    // Three bureaus, counted once each; the consent and each bureau on 'Meus dados'.
    expect(await lookupsCounted(JOAO)).toBe(3);
    const actions = await auditActions(JOAO);
    expect(actions.filter((a) => a === 'offers_consent')).toHaveLength(1);
    expect(actions.filter((a) => a === 'bureau_lookup')).toHaveLength(3);

    const privacy = await t.call('GET', '/api/privacy/me/', { token: joao.token });
    expect(JSON.stringify(privacy.body)).toContain('offers_consent');
  });

  it('comes back to the same offers and re-prices the same day without a new look-up', async () => {
    const joao = await offerCustomer(t, JOAO, '10.0.0.1');
    const stored = await joao.mine();
    expect(stored.body.offers.source).toBe('stored');
    const again = await joao.ask();
    expect(again.body.offers.source).toBe('stored');
    expect(again.body.offers.entries.map((e: { id: string }) => e.id)).toEqual(
      stored.body.offers.entries.map((e: { id: string }) => e.id),
    );

    const repriced = await joao.reprice({ amount: 8_000, term: 36 });
    expect(repriced.status).toBe(200);
    expect(repriced.body.offers.source).toBe('repriced');
    expect(firstOffer(repriced.body).figures).toMatchObject({ amount: 8_000, term: 36 });
    // The OFFER_FORM again with a new amount: the same income, so re-priced as well.
    const asked = await joao.ask({ ...OFFER_FORM, amount: 12_000 });
    expect(asked.body.offers.source).toBe('repriced');
    expect((await joao.mine()).body.offers.asked).toMatchObject({ amount: 12_000, term: 24 });
    expect(await lookupsCounted(JOAO)).toBe(3);
  });

  it('answers parallel requests with one look-up', async () => {
    const mariana = await offerCustomer(t, MARIANA, '10.0.0.2');
    const answers = await Promise.all(Array.from({ length: 6 }, () => mariana.ask()));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const ids = answers.map((a) => a.body.offers.entries.map((e: { id: string }) => e.id).join());
    expect(new Set(ids).size).toBe(1);
    expect(await lookupsCounted(MARIANA)).toBe(3);
    const lookups = await t.db.select().from(offerLookups).where(eq(offerLookups.customerId, MARIANA));
    expect(lookups).toHaveLength(1);
  });

  it('shows a failing partner and a failing bureau as such while the others still come', async () => {
    const rafael = await offerCustomer(t, RAFAEL, '10.0.0.3');
    const { failures } = partnersFor(t.services.deps);
    failures.get('lender-banco-mare')?.failAlways();
    failures.get('serasa')?.failAlways();
    try {
      const res = await rafael.ask({ ...OFFER_FORM, amount: 5_000, term: 12 });
      expect(res.status).toBe(200);
      const entries = res.body.offers.entries;
      expect(entries.find((e: { partner: string }) => e.partner === 'banco-mare')).toMatchObject({
        status: 'indisponivel',
        status_label: 'indisponível no momento',
        reason: 'indisponível no momento',
        figures: null,
      });
      expect(entries.filter((e: { status: string }) => e.status !== 'indisponivel')).toHaveLength(5);
      expect(res.body.offers.bureaus[0]).toEqual({ service: 'serasa', status: 'indisponivel' });
    } finally {
      failures.get('lender-banco-mare')?.restore();
      failures.get('serasa')?.restore();
    }
  });

  it('says the bureaus are unavailable when none answers, and keeps the offers already made', async () => {
    const rafael = await offerCustomer(t, RAFAEL, '10.0.0.3');
    const before = await rafael.mine();
    const { failures } = partnersFor(t.services.deps);
    for (const bureau of ['serasa', 'quod', 'bmp']) failures.get(bureau)?.failAlways();
    try {
      // Another income: a new look-up is needed (past the burst of the look-up before).
      await endBurst(t.db, RAFAEL);
      const res = await rafael.ask({ ...OFFER_FORM, monthly_income: 9_000 });
      expect(res.status).toBe(503);
      expect(res.body.detail).toBe(
        'Não conseguimos consultar o seu perfil agora. Tente de novo em alguns minutos.',
      );
    } finally {
      for (const bureau of ['serasa', 'quod', 'bmp']) failures.get(bureau)?.restore();
    }
    const after = await rafael.mine();
    expect(after.body.offers.entries.map((e: { id: string }) => e.id)).toEqual(
      before.body.offers.entries.map((e: { id: string }) => e.id),
    );
  });

  it('says why when every partner declines', async () => {
    const fernanda = await offerCustomer(t, FERNANDA, '10.0.0.4');
    // A score every partner lends to, but an instalment that takes too much of the income.
    const res = await fernanda.ask({ ...OFFER_FORM, amount: 40_000, term: 12 });
    expect(res.status).toBe(200);
    expect(res.body.offers.all_declined).toBe(true);
    expect(res.body.offers.message).toContain('WhatsApp');
    expect(res.body.offers.entries.every((e: { reason: string }) => e.reason.length > 0)).toBe(true);
    const reasons = res.body.offers.entries.map((e: { reason: string }) => e.reason);
    expect(reasons).toContain('renda comprometida acima de 30%');
    expect(reasons).toContain('valor fora dos limites deste parceiro (de R$ 500,00 a R$ 30.000,00)');
  });

  it('stops at the daily look-up limit with its own words', async () => {
    const lucas = await offerCustomer(t, LUCAS, '10.0.0.5');
    for (const income of [5_000, 5_100, 5_200]) {
      expect((await lucas.ask({ ...OFFER_FORM, monthly_income: income })).status).toBe(200);
      await endBurst(t.db, LUCAS);
    }
    const over = await lucas.ask({ ...OFFER_FORM, monthly_income: 5_300 });
    expect(over.status).toBe(429);
    expect(over.body.detail).toBe(OFFER_MESSAGES.lookupLimit);
    // The offers of the last look-up are still there.
    expect((await lucas.mine()).body.offers.asked.monthly_income).toBe(5_200);
  });

  it('asks an account without a CPF for it, and re-pricing without a look-up today is refused', async () => {
    const person = await addPerson(t.db, { fullName: 'Sem Documento Silva', personType: 1 });
    const res = await t.call('POST', OFFERS_PATH, {
      token: person.token,
      body: OFFER_FORM,
      address: '10.0.0.6',
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(OFFER_MESSAGES.cpfRequired);
    const reprice = await t.call('PUT', OFFERS_PATH, {
      token: person.token,
      body: { amount: 5_000, term: 12 },
    });
    expect(reprice.status).toBe(409);
    expect(reprice.body.detail).toBe(OFFER_MESSAGES.noLookupToday);
  });

  it('answers malformed input with 4xx, never 5xx', async () => {
    const juliana = await offerCustomer(t, JULIANA, '10.0.0.7');
    const bodies = [
      '{"amount":',
      '[]',
      'null',
      { ...OFFER_FORM, amount: 'dez mil' },
      { ...OFFER_FORM, amount: 1e308 },
      { ...OFFER_FORM, amount: -5 },
      { ...OFFER_FORM, amount: 100 },
      { ...OFFER_FORM, term: 0 },
      { ...OFFER_FORM, term: 1.5 },
      { ...OFFER_FORM, term: '9'.repeat(40) },
      { ...OFFER_FORM, monthly_income: {} },
      { ...OFFER_FORM, other_instalments: [1] },
      { ...OFFER_FORM, purpose: 'x'.repeat(5000) },
      { ...OFFER_FORM, consent: 'true' },
      { ...OFFER_FORM, funnel_source: '<b>qr</b>' },
      { ...OFFER_FORM, funnel_source: 7 },
    ];
    for (const body of bodies) {
      const res = await juliana.ask(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const fields = await juliana.ask({ ...OFFER_FORM, amount: 100, term: 200 });
    expect(fields.body).toEqual({
      amount: ['Valor mínimo é R$ 500,00'],
      term: ['O prazo precisa ser de 3 a 96 meses.'],
    });
    for (const path of [`${OFFERS_PATH}not-a-uuid/request/`, `${OFFERS_PATH}${'a'.repeat(36)}/request/`]) {
      expect((await juliana.call('POST', path, seen({ figures: OFFER_FORM }))).status).toBe(404);
    }
    expect((await juliana.call('GET', '/api/checkout/offers/NO%20STORE/')).status).toBe(400);
    expect((await juliana.call('GET', '/api/checkout/offers/loja-que-nao-existe/')).status).toBe(404);
    expect((await t.call('GET', OFFERS_PATH)).status).toBe(401);
    expect(await lookupsCounted(JULIANA)).toBe(0);
  });
});

describe("'Quero esta oferta'", () => {
  it('sends the stored figures to the banker once, on the request timeline', async () => {
    const gustavo = await offerCustomer(t, GUSTAVO, '10.0.0.8');
    const asked = await gustavo.ask({ ...OFFER_FORM, purpose: 'reforma' });
    const offer = firstOffer(asked.body);
    const mailsBefore = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => gustavo.request(offer.id, seen(offer))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(201));
    const requestIds = new Set(answers.map((a) => a.body.request.id));
    expect(requestIds.size).toBe(1);
    expect(answers.filter((a) => a.body.created)).toHaveLength(1);
    const orderId = Number([...requestIds][0]);
    const stored = await t.db.select().from(orders).where(eq(orders.customerId, GUSTAVO));
    expect(stored.filter((o) => o.id === orderId)).toHaveLength(1);
    expect(stored.find((o) => o.id === orderId)?.payload).toMatchObject({
      value: offer.figures.amount,
      installment: offer.figures.instalment,
      purpose: 'Reforma da casa',
      offer: { id: offer.id, figures: offer.figures },
    });

    // The banker hears at once; the customer sees it in 'Minhas solicitações'.
    const mailsAfter = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect((mailsAfter[0]?.n ?? 0) - (mailsBefore[0]?.n ?? 0)).toBeGreaterThanOrEqual(1);
    const mine = await t.call('GET', '/api/checkout/requests/', { token: gustavo.token });
    const request = mine.body.requests.find((r: { id: string }) => r.id === String(orderId));
    expect(request.institution).toBe(offer.institution.name);
    const values = Object.fromEntries(request.values);
    expect(values.CET).toContain('a.a.');
    expect(values['Taxa de juros']).toContain('a.m.');
    expect(values['Oferta válida até']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // The banker's analytics request list shows the figures.
    const ana = await issueToken(t.db, DEMO.bankers.ana);
    const banker = await t.call('GET', `/api/checkout/requests/store/${DEMO.bankers.ana}/`, { token: ana });
    const seenByBanker = banker.body.requests.find((r: { id: string }) => r.id === String(orderId));
    expect(Object.fromEntries(seenByBanker.values)['Total a pagar']).toContain('R$');

    // The entry shows its request when coming back.
    const back = await gustavo.mine();
    expect(back.body.offers.entries.find((e: { id: string }) => e.id === offer.id).request).toEqual({
      kind: 'order',
      id: String(orderId),
    });
  });

  it("refuses another customer's offer, changed figures, a declined entry and an expired offer", async () => {
    const camila = await offerCustomer(t, CAMILA, '10.0.0.9');
    const thiago = await offerCustomer(t, THIAGO, '10.0.0.10');
    const asked = await camila.ask({ ...OFFER_FORM, other_instalments: 1_200 });
    const offer = firstOffer(asked.body);
    const ordersBefore = (await t.db.select().from(orders).where(eq(orders.customerId, CAMILA))).length;

    const other = await thiago.request(offer.id, seen(offer));
    expect(other.status).toBe(404);
    expect(other.body.detail).toBe(OFFER_MESSAGES.offerNotFound);

    const cheaper = seen(offer);
    cheaper.figures.rate_monthly = 0.5;
    const changed = await camila.request(offer.id, cheaper);
    expect(changed.status).toBe(409);
    expect(changed.body.detail).toBe(OFFER_MESSAGES.figuresChanged);

    const declined = asked.body.offers.entries.find((e: { status: string }) => e.status !== 'offer');
    const notAnOffer = await camila.request(declined.id, seen(offer));
    expect(notAnOffer.status).toBe(400);
    expect(notAnOffer.body.detail).toBe(OFFER_MESSAGES.notAnOffer);

    await t.db.update(offerEntries).set({ validUntil: '2020-01-01' }).where(eq(offerEntries.id, offer.id));
    const expired = await camila.request(offer.id, seen(offer));
    expect(expired.status).toBe(410);
    expect(expired.body.detail).toBe(OFFER_MESSAGES.offerExpired);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, CAMILA))).toHaveLength(ordersBefore);
  });

  it('withdrawing the consent deletes the profile and the offers not asked for, and is listed', async () => {
    const gustavo = await offerCustomer(t, GUSTAVO, '10.0.0.8');
    const requested = await t.db
      .select()
      .from(offerEntries)
      .where(and(eq(offerEntries.customerId, GUSTAVO), sql`${offerEntries.orderId} is not null`));
    expect(requested).toHaveLength(1);
    const res = await gustavo.withdraw();
    expect(res.status).toBe(200);
    expect(res.body.deleted_offers).toBeGreaterThan(0);
    expect(await t.db.select().from(offerLookups).where(eq(offerLookups.customerId, GUSTAVO))).toHaveLength(
      0,
    );
    const left = await t.db.select().from(offerEntries).where(eq(offerEntries.customerId, GUSTAVO));
    expect(left.map((row) => row.id)).toEqual(requested.map((row) => row.id));
    expect((await gustavo.mine()).body.offers).toBeNull();
    expect(await auditActions(GUSTAVO)).toContain('offers_consent_withdrawn');
    expect((await gustavo.withdraw()).status).toBe(404);
    // The request made from it stays with the banker.
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, requested[0]?.orderId ?? 0));
    expect(order?.payload).toHaveProperty('offer');
  });
});
