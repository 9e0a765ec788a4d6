import type { OfferFiguresAnswer } from '../contract/offers.ts';

/**
 * The figures of the worked example of services/offers/pricing.test.ts, as the services send them:
 * R$ 1.000,00 released on 31/01/2026, 3 months at 2,00% a.m., a financed fee of R$ 30,00, late
 * charges of 1% a.m. and a 2% multa. One fixture for the tests of the card and its rules.
 */
export const WORKED_OFFER_FIGURES: OfferFiguresAnswer = {
  amount: 1000,
  term: 3,
  instalment: 360.27,
  rate_monthly: 2,
  rate_yearly: 26.82,
  iof: 8.98,
  fee: 30,
  financed: 1038.98,
  cet_monthly: 4.14,
  cet_yearly: 62.73,
  total_payable: 1080.81,
  release_date: '2026-01-31',
  first_due_date: '2026-02-28',
  total_without_financing: 1000,
  cet_breakdown: [
    { component: 'valor_liberado', label: 'Valor liberado', amount: 1000, share: 92.52 },
    // 1.080,81 paid − 1.038,98 financed.
    { component: 'juros', label: 'Juros', amount: 41.83, share: 3.87 },
    { component: 'iof', label: 'IOF', amount: 8.98, share: 0.83 },
    { component: 'tarifa', label: 'Tarifa', amount: 30, share: 2.78 },
  ],
  // 2% of R$ 360,27 is R$ 7,21; 1% a.m. for 30 days is R$ 3,60.
  late_charges: { interest_monthly: 1, fine_percent: 2, one_month_late: 10.81, one_month_late_total: 371.08 },
};
