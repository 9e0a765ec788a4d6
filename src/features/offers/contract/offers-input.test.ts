import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../core/validation/messages.ts';
import { AskOffersBody } from './offers.ts';
import { OFFER_MESSAGES } from './offers-messages.ts';

const form = { amount: 10_000, term: 24, monthly_income: 6000, consent: true };
const issues = (value: unknown) =>
  v.safeParse(AskOffersBody, value).issues?.map((issue) => [v.getDotPath(issue), issue.message]);

describe('the offers form, as an API caller may send it', () => {
  it('answers the consent message when the consent is absent, not the generic one', () => {
    const { consent: _absent, ...withoutConsent } = form;
    expect(issues(withoutConsent)).toEqual([['consent', OFFER_MESSAGES.consentRequired]]);
    expect(issues({ ...form, consent: null })).toEqual([['consent', OFFER_MESSAGES.consentRequired]]);
    expect(issues({ ...form, consent: 'true' })).toEqual([['consent', OFFER_MESSAGES.consentRequired]]);
    expect(v.parse(AskOffersBody, form).consent).toBe(true);
  });

  it('refuses money text that is not in pt-BR form instead of misreading it', () => {
    expect(issues({ ...form, monthly_income: '6000.00' })).toEqual([['monthly_income', MSG.moneyFormat]]);
    expect(issues({ ...form, other_instalments: '6,000.00' })).toEqual([
      ['other_instalments', MSG.moneyFormat],
    ]);
    for (const income of ['6000', '6.000,00', '6000,00', 6000])
      expect(v.parse(AskOffersBody, { ...form, monthly_income: income }).monthly_income).toBe(6000);
  });
});
