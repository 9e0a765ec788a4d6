import { describe, expect, it } from 'vitest';
import { LENDER_POLICIES } from './policies.ts';
import { currentEntry } from './stored-entry.ts';

/** An offer as entries were stored before they named their dates, CET elements, late charges and lender. */
const earlier = {
  partner: 'banco-aurora',
  status: 'offer',
  status_label: 'Oferta',
  institution: { name: 'Banco Aurora Digital', logo: '/a.svg' },
  product: { id: 1, name: 'Crédito Pessoal Aurora' },
  correspondent: null,
  figures: {
    amount: 1000,
    term: 3,
    instalment: 360.19,
    rate_monthly: 2,
    rate_yearly: 26.82,
    iof: 8.75,
    fee: 30,
    financed: 1038.75,
    cet_monthly: 3.98,
    cet_yearly: 59.68,
    total_payable: 1080.58,
  },
  valid_until: '2026-12-08',
  valid_until_text: 'Oferta válida até 08/12/2026',
  fit: 'parcela de 6% da sua renda',
  reason: null,
  rank: 1,
  mark: 'Menor CET',
};

describe('an entry stored before the offers grew', () => {
  it('keeps the figures it was offered with and gets the rest from them and its policy', () => {
    const entry = currentEntry(earlier);
    const aurora = LENDER_POLICIES.find((policy) => policy.partner === 'banco-aurora');
    expect(entry.lender).toEqual(aurora?.lender);
    expect(entry.figures).toEqual({
      ...earlier.figures,
      // Released on the look-up's day, 7 days before its validity ends; due a month later.
      release_date: '2026-12-01',
      first_due_date: '2027-01-01',
      total_without_financing: 1000,
      // Interest is what is paid over what was financed: 1.080,58 − 1.038,75 = 41,83.
      cet_breakdown: [
        { component: 'valor_liberado', label: 'Valor liberado', amount: 1000, share: 92.54 },
        { component: 'juros', label: 'Juros', amount: 41.83, share: 3.87 },
        { component: 'iof', label: 'IOF', amount: 8.75, share: 0.81 },
        { component: 'tarifa', label: 'Tarifa', amount: 30, share: 2.78 },
      ],
      // 2% × 360,19 = 7,20 and 1% × 360,19 = 3,60.
      late_charges: {
        interest_monthly: 1,
        fine_percent: 2,
        one_month_late: 10.8,
        one_month_late_total: 370.99,
      },
    });
  });

  it('reads an offer of a partner no longer in the policies as unavailable, and a decline as it was', () => {
    expect(currentEntry({ ...earlier, partner: 'banco-extinto' })).toMatchObject({
      status: 'indisponivel',
      figures: null,
      lender: null,
      valid_until: null,
    });
    const declined = { ...earlier, status: 'recusada', figures: null, valid_until: null, reason: 'score' };
    expect(currentEntry(declined)).toEqual({ ...declined, lender: null });
  });

  it('answers an entry of the current shape as stored', () => {
    const current = currentEntry(earlier);
    expect(currentEntry(current)).toEqual(current);
  });
});
