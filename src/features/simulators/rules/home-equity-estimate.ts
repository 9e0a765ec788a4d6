import { maxLoanFor } from '../../../core/products/home-equity.ts';
import { HOME_EQUITY_CONDITIONS } from '../../../core/products/home-equity-conditions.ts';
import { annualCet, type ScheduleInput, schedule, toCentavos, toReais } from './amortization.ts';

/**
 * The live estimate of the home-equity page: the instalments of the credit wanted by PRICE and by
 * SAC at the partners' starting rate (docs/README.md#the-product, docs/validation-and-errors.md#constants-and-limits: from 1.09% a month), their CET, and the most the
 * property allows. The schedules and the CET come from the one amortization module.
 */
export interface HomeEquityEstimate {
  /** Effective monthly rate as a fraction. */
  monthlyRate: number;
  months: number;
  price: { instalment: number; totalPaid: number; cet: number };
  sac: { first: number; last: number; totalPaid: number; cet: number };
}

/** The estimate for a credit and term, or null until both are known. Amounts in reais. */
export function homeEquityEstimate(loanValue: number | null, months: number): HomeEquityEstimate | null {
  if (loanValue === null || loanValue <= 0 || !Number.isInteger(months) || months < 1) return null;
  const principalCents = toCentavos(loanValue);
  if (principalCents < 1) return null;
  const base = { principalCents, monthlyRate: HOME_EQUITY_CONDITIONS.monthlyRate, months };
  const price: ScheduleInput = { ...base, system: 'PRICE' };
  const sac: ScheduleInput = { ...base, system: 'SAC' };
  const priceSchedule = schedule(price);
  const sacSchedule = schedule(sac);
  const firstOf = (rows: typeof sacSchedule.rows) => toReais(rows[0]?.payment ?? 0);
  const lastOf = (rows: typeof sacSchedule.rows) => toReais(rows[rows.length - 1]?.payment ?? 0);
  return {
    monthlyRate: HOME_EQUITY_CONDITIONS.monthlyRate,
    months,
    price: {
      instalment: firstOf(priceSchedule.rows),
      totalPaid: toReais(priceSchedule.totals.paid),
      cet: annualCet(price),
    },
    sac: {
      first: firstOf(sacSchedule.rows),
      last: lastOf(sacSchedule.rows),
      totalPaid: toReais(sacSchedule.totals.paid),
      cet: annualCet(sac),
    },
  };
}

/**
 * The instalment the open simulation answers, in centavos: the first of the PRICE schedule at the
 * partners' starting rate (0 when the credit is too small to make one).
 */
export function firstPriceInstalmentCents(loanValue: number, months: number): number {
  const { rows } = schedule({
    system: 'PRICE',
    principalCents: toCentavos(loanValue),
    monthlyRate: HOME_EQUITY_CONDITIONS.monthlyRate,
    months,
  });
  return rows[0]?.instalment ?? 0;
}

/** The most the property allows (its share), or null until its value is known. */
export function maxCreditFor(propertyValue: number | null): number | null {
  return propertyValue !== null && propertyValue > 0 ? maxLoanFor(propertyValue) : null;
}

/** '13,89% a.a.' */
export function annualPercentLabel(percent: number): string {
  return `${percent.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}% a.a.`;
}
