/**
 * Loan schedules in integer centavos, so every figure shown adds up to the cent: each row's
 * instalment is exactly amortization + interest, the last row absorbs the rounding residue so the
 * amortizations sum to the principal, and every total is the sum of the rows. Used by the partner
 * services and by the storefront simulators alike.
 */

/** PRICE: constant instalment (French system). SAC: constant amortization. */
export type AmortizationSystem = 'PRICE' | 'SAC';

export interface ScheduleInput {
  system: AmortizationSystem;
  /** Amount financed, in centavos (a positive integer). */
  principalCents: number;
  /** Effective monthly interest rate as a fraction (0.0109 = 1,09% a.m.). */
  monthlyRate: number;
  /** Number of monthly instalments (a positive integer). */
  months: number;
  /** Fees and insurance charged with every instalment (administration fee, property insurance), in centavos. */
  monthlyFeesCents?: number;
  /** Fees charged once when the loan is granted (appraisal, registration), in centavos. */
  upfrontFeesCents?: number;
}

export interface ScheduleRow {
  /** 1 for the first instalment. */
  number: number;
  /** amortization + interest, exactly. */
  instalment: number;
  interest: number;
  amortization: number;
  /** Balance left after this instalment. */
  balance: number;
  /** Monthly fees and insurance paid with this instalment. */
  fees: number;
  /** What the borrower pays this month: instalment + fees. */
  payment: number;
}

export interface ScheduleTotals {
  /** Sum of the amortizations: always the principal. */
  amortization: number;
  interest: number;
  instalments: number;
  /** Monthly fees over the term plus the upfront fees. */
  fees: number;
  /** Everything the borrower pays over the term: instalments, monthly fees and upfront fees. */
  paid: number;
}

export interface Schedule {
  rows: ScheduleRow[];
  totals: ScheduleTotals;
}

/** Effective monthly rate equivalent to an effective annual rate (both as fractions). */
export function monthlyRateFromAnnual(annualRate: number): number {
  return (1 + annualRate) ** (1 / 12) - 1;
}

/** Reais to centavos (R$ 1.234,56 -> 123456). */
export function toCentavos(reais: number): number {
  return Math.round(reais * 100);
}

/** Centavos to reais (123456 -> 1234.56). */
export function toReais(cents: number): number {
  return cents / 100;
}

/** Constant PRICE instalment P·i / (1 − (1+i)^−n), unrounded. */
function exactPriceInstalment(principalCents: number, monthlyRate: number, months: number): number {
  // 1 − (1+i)^−n through expm1/log1p keeps its precision for tiny rates.
  const discount = -Math.expm1(-months * Math.log1p(monthlyRate));
  const instalment = (principalCents * monthlyRate) / discount;
  return Number.isFinite(instalment) && discount > 0 ? instalment : principalCents / months;
}

/** Constant PRICE instalment rounded to the cent. */
export function priceInstalmentCents(principalCents: number, monthlyRate: number, months: number): number {
  return Math.round(exactPriceInstalment(principalCents, monthlyRate, months));
}

function assertValid({
  principalCents,
  monthlyRate,
  months,
  monthlyFeesCents = 0,
  upfrontFeesCents = 0,
}: ScheduleInput) {
  const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!isCents(principalCents) || principalCents === 0)
    throw new RangeError('principalCents must be a positive integer');
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a positive integer');
  if (!Number.isFinite(monthlyRate) || monthlyRate < 0)
    throw new RangeError('monthlyRate must be a rate ≥ 0');
  if (!isCents(monthlyFeesCents) || !isCents(upfrontFeesCents))
    throw new RangeError('fees must be integer centavos');
}

/** The month-by-month schedule of a loan and its totals. */
export function schedule(input: ScheduleInput): Schedule {
  assertValid(input);
  const { principalCents, monthlyRate, months } = input;
  let rows: ScheduleRow[] | null;
  if (input.system === 'PRICE') {
    // Rounding the instalment up can pay a long, small loan off early; rounding down does not,
    // and the last instalment then absorbs the difference. Should interest rounded month after
    // month still tip it over, no regular instalment amortizes more than is owed.
    const exact = exactPriceInstalment(principalCents, monthlyRate, months);
    const regular = (instalment: number) => (interest: number) => instalment - interest;
    rows =
      rowsOf(input, regular(Math.round(exact))) ??
      rowsOf(input, regular(Math.floor(exact))) ??
      rowsOf(input, regular(Math.floor(exact)), true);
  } else {
    // Rounded down, (n − 1) equal amortizations never exceed the principal.
    const rounded = Math.round(principalCents / months);
    rows = rowsOf(input, () => rounded) ?? rowsOf(input, () => Math.floor(principalCents / months), true);
  }
  return { rows, totals: totalsOf(rows, input.upfrontFeesCents ?? 0) };
}

/**
 * Rows paying `amortizationFor(interest)` each month and the rest in the last one, or null when
 * the regular amortizations would pay off the loan before the last month (unless clamped).
 */
function rowsOf(
  input: ScheduleInput,
  amortizationFor: (interest: number) => number,
  clamp: true,
): ScheduleRow[];
function rowsOf(input: ScheduleInput, amortizationFor: (interest: number) => number): ScheduleRow[] | null;
function rowsOf(
  input: ScheduleInput,
  amortizationFor: (interest: number) => number,
  clamp = false,
): ScheduleRow[] | null {
  const fees = input.monthlyFeesCents ?? 0;
  const rows: ScheduleRow[] = [];
  let balance = input.principalCents;
  for (let number = 1; number <= input.months; number += 1) {
    const interest = Math.round(balance * input.monthlyRate);
    const regular = number === input.months ? balance : amortizationFor(interest);
    if (!clamp && (regular < 0 || regular > balance)) return null;
    const amortization = Math.max(0, Math.min(regular, balance));
    balance -= amortization;
    const instalment = amortization + interest;
    rows.push({ number, instalment, interest, amortization, balance, fees, payment: instalment + fees });
  }
  return rows;
}

