import type { OfferFiguresAnswer } from '../../src/features/offers/contract/offers.ts';
import { CET_COMPONENT_LABELS } from '../../src/features/offers/contract/offers-messages.ts';
import {
  annualRateFromMonthly,
  cetOfDatedPayments,
  daysBetween,
  dueDatesOf,
  personalCreditIofCents,
  type Schedule,
  schedule,
  toCentavos,
  toReais,
} from '../../src/features/simulators/rules/amortization.ts';
import type { LateChargeTerms } from './policies.ts';

/** What an offer is priced from: the amount asked, the term, the partner's monthly rate, fee and late charges. */
export interface PricingInput {
  amount: number;
  term: number;
  monthlyRatePercent: number;
  /** The fee in reais, financed with the loan. */
  fee: number;
  /** yyyy-mm-dd: the day the amount is released (the day of the offer). */
  releaseDate: string;
  lateCharges: LateChargeTerms;
}

/** Percent with two decimals from a fraction (0.01977 -> 1.98). */
const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/** 'One month late' is 30 days; juros de mora a.m. run pro rata die over a month of 30 days. */
const ONE_MONTH_LATE_DAYS = 30;
const DAYS_PER_MONTH = 30;

const priceSchedule = (principalCents: number, monthlyRate: number, months: number) =>
  schedule({ system: 'PRICE', principalCents, monthlyRate, months });

/**
 * What is financed when the fee and the IOF are financed: the amount and the fee plus the IOF due
 * on the whole loan, the IOF's own share included (grossed up, as banks finance it). Each round
 * adds the IOF of the schedule of the previous round's financed amount; the rounds only grow and
 * each grows less, so they stop once a round changes no centavo.
 */
function financeWithIof(baseCents: number, monthlyRate: number, days: readonly number[]) {
  let financedCents = baseCents;
  let priced: Schedule = priceSchedule(financedCents, monthlyRate, days.length);
  for (;;) {
    const iofCents = personalCreditIofCents(
      financedCents,
      priced.rows.map((row, k) => ({ amortizationCents: row.amortization, days: days[k] ?? 0 })),
    );
    if (baseCents + iofCents <= financedCents) return { financedCents, priced };
    financedCents = baseCents + iofCents;
    priced = priceSchedule(financedCents, monthlyRate, days.length);
  }
}

/**
 * Shares of a whole in percent with two decimals that add to exactly 100: each share's hundredths
 * rounded down, the hundredths left over given to the largest remainders.
 */
export function sharesOf(parts: readonly number[]): number[] {
  const total = parts.reduce((sum, part) => sum + part, 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map((part) => (part * 10_000) / total);
  const shares = exact.map(Math.floor);
  let left = 10_000 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, i) => [value - Math.floor(value), i] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((share) => share / 100);
}

/** The charges on one instalment paid `ONE_MONTH_LATE_DAYS` late: the multa plus the juros de mora pro rata die. */
export function lateChargesOn(
  instalmentCents: number,
  terms: LateChargeTerms,
): OfferFiguresAnswer['late_charges'] {
  const fine = Math.round((instalmentCents * terms.finePercent) / 100);
  const interest = Math.round(
    ((instalmentCents * terms.interestMonthlyPercent) / 100) * (ONE_MONTH_LATE_DAYS / DAYS_PER_MONTH),
  );
  return {
    interest_monthly: terms.interestMonthlyPercent,
    fine_percent: terms.finePercent,
    one_month_late: toReais(fine + interest),
    one_month_late_total: toReais(instalmentCents + fine + interest),
  };
}

/**
 * The figures of a personal-credit offer as a bank computes them (docs/offers.md#figures), in
 * centavos: released on `releaseDate`, the k-th instalment due k months later; the fee and the
 * IOF financed (the customer receives the amount asked), the IOF counting the calendar days from
 * the release to each due date on the PRICE schedule of what is financed; the CET by the Banco
 * Central's formula over those days, the monthly CET derived from the annual one.
 */
export function offerFigures(input: PricingInput): OfferFiguresAnswer {
  const { term, releaseDate } = input;
  const rate = input.monthlyRatePercent / 100;
  const amountCents = toCentavos(input.amount);
  const feeCents = toCentavos(input.fee);
  const dueDates = dueDatesOf(releaseDate, term);
  const days = dueDates.map((due) => daysBetween(releaseDate, due));
  const { financedCents, priced } = financeWithIof(amountCents + feeCents, rate, days);
  const iofCents = financedCents - amountCents - feeCents;
  const { rows, totals } = priced;
  const cet = cetOfDatedPayments(
    amountCents,
    rows.map((row, k) => ({ cents: row.payment, days: days[k] ?? 0 })),
  );
  const elements = [
    ['valor_liberado', amountCents],
    ['juros', totals.interest],
    ['iof', iofCents],
    ['tarifa', feeCents],
  ] as const;
  const shares = sharesOf(elements.map(([, cents]) => cents));
  return {
    amount: toReais(amountCents),
    term,
    instalment: toReais(rows[0]?.payment ?? 0),
    rate_monthly: input.monthlyRatePercent,
    rate_yearly: percent(annualRateFromMonthly(rate)),
    iof: toReais(iofCents),
    fee: toReais(feeCents),
    financed: toReais(financedCents),
    cet_monthly: percent(cet.monthly),
    cet_yearly: percent(cet.annual),
    total_payable: toReais(totals.paid),
    release_date: releaseDate,
    first_due_date: dueDates[0] ?? releaseDate,
    total_without_financing: toReais(amountCents),
    cet_breakdown: elements.map(([component, cents], i) => ({
      component,
      label: CET_COMPONENT_LABELS[component],
      amount: toReais(cents),
      share: shares[i] ?? 0,
    })),
    late_charges: lateChargesOn(rows[0]?.payment ?? 0, input.lateCharges),
  };
}
