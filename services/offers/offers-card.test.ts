import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/core/validation/messages.ts';
import { OFFER_PURPOSES } from '../../src/features/offers/contract/offer-bounds.ts';
import { OFFER_MESSAGES } from '../../src/features/offers/contract/offers-messages.ts';
import { requestOfferBody } from '../../src/features/offers/rules/offer-form.ts';
import { addMonthsOnDay } from '../../src/features/simulators/rules/amortization.ts';
import { issueToken } from '../accounts/tokens.ts';
import { DEMO } from '../db/demo/demo.ts';
import { offerEntries } from '../db/schema/index.ts';
import { latestMailTo, withTestServices } from '../test/harness.ts';
import { offersToday } from './days.ts';
import { OFFERED_HEADING } from './offer-lines.ts';
import { LENDER_POLICIES } from './policies.ts';
import { offerFigures } from './pricing.ts';
import { OFFER_FORM, offerCustomer } from './testing.ts';

/**
 * What each offer says (CDC art. 54-B) and what the banker reads, over HTTP on PGlite or on
 * PostgreSQL (DATABASE_URL): the card's figures and lender, the banker's mail, the consent
 * message, money text and entries stored before the offers grew.
 */
const t = withTestServices();
const [JOAO, MARIANA, RAFAEL, FERNANDA] = DEMO.customers as unknown as number[];
const ANA_EMAIL = DEMO.logins.ana.email;

// biome-ignore lint/suspicious/noExplicitAny: answers are read as JSON
type Json = any;

const offersOf = (body: Json): Json[] =>
  body.offers.entries.filter((entry: Json) => entry.status === 'offer');
const policyOf = (partner: string) => LENDER_POLICIES.find((policy) => policy.partner === partner);

/** The latest mail to the store's banker. */
const bankerMail = () => latestMailTo(t.db, ANA_EMAIL);

describe('each offer, as the card shows it', () => {
  it('is released today, names its first due date, lender, late charges, CET elements and totals', async () => {
    const joao = await offerCustomer(t, JOAO, '10.1.0.1');
    const res = await joao.ask();
    expect(res.status).toBe(200);
    const made = offersOf(res.body);
    expect(made.length).toBeGreaterThan(0);
    const today = offersToday(new Date());
    for (const offer of made) {
      const policy = policyOf(offer.partner);
      const { figures } = offer;
      expect(offer.lender).toEqual(policy?.lender);
      expect(figures.release_date).toBe(today);
      expect(figures.first_due_date).toBe(addMonthsOnDay(today, 1));
      expect(figures.total_without_financing).toBe(figures.amount);
      // The figures are the pricing's own for the partner's rate, fee and late charges.
      expect(figures).toEqual(
        offerFigures({
          amount: figures.amount,
          term: figures.term,
          monthlyRatePercent: figures.rate_monthly,
          fee: figures.fee,
          releaseDate: today,
          lateCharges: policy?.lateCharges ?? { interestMonthlyPercent: 0, finePercent: 0 },
        }),
      );
      expect(figures.late_charges.fine_percent).toBeLessThanOrEqual(2);
      const parts = figures.cet_breakdown;
      expect(parts.map((part: Json) => part.component)).toEqual(['valor_liberado', 'juros', 'iof', 'tarifa']);
      expect(parts.reduce((sum: number, part: Json) => sum + Math.round(part.amount * 100), 0)).toBe(
        Math.round(figures.total_payable * 100),
      );
      expect(parts.reduce((sum: number, part: Json) => sum + Math.round(part.share * 100), 0)).toBe(10_000);
    }
    for (const other of res.body.offers.entries.filter((entry: Json) => entry.status !== 'offer'))
      expect(other.lender).toBeNull();
  });
});