function totalsOf(rows: readonly ScheduleRow[], upfrontFeesCents: number): ScheduleTotals {
  const totals = {
    amortization: 0,
    interest: 0,
    instalments: 0,
    fees: upfrontFeesCents,
    paid: upfrontFeesCents,
  };
  for (const row of rows) {
    totals.amortization += row.amortization;
    totals.interest += row.interest;
    totals.instalments += row.instalment;
    totals.fees += row.fees;
    totals.paid += row.payment;
  }
  return totals;
}

/** Net present value at monthly rate `r` of receiving `received` now and paying `payments` monthly. */
function presentValue(received: number, payments: readonly number[], r: number): number {
  let value = -received;
  let discount = 1;
  for (const payment of payments) {
    discount /= 1 + r;
    value += payment * discount;
  }
  return value;
}

/**
 * The rate at which a loan's cash flows are worth nothing, given their present value at a rate.
 * Bisection, since that value falls steadily as the rate rises for a loan's cash flows.
 */
function rateOfZeroValue(valueAt: (rate: number) => number): number {
  let low = -0.99;
  let high = 1;
  while (valueAt(high) > 0 && high < 1e6) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const mid = (low + high) / 2;
    if (valueAt(mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Monthly internal rate of return: the rate at which the payments are worth what was received. */
export function monthlyIrr(received: number, payments: readonly number[]): number {
  return rateOfZeroValue((rate) => presentValue(received, payments, rate));
}

/**
 * Custo Efetivo Total (Res. CMN 4.881/2020, art. 7): the annual effective rate, in percent with two
 * decimals, that equates what the borrower receives (principal less upfront fees) with every
 * payment (instalments plus fees and insurance), monthly flows compounded to a year.
 */
export function annualCet(input: ScheduleInput): number {
  const { rows } = schedule(input);
  const received = input.principalCents - (input.upfrontFeesCents ?? 0);
  const monthly = monthlyIrr(
    received,
    rows.map((row) => row.payment),
  );
  return Math.round(((1 + monthly) ** 12 - 1) * 10000) / 100;
}

/** An effective monthly rate as the effective annual rate it compounds to (both as fractions). */
export function annualRateFromMonthly(monthlyRate: number): number {
  return (1 + monthlyRate) ** 12 - 1;
}

/** Milliseconds in a calendar day. */
const DAY_MS = 86_400_000;

/** A yyyy-mm-dd calendar date as its UTC midnight, so no time zone or summer time moves a day. */
function utcDay(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`not a yyyy-mm-dd date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Calendar days from one yyyy-mm-dd date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The date `days` calendar days after a yyyy-mm-dd date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(utcDay(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The date `months` months after a yyyy-mm-dd date, on its day of the month or on that month's
 * last day when the month is shorter: 31/01 gives 28/02 (or 29/02), then 31/03.
 */
export function addMonthsOnDay(isoDate: string, months: number): string {
  const start = new Date(utcDay(isoDate));
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

/** The due dates of `months` monthly instalments of a loan released on `releaseDate`. */
export function dueDatesOf(releaseDate: string, months: number): string[] {
  return Array.from({ length: months }, (_, k) => addMonthsOnDay(releaseDate, k + 1));
}

/**
 * IOF on credit to individuals (Decreto 6.306/2007, as in force): 0,0082% a day (art. 7, I, b)
 * on each instalment's amortization for the calendar days from the release to its due date, at
 * most 365 days (the daily rate's ceiling for a year), plus the additional 0,38% of the principal
 * (art. 7 §15).
 */
export const PERSONAL_CREDIT_IOF = { flat: 0.0038, daily: 0.000082, maxDays: 365 } as const;

/** One instalment's amortization and the calendar days from the release to its due date. */
export interface DatedAmortization {
  amortizationCents: number;
  days: number;
}

/** The personal-credit IOF of a principal amortized as given, in centavos (the terms summed, then rounded). */
export function personalCreditIofCents(
  principalCents: number,
  amortizations: readonly DatedAmortization[],
): number {
  const { flat, daily, maxDays } = PERSONAL_CREDIT_IOF;
  const dailyPart = amortizations.reduce(
    (sum, { amortizationCents, days }) => sum + amortizationCents * daily * Math.min(days, maxDays),
    0,
  );
  return Math.round(principalCents * flat + dailyPart);
}

/** A CET as a monthly and an annual effective rate, both as fractions. */
export interface CetRates {
  monthly: number;
  annual: number;
}

/** One payment of a loan and the calendar days from the release to it. */
export interface DatedPayment {
  cents: number;
  days: number;
}

/** Net present value at annual rate `a` of receiving `received` now and paying each payment on its day. */
function datedPresentValue(received: number, payments: readonly DatedPayment[], a: number): number {
  return payments.reduce((value, { cents, days }) => value + cents / (1 + a) ** (days / 365), -received);
}

/**
 * Custo Efetivo Total (Res. CMN 4.881/2020, which keeps the formula of the revoked Res. CMN
 * 3.517/2007): the annual rate at which every payment, discounted over its calendar days from the
 * release divided by 365, is worth what the borrower received; the monthly CET is the monthly rate
 * equivalent to it.
 */
export function cetOfDatedPayments(receivedCents: number, payments: readonly DatedPayment[]): CetRates {
  const annual = rateOfZeroValue((rate) => datedPresentValue(receivedCents, payments, rate));
  return { annual, monthly: monthlyRateFromAnnual(annual) };
}
