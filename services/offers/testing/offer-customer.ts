import { issueToken } from '../../auth/tokens.ts';
import type { TestServices } from '../../test/harness.ts';

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
  const token = await issueToken(t.services.deps.db, id);
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, path, { token, body, address });
  return {
    id,
    ask: (body: unknown = OFFER_FORM) => call('POST', OFFERS_PATH, body),
    reprice: (body: unknown) => call('PUT', OFFERS_PATH, body),
    mine: () => call('GET', OFFERS_PATH),
    request: (offer: string, body: unknown) => call('POST', `${OFFERS_PATH}${offer}/request/`, body),
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
export const seenOf = ({ figures }: AnsweredEntry) => ({
  figures: {
    amount: figures.amount,
    term: figures.term,
    instalment: figures.instalment,
    rate_monthly: figures.rate_monthly,
    cet_yearly: figures.cet_yearly,
  },
});
