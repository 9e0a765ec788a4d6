import type { OfferLimitsAnswer, OfferSetAnswer } from '../contract/offers.ts';
import type { OfferForm } from '../rules/offer-form.ts';

/** The store's own bounds, with no partner's narrower ones: R$ 500,00 to R$ 150.000,00, 3 to 96 months. */
export const OFFER_LIMITS: OfferLimitsAnswer = {
  amount_min: 500,
  amount_max: 150_000,
  term_min: 3,
  term_max: 96,
  partners: [],
};

/**
 * What the demo customer asks for: R$ 10.000,00 in 24 months on a monthly income of R$ 6.000,00,
 * nothing else given. As she fills the form, and as the services echo it back with the offers.
 */
export const FILLED_OFFER_FORM: OfferForm = {
  amount: 10_000,
  term: '24',
  monthly_income: 6000,
  other_instalments: null,
  purpose: '',
  consent: true,
};

export const ASKED_OFFERS: OfferSetAnswer['asked'] = {
  amount: 10_000,
  term: 24,
  monthly_income: 6000,
  other_instalments: 0,
  purpose: null,
  purpose_label: null,
};
