/** Amortisation systems used by the real-estate partner banks. */
export type AmortizationSystem = 'PRICE' | 'SAC';

/** Effective monthly rate equivalent to an effective annual rate (both as fractions). */
export function monthlyRateFromAnnual(annualRate: number): number {
  return (1 + annualRate) ** (1 / 12) - 1;
}

export interface InstallmentPlan {
  first: number;
  last: number;
  /** Sum of every instalment over the term (principal plus interest). */
  totalPaid: number;
}

/**
 * First and last instalment of a loan of `principal` over `months` at `monthlyRate`.
 * PRICE: constant instalment P·i / (1 − (1+i)^−n).
 * SAC: constant amortisation P/n plus interest on the remaining balance.
 */
export function installmentPlan(
  system: AmortizationSystem,
  principal: number,
  monthlyRate: number,
  months: number,
): InstallmentPlan {
  if (months <= 0 || principal <= 0) return { first: 0, last: 0, totalPaid: 0 };
  if (system === 'PRICE') {
    const pmt =
      monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
    return { first: pmt, last: pmt, totalPaid: pmt * months };
  }
  const amortization = principal / months;
  const first = amortization + principal * monthlyRate;
  const last = amortization * (1 + monthlyRate);
  // Interest falls linearly, so the total is the average of first and last times n.
  return { first, last, totalPaid: ((first + last) / 2) * months };
}

/** Money rounded to cents, the way answers carry it. */
export function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}
