/**
 * The bounds of a real-estate financing simulation's figures (docs/validation-and-errors.md#validation-rules),
 * checked by src/features/simulators/contract/real-estate-figures.ts. Plain data, so the simulator form shows them without
 * the schema library. The money amounts also stop at the money input's 11 digits (moneySchema's maximum).
 */
export const REAL_ESTATE_BOUNDS = {
  real_estate_value: { min: 50_000 },
  financing_value: { min: 10_000 },
  monthly_income: { min: 1_000 },
  term: { min: 12, max: 420 },
} as const;
