import { formatBRL } from '../../../core/format/money.ts';
import { fieldErrors } from '../../../core/validation/errors.ts';
import type { OfferPurpose } from '../contract/offer-bounds.ts';
import {
  AskOffersBody,
  type AskOffersInput,
  type OfferLimitsAnswer,
  type OfferSetAnswer,
  OfferTermsBody,
  type RequestOfferBodyInput,
} from '../contract/offers.ts';

/** What the customer types in the offers form (docs/offers.md): money in reais, null when empty. */
export interface OfferForm {
  amount: number | null;
  term: string;
  monthly_income: number | null;
  other_instalments: number | null;
  purpose: OfferPurpose | '';
  consent: boolean;
}

export const EMPTY_OFFER_FORM: OfferForm = {
  amount: null,
  term: '',
  monthly_income: null,
  other_instalments: null,
  purpose: '',
  consent: false,
};

/** The form as it was last asked (a new look-up starts from it); the consent box is ticked again each time. */
export function formOfAsked(asked: OfferSetAnswer['asked']): OfferForm {
  return {
    amount: asked.amount,
    term: String(asked.term),
    monthly_income: asked.monthly_income,
    other_instalments: asked.other_instalments || null,
    purpose: (asked.purpose as OfferPurpose | null) ?? '',
    consent: false,
  };
}

/** The body of `askOffers`. Empty fields go as empty text, so the schema words what is missing. */
export function askBody(form: OfferForm): AskOffersInput {
  return {
    amount: form.amount ?? '',
    term: form.term,
    monthly_income: form.monthly_income ?? '',
    other_instalments: form.other_instalments,
    purpose: form.purpose || null,
    consent: form.consent as true,
  };
}

/** The first message of each field of the form, as the services word it; empty when it can be sent. */
export function offerFormErrors(form: OfferForm): Record<string, string> {
  return fieldErrors(AskOffersBody, askBody(form));
}

/** The first message of the amount and the term when only those change (re-pricing today's look-up). */
export function termsErrors(terms: Pick<OfferForm, 'amount' | 'term'>): Record<string, string> {
  return fieldErrors(OfferTermsBody, { amount: terms.amount ?? '', term: terms.term });
}

/** 'De R$ 500,00 a R$ 150.000,00' and 'De 3 a 96 meses': what the form accepts whatever the partner. */
export function boundsHint(limits: OfferLimitsAnswer): { amount: string; term: string } {
  return {
    amount: `De ${formatBRL(limits.amount_min)} a ${formatBRL(limits.amount_max)}.`,
    term: `De ${limits.term_min} a ${limits.term_max} meses.`,
  };
}

/** Each partner's own limits, a line each: 'Banco Maré: de R$ 500,00 a R$ 30.000,00, de 3 a 36 meses'. */
export function partnerLimitLines(limits: OfferLimitsAnswer): string[] {
  return limits.partners.map(
    (partner) =>
      `${partner.institution}: de ${formatBRL(partner.amount_min)} a ${formatBRL(partner.amount_max)}, de ${partner.term_min} a ${partner.term_max} meses`,
  );
}

/** The body of 'Quero esta oferta' for the figures shown: those the services compare, no more. */
export function requestOfferBody(figures: RequestOfferBodyInput['figures']): RequestOfferBodyInput {
  const { amount, term, instalment, rate_monthly, cet_yearly } = figures;
  return { figures: { amount, term, instalment, rate_monthly, cet_yearly } };
}
