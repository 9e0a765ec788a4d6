import { describe, expect, it } from 'vitest';
import { PARTNER_INSTITUTIONS } from '../../../core/contract/partner-institutions.ts';
import {
  annualFromMonthlyPercent,
  correspondentText,
  expiredOfferDetail,
  isExpiredOfferDetail,
  latestBrazilianToday,
  localToday,
  monthlyFromAnnualPercent,
  offerExpired,
  offerExpiredText,
  offerValidityText,
  offerValidUntil,
  yearAndMonthText,
} from '../../../core/products/offer-terms.ts';
import { isCnpj } from '../../../core/validation/documents.ts';
import { earliestBrazilianToday } from '../../ordering/rules/schedule.ts';
import { annualCet, schedule } from './amortization.ts';

describe('offer validity', () => {
  it.each([
    ['2026-11-25T10:00:00', '2026-11-27'],
    ['2026-11-25T23:59:59', '2026-11-27'],
    ['2026-11-25T00:00:00', '2026-11-27'],
    ['2026-12-30T12:00:00', '2027-01-01'],
    ['2028-02-28T12:00:00', '2028-03-01'],
    ['2027-02-27T12:00:00', '2027-03-01'],
  ])('simulated at %s holds until %s', (at, until) => {
    expect(offerValidUntil(new Date(at))).toBe(until);
  });

  it('takes the day itself as well as a moment', () => {
    expect(offerValidUntil('2026-11-25')).toBe('2026-11-27');
    expect(offerValidUntil(localToday(new Date('2026-11-25T18:00:00')))).toBe('2026-11-27');
  });

  it('holds through its last day and expires the day after', () => {
    const until = offerValidUntil('2026-11-25');
    expect(offerExpired(until, '2026-11-25')).toBe(false);
    expect(offerExpired(until, '2026-11-27')).toBe(false);
    expect(offerExpired(until, '2026-11-28')).toBe(true);
    expect(offerExpired(until, '2027-01-01')).toBe(true);
  });

  it('gives every Brazilian time zone its two days on the services', () => {
    // 01:30 UTC is still the 25th everywhere in Brazil; from 02:00 UTC it is the 26th in Noronha.
    const now = new Date('2026-11-26T01:30:00Z');
    expect(latestBrazilianToday(now)).toBe('2026-11-25');
    expect(latestBrazilianToday(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-26');
    const until = offerValidUntil(latestBrazilianToday(new Date('2026-11-25T23:00:00Z')));
    expect(until).toBe('2026-11-27');
    // At 04:00 UTC of the 28th it is still the 27th in Acre: the offer holds there.
    expect(offerExpired(until, earliestBrazilianToday(new Date('2026-11-28T04:00:00Z')))).toBe(false);
    expect(offerExpired(until, earliestBrazilianToday(new Date('2026-11-28T05:00:00Z')))).toBe(true);
  });

  it("recognises the services' answer about an expired offer", () => {
    expect(isExpiredOfferDetail(expiredOfferDetail('2026-11-27'))).toBe(true);
    expect(expiredOfferDetail('2026-11-27')).toBe(
      'Esta oferta expirou em 27/11/2026. Simule novamente para ver uma oferta válida.',
    );
    expect(isExpiredOfferDetail('Esta oferta expirou em breve.')).toBe(false);
  });

  it('is written dd/mm/aaaa in pt-BR', () => {
    expect(offerValidityText('2026-11-27')).toBe('Oferta válida até 27/11/2026');
    expect(offerExpiredText('2026-11-27')).toBe('Esta oferta expirou em 27/11/2026.');
  });
});

describe('rates per year and per month', () => {
  it('converts compound rates both ways', () => {
    expect(monthlyFromAnnualPercent(10.49)).toBe(0.83);
    expect(annualFromMonthlyPercent(1.09)).toBe(13.89);
    expect(monthlyFromAnnualPercent(annualFromMonthlyPercent(1.09))).toBe(1.09);
    expect(yearAndMonthText(13.89)).toBe('13,89% a.a. (1,09% a.m.)');
  });

  it('gives the CET of a loan with fees above its interest rate, and the total as the sum of payments', () => {
    const loan = {
      system: 'PRICE' as const,
      principalCents: 20_000_000,
      monthlyRate: 0.0109,
      months: 120,
      monthlyFeesCents: 2_500,
      upfrontFeesCents: 300_000,
    };
    const { rows, totals } = schedule(loan);
    const payments = rows.reduce((sum, row) => sum + row.payment, 0);
    expect(totals.paid).toBe(payments + 300_000);
    expect(totals.paid).toBe(totals.instalments + 2_500 * 120 + 300_000);
    const cet = annualCet(loan);
    expect(cet).toBeGreaterThan(annualFromMonthlyPercent(1.09));
    expect(monthlyFromAnnualPercent(cet)).toBeGreaterThan(1.09);
  });
});

describe('correspondent', () => {
  it('names the legal entity and its CNPJ', () => {
    expect(correspondentText(PARTNER_INSTITUTIONS.horizonte)).toBe(
      'Correspondente de Banco Horizonte S.A. (CNPJ 61.204.583/0001-67)',
    );
  });

  it('has a valid CNPJ and a legal name for every partner', () => {
    for (const institution of Object.values(PARTNER_INSTITUTIONS)) {
      expect(isCnpj(institution.cnpj), institution.name).toBe(true);
      expect(institution.legalName.length).toBeGreaterThan(institution.name.length - 5);
    }
  });
});
