/**
 * What home equity offers (docs/README.md#the-product, docs/validation-and-errors.md#constants-and-limits):
 * up to 240 months, from 1.09% a month, on at most this share of the property. The landings'
 * texts, the form, the estimate and the sandbox partner all read these figures. No imports, so a
 * landing that quotes them ships nothing else.
 */
export const HOME_EQUITY_CONDITIONS = {
  monthlyRate: 0.0109,
  maxTermMonths: 240,
  /** Highest share of the collateral's value that can be borrowed. */
  maxLoanShare: 0.6,
} as const;

/** Home equity terms in months, the longest first (docs/entities.md). */
export const HOME_EQUITY_TERMS = [HOME_EQUITY_CONDITIONS.maxTermMonths, 120, 90] as const;

/** '1,09% a.m.' */
export function monthlyRateLabel(rate: number): string {
  return `${(rate * 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}% a.m.`;
}
