import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OFFER_BOUNDS } from './offer-bounds.ts';
import { AskOffersBody, OfferTermsBody, RequestOfferBody } from './offers.ts';
import { fitText, OFFER_MESSAGES, validUntilText } from './offers-messages.ts';

const form = { amount: 'R$ 10.000,00', term: '24', monthly_income: 6000, consent: true };
const issues = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.map((issue) => [v.getDotPath(issue), issue.message]);

describe('the offers form', () => {
  it('reads money as typed, the term as digits, blank other instalments as 0 and no purpose as null', () => {
    expect(v.parse(AskOffersBody, { ...form, other_instalments: '' })).toEqual({
      amount: 10_000,
      term: 24,
      monthly_income: 6_000,
      other_instalments: 0,
      purpose: null,
      consent: true,
    });
    expect(v.parse(AskOffersBody, { ...form, purpose: 'reforma' }).purpose).toBe('reforma');
  });

  it('answers each field in pt-BR, with the bounds', () => {
    expect(issues(OfferTermsBody, { amount: 100, term: 120 })).toEqual([
      ['amount', 'Valor mínimo é R$ 500,00'],
      ['term', `O prazo precisa ser de ${OFFER_BOUNDS.term.min} a ${OFFER_BOUNDS.term.max} meses.`],
    ]);
    expect(issues(OfferTermsBody, { amount: 200_000, term: 12 })).toEqual([
      ['amount', 'Valor máximo é R$ 150.000,00'],
    ]);
    expect(issues(AskOffersBody, { ...form, consent: false })).toEqual([
      ['consent', OFFER_MESSAGES.consentRequired],
    ]);
    expect(issues(AskOffersBody, { ...form, purpose: 'cassino' })).toEqual([
      ['purpose', OFFER_MESSAGES.purpose],
    ]);
  });

  it("takes only numbers as the figures of 'Quero esta oferta'", () => {
    const figures = { amount: 1000, term: 3, instalment: 360.19, rate_monthly: 2, cet_yearly: 59.68 };
    expect(v.is(RequestOfferBody, { figures })).toBe(true);
    expect(v.is(RequestOfferBody, { figures: { ...figures, rate_monthly: '2' } })).toBe(false);
  });

  it("writes the offer's lines as the pages show them", () => {
    expect(validUntilText('07/12/2026')).toBe('Oferta válida até 07/12/2026');
    expect(fitText(18)).toBe('parcela de 18% da sua renda');
  });
});