describe("the banker's mail of 'Quero esta oferta'", () => {
  it('lists what the customer said apart from what the lender offers, the purpose by its label', async () => {
    const mariana = await offerCustomer(t, MARIANA, '10.1.0.2');
    const asked = await mariana.ask({ ...OFFER_FORM, purpose: 'dividas' });
    expect(asked.body.offers.asked).toMatchObject({
      purpose: 'dividas',
      purpose_label: OFFER_PURPOSES.dividas,
    });
    const offer = offersOf(asked.body)[0];
    const requested = await mariana.request(offer.id, requestOfferBody(offer.figures));
    expect(requested.status).toBe(201);

    const mail = await bankerMail();
    const text = mail?.text ?? '';
    const said = text.indexOf('O que o cliente informou:');
    const offered = text.indexOf(OFFERED_HEADING);
    expect(said).toBeGreaterThan(-1);
    expect(offered).toBeGreaterThan(said);
    const customerPart = text.slice(said, offered);
    const lenderPart = text.slice(offered);
    expect(customerPart).toContain('Finalidade: Quitar dívidas');
    expect(customerPart).toContain('Renda mensal: R$ 6.000,00');
    for (const lenderItem of ['CET', 'IOF', 'Taxa de juros', 'Total a pagar', 'Oferta válida até'])
      expect(customerPart).not.toContain(lenderItem);
    expect(text).not.toMatch(/\bdividas\b/);

    const policy = policyOf(offer.partner);
    for (const line of [
      `Instituição: ${policy?.lender.name}`,
      `Endereço da instituição: ${policy?.lender.address}`,
      `E-mail da instituição: ${policy?.lender.email}`,
      'CET: ',
      'Composição do CET: Valor liberado R$ 10.000,00',
      'Taxa de juros: ',
      'Encargos por atraso: juros de mora de ',
      'Total a pagar com o financiamento: R$ ',
      'Total sem o financiamento: R$ 10.000,00',
      `Primeira parcela: ${offer.figures.first_due_date.split('-').reverse().join('/')}`,
      'Oferta válida até: ',
      `Quitação antecipada: ${OFFER_MESSAGES.earlyPayoff}`,
    ])
      expect(lenderPart).toContain(line);
    expect(mail?.html).toContain(`<p>${OFFERED_HEADING}</p>`);

    // The request's values, for the customer and in the banker's analytics: the label, never the key.
    const mine = await t.call('GET', '/api/checkout/requests/', { token: mariana.token });
    const request = mine.body.requests.find((r: Json) => r.id === requested.body.request.id);
    expect(Object.fromEntries(request.values).Finalidade).toBe(OFFER_PURPOSES.dividas);
    const ana = await issueToken(t.db, DEMO.bankers.ana);
    const store = await t.call('GET', `/api/checkout/requests/store/${DEMO.bankers.ana}/`, { token: ana });
    const seen = store.body.requests.find((r: Json) => r.id === requested.body.request.id);
    expect(Object.fromEntries(seen.values).Finalidade).toBe(OFFER_PURPOSES.dividas);
  });
});

describe('the form over HTTP', () => {
  it('answers a missing consent with the consent message', async () => {
    const rafael = await offerCustomer(t, RAFAEL, '10.1.0.3');
    const { consent: _absent, ...withoutConsent } = OFFER_FORM;
    const res = await rafael.ask(withoutConsent);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ consent: [OFFER_MESSAGES.consentRequired] });
  });

  it('refuses money text not in pt-BR form and reads the pt-BR forms and numbers alike', async () => {
    const rafael = await offerCustomer(t, RAFAEL, '10.1.0.3');
    for (const [field, text] of [
      ['monthly_income', '6000.00'],
      ['monthly_income', '6,000.00'],
      ['amount', '10000.00'],
      ['other_instalments', '300.00'],
    ]) {
      const res = await rafael.ask({ ...OFFER_FORM, [field as string]: text });
      expect(res.status, `${field} ${text}`).toBe(400);
      expect(res.body).toEqual({ [field as string]: [MSG.moneyFormat] });
    }
    const first = await rafael.ask({ ...OFFER_FORM, monthly_income: '6000' });
    expect(first.status).toBe(200);
    expect(first.body.offers.asked.monthly_income).toBe(6_000);
    // The same income written another pt-BR way, or as a number: the same look-up, priced again.
    for (const income of ['6.000,00', '6000,00', 'R$ 6.000,00', 6_000]) {
      const again = await rafael.ask({ ...OFFER_FORM, monthly_income: income });
      expect(again.status).toBe(200);
      expect(again.body.offers.source).toBe('stored');
      expect(again.body.offers.asked.monthly_income).toBe(6_000);
    }
  });
});

describe('an entry stored before offers named their lender, dates, CET elements and late charges', () => {
  it('is answered and can be requested, what it lacks derived from its figures and policy', async () => {
    const fernanda = await offerCustomer(t, FERNANDA, '10.1.0.4');
    const asked = await fernanda.ask();
    const offer = offersOf(asked.body)[0];
    // The entry as it was stored before: no lender, and figures without the new parts.
    await t.db
      .update(offerEntries)
      .set({
        entry: sql`(${offerEntries.entry} - 'lender') || jsonb_build_object('figures',
          (${offerEntries.entry}->'figures') - 'release_date' - 'first_due_date' - 'total_without_financing'
            - 'cet_breakdown' - 'late_charges')`,
      })
      .where(eq(offerEntries.id, offer.id));
    const [raw] = await t.db.select().from(offerEntries).where(eq(offerEntries.id, offer.id));
    expect(raw?.entry).not.toHaveProperty('lender');

    const back = await fernanda.mine();
    expect(back.status).toBe(200);
    const entry = back.body.offers.entries.find((e: Json) => e.id === offer.id);
    expect(entry).toEqual(offer);

    const requested = await fernanda.request(entry.id, requestOfferBody(entry.figures));
    expect(requested.status).toBe(201);
    expect(requested.body.offer.figures).toEqual(offer.figures);
    expect((await bankerMail())?.text).toContain(`Instituição: ${policyOf(offer.partner)?.lender.name}`);
  });
});
