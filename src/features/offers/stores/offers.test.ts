import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useEnvironment } from '../../../core/browser/test-helpers.ts';
import { serveRoutes } from '../../../core/transport/test-helpers.ts';
import type { OfferEntryAnswer, OfferSetAnswer } from '../contract/offers.ts';
import { OFFER_MESSAGES } from '../contract/offers-messages.ts';
import { OFFERS_ROUTES } from '../contract/offers-routes.ts';
import { ASKED_OFFERS, FILLED_OFFER_FORM, OFFER_LIMITS } from '../testing/asking-offers.ts';
import {
  $offersPage,
  askOffers,
  loadOffers,
  OffersError,
  requestOffer,
  withdrawOffersConsent,
} from './offers.ts';

const FIGURES = {
  amount: 10_000,
  term: 24,
  instalment: 574.2,
  rate_monthly: 2.49,
  rate_yearly: 34.33,
  iof: 280.88,
  fee: 0,
  financed: 10_280.88,
  cet_monthly: 2.74,
  cet_yearly: 38.35,
  total_payable: 13_780.74,
  release_date: '2026-11-29',
  first_due_date: '2026-12-29',
  total_without_financing: 10_000,
  cet_breakdown: [],
  late_charges: { interest_monthly: 1, fine_percent: 2, one_month_late: 17.23, one_month_late_total: 591.43 },
};
const offer = (id: string): OfferEntryAnswer => ({
  id,
  partner: 'banco-aurora',
  status: 'offer',
  status_label: 'Oferta',
  institution: { name: 'Banco Aurora Digital', logo: '/a.svg' },
  product: { id: 1, name: 'Crédito Pessoal Aurora' },
  correspondent: null,
  lender: { name: 'Banco Aurora Digital S.A.', address: 'Av. Exemplo, 1', email: 'ouvidoria@aurora.example' },
  figures: FIGURES,
  valid_until: '2026-12-06',
  valid_until_text: 'Oferta válida até 06/12/2026',
  fit: 'parcela de 10% da sua renda',
  reason: null,
  rank: 1,
  mark: 'Menor CET',
  request: null,
});
const SET: OfferSetAnswer = {
  source: 'lookup',
  looked_up_at: '2026-11-29T09:00:00Z',
  reprice_until: '2026-11-29',
  asked: ASKED_OFFERS,
  bureaus: [],
  entries: [offer('a'), offer('b')],
  all_declined: false,
  message: null,
};
const refusal = (status: number, data: unknown) => Object.assign(new Error('refused'), { status, data });

let undo = () => {};
beforeEach(() => {
  $offersPage.set({ state: 'loading' });
});
afterEach(() => undo());

describe("the customer's offers (docs/offers.md)", () => {
  it('reads the stored offers, never asking for a look-up', async () => {
    const asked: string[] = [];
    undo = useEnvironment({
      transport: serveRoutes([
        OFFERS_ROUTES.myOffers,
        async ({ pb }) => {
          asked.push(`stored ${pb}`);
          return { offers: SET, limits: OFFER_LIMITS };
        },
      ]),
    });
    await loadOffers('ana-souza');
    expect(asked).toEqual(['stored ana-souza']);
    expect($offersPage.get()).toEqual({ state: 'ready', offers: SET, limits: OFFER_LIMITS });
  });

  it('keeps the offers shown when a look-up is refused, and says why', async () => {
    $offersPage.set({ state: 'ready', offers: SET, limits: OFFER_LIMITS });
    undo = useEnvironment({
      transport: serveRoutes([
        OFFERS_ROUTES.askOffers,
        async () => {
          throw refusal(503, { detail: OFFER_MESSAGES.bureausUnavailable });
        },
      ]),
    });
    const error = await askOffers('ana-souza', FILLED_OFFER_FORM).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OffersError);
    expect((error as OffersError).outcome).toEqual({
      kind: 'alert',
      message: OFFER_MESSAGES.bureausUnavailable,
    });
    expect($offersPage.get()).toEqual({ state: 'ready', offers: SET, limits: OFFER_LIMITS });
  });

  it("sends an offer's id and the figures seen, and shows the request on that offer only", async () => {
    $offersPage.set({ state: 'ready', offers: SET, limits: OFFER_LIMITS });
    let sent: unknown = null;
    undo = useEnvironment({
      transport: serveRoutes([
        OFFERS_ROUTES.requestOffer,
        async ({ offer: id }, options) => {
          sent = { id, body: options.body };
          return {
            request: { kind: 'order', id: '77' },
            offer: { ...offer('b'), request: { kind: 'order', id: '77' } },
            created: true,
          };
        },
      ]),
    });
    await requestOffer('ana-souza', offer('b'));
    expect(sent).toEqual({
      id: 'b',
      body: {
        figures: { amount: 10_000, term: 24, instalment: 574.2, rate_monthly: 2.49, cet_yearly: 38.35 },
      },
    });
    const page = $offersPage.get();
    expect(page.state === 'ready' && page.offers?.entries.map((entry) => entry.request?.id ?? null)).toEqual([
      null,
      '77',
    ]);
  });

  it('shows the form again once the consent is withdrawn', async () => {
    $offersPage.set({ state: 'ready', offers: SET, limits: OFFER_LIMITS });
    undo = useEnvironment({
      transport: serveRoutes([
        OFFERS_ROUTES.withdrawOffersConsent,
        async () => ({ detail: 'ok', deleted_offers: 2 }),
      ]),
    });
    await withdrawOffersConsent('ana-souza');
    expect($offersPage.get()).toEqual({ state: 'ready', offers: null, limits: OFFER_LIMITS });
  });
});
