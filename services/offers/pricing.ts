import type { OfferFiguresAnswer } from '../../src/features/offers/contract/offers.ts';
import {
  annualRateFromMonthly,
  cetOfCashFlows,
  personalCreditIofCents,
  schedule,
  toCentavos,
  toReais,
} from '../../src/features/simulators/rules/amortization.ts';
import { offersToday } from './days.ts';

/** What an offer is priced from: the amount asked, the term, the partner's monthly rate and fee. */
export interface PricingInput {
  amount: number;
  term: number;
  monthlyRatePercent: number;
  /** The fee in reais, financed with the loan. */
  fee: number;
}

/** Percent with two decimals from a fraction (0.01977 -> 1.98). */
const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * The figures of a personal-credit offer (docs/offers.md#figures): IOF read on the amount's PRICE
 * schedule, IOF and fee financed (the customer receives the amount asked), the PRICE schedule of
 * what is financed, and the CET as the internal rate of receiving the amount and paying every
 * instalment. All from the one amortization module, in centavos.
 */
export function offerFigures({ amount, term, monthlyRatePercent, fee }: PricingInput): OfferFiguresAnswer {
  const rate = monthlyRatePercent / 100;
  const amountCents = toCentavos(amount);
  const feeCents = toCentavos(fee);
  const iofCents = personalCreditIofCents(amountCents, rate, term);
  const financedCents = amountCents + iofCents + feeCents;
  const { rows, totals } = schedule({
    system: 'PRICE',
    principalCents: financedCents,
    monthlyRate: rate,
    months: term,
  });
  const cet = cetOfCashFlows(
    amountCents,
    rows.map((row) => row.payment),
  );
  return {
    amount: toReais(amountCents),
    term,
    instalment: toReais(rows[0]?.payment ?? 0),
    rate_monthly: monthlyRatePercent,
    rate_yearly: percent(annualRateFromMonthly(rate)),
    iof: toReais(iofCents),
    fee: toReais(feeCents),
    financed: toReais(financedCents),
    cet_monthly: percent(cet.monthly),
    cet_yearly: percent(cet.annual),
    total_payable: toReais(totals.paid),
    release_date: offersToday(),
    first_due_date: offersToday(),
    total_without_financing: toReais(amountCents),
    cet_breakdown: [],
    late_charges: { interest_monthly: 0, fine_percent: 0, one_month_late: 0, one_month_late_total: 0 },
  };
}
