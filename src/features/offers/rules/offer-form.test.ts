import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../contract/offers-messages.ts';
import { ASKED_OFFERS, FILLED_OFFER_FORM, OFFER_LIMITS } from '../testing/asking-offers.ts';
import {
  askBody,
  EMPTY_OFFER_FORM,
  formOfAsked,
  offerFormErrors,
  partnerLimitLines,
  termsErrors,
} from './offer-form.ts';

describe('the offers form', () => {
  it('words every missing field and the consent as the services do', () => {
    const errors = offerFormErrors(EMPTY_OFFER_FORM);
    expect(Object.keys(errors).sort()).toEqual(['amount', 'consent', 'monthly_income', 'term']);
    expect(errors.consent).toBe(OFFER_MESSAGES.consentRequired);
  });

  it('sends a filled form as the contract reads it: blank other instalments, no purpose', () => {
    expect(offerFormErrors(FILLED_OFFER_FORM)).toEqual({});
    expect(askBody(FILLED_OFFER_FORM)).toEqual({
      amount: 10_000,
      term: '24',
      monthly_income: 6000,
      other_instalments: null,
      purpose: null,
      consent: true,
    });
  });

  it("refuses a term outside the form's bounds and an amount below them", () => {
    expect(termsErrors({ amount: 100, term: '120' })).toEqual({
      amount: expect.stringContaining('500,00'),
      term: 'O prazo precisa ser de 3 a 96 meses.',
    });
  });

  it('starts a new look-up from what was asked, with the consent box to tick again', () => {
    const form = formOfAsked({ ...ASKED_OFFERS, purpose: 'saude', purpose_label: 'Saúde' });
    expect(form).toEqual({
      amount: 10_000,
      term: '24',
      monthly_income: 6000,
      other_instalments: null,
      purpose: 'saude',
      consent: false,
    });
  });

  it("lists each partner's own limits", () => {
    const lines = partnerLimitLines({
      ...OFFER_LIMITS,
      partners: [
        {
          partner: 'banco-mare',
          institution: 'Banco Maré',
          amount_min: 500,
          amount_max: 30_000,
          term_min: 3,
          term_max: 36,
        },
      ],
    });
    expect(lines.map((line) => line.replaceAll('\u00a0', ' '))).toEqual([
      'Banco Maré: de R$ 500,00 a R$ 30.000,00, de 3 a 36 meses',
    ]);
  });
});
