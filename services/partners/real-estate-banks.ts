import { REAL_ESTATE_PARTNERS } from '../../src/core/contract/credit-messages.ts';
import type { AmortizationSystem } from '../../src/features/simulators/rules/amortization.ts';

/** Terms a real-estate partner bank lends on; the sandbox computes every answer from these. */
export interface RealEstateBankConfig {
  /** Lowercase institution identifier, the key of the partner in every answer. */
  id: string;
  name: string;
  /** Effective annual interest rate, as a fraction (0.1049 = 10,49% a.a.). */
  annualRate: number;
  maxTermMonths: number;
  /** Highest share of the property value the bank finances. */
  maxFinancedShare: number;
  /** Highest share of the monthly income the largest instalment may take. */
  maxIncomeCommitment: number;
  system: AmortizationSystem;
  /** Administration fee charged with every instalment, in reais. */
  monthlyAdminFee: number;
  /** Property damage insurance (DFI) charged every month, as a share of the property value. */
  monthlyPropertyInsuranceRate: number;
  /** Appraisal and contract fees charged once, in reais. */
  upfrontFees: number;
}

function partner(id: (typeof REAL_ESTATE_PARTNERS)[number]['id']) {
  const named = REAL_ESTATE_PARTNERS.find((candidate) => candidate.id === id);
  if (!named) throw new Error(`unknown partner ${id}`);
  return { id: named.id, name: named.name };
}

/** The four partner banks of the real-estate financing simulator, named by the contract. */
export const realEstateBanks: readonly RealEstateBankConfig[] = [
  {
    ...partner('horizonte'),
    annualRate: 0.1049,
    maxTermMonths: 420,
    maxFinancedShare: 0.8,
    maxIncomeCommitment: 0.3,
    system: 'SAC',
    monthlyAdminFee: 25,
    monthlyPropertyInsuranceRate: 0.000_07,
    upfrontFees: 3_100,
  },
  {
    ...partner('litoral'),
    annualRate: 0.1129,
    maxTermMonths: 360,
    maxFinancedShare: 0.7,
    maxIncomeCommitment: 0.3,
    system: 'PRICE',
    monthlyAdminFee: 25,
    monthlyPropertyInsuranceRate: 0.000_08,
    upfrontFees: 2_800,
  },
  {
    ...partner('cerrado'),
    annualRate: 0.0999,
    maxTermMonths: 360,
    maxFinancedShare: 0.9,
    maxIncomeCommitment: 0.25,
    system: 'SAC',
    monthlyAdminFee: 0,
    monthlyPropertyInsuranceRate: 0.000_1,
    upfrontFees: 3_500,
  },
  {
    ...partner('pampa'),
    annualRate: 0.1199,
    maxTermMonths: 240,
    maxFinancedShare: 0.75,
    maxIncomeCommitment: 0.35,
    system: 'PRICE',
    monthlyAdminFee: 30,
    monthlyPropertyInsuranceRate: 0.000_06,
    upfrontFees: 2_500,
  },
];
