import { formatBRLText } from '../../src/core/format/money.ts';
import {
  type AmortizationSystem,
  annualCet,
  monthlyRateFromAnnual,
  type ScheduleInput,
  schedule,
  toCentavos,
  toReais,
} from '../../src/features/simulators/rules/amortization.ts';
import { formatPercent } from './money.ts';
import type { RealEstateBankConfig } from './real-estate-banks.ts';

export interface RealEstateSimulationInput {
  financingValue: number;
  term: number;
  realEstateValue: number;
  realEstateType: string;
  monthlyIncome: number;
}

/** Per-partner result, in the field names of the contract (docs/entities.md). */
export interface RealEstatePartnerResult {
  partner: string;
  partner_name: string;
  partner_logo: string;
  success: boolean;
  amortization_system: AmortizationSystem;
  /** Custo Efetivo Total, annual, in percent with two decimals (fees and insurance included). */
  cet: number;
  /** Everything paid over the term: instalments, monthly fees and insurance, upfront fees. */
  total_paid: number;
  /** Administration fee and insurance paid with every instalment. */
  monthly_fees: number;
  /** Fees paid once when the loan is granted. */
  upfront_fees: number;
  /** Annual interest rate in percent (10.49 for 10,49% a.a.). */
  anual_fee: number;
  first_installment: number;
  last_installment: number;
  term: number;
  total_financing_value: number;
  minimal_monthly_income: number;
  full_simulation_url: string;
  partner_constraint_message: string | null;
  partner_message: string;
  real_estate_type: string;
}

/** The pt-BR message of each rule a request can break. */
export const constraintMessages = {
  term: (bank: RealEstateBankConfig) => `O prazo máximo do ${bank.name} é de ${bank.maxTermMonths} meses.`,
  share: (bank: RealEstateBankConfig, realEstateValue: number) =>
    `O ${bank.name} financia no máximo ${formatPercent(bank.maxFinancedShare)}% do valor do imóvel (até ${formatBRLText(
      realEstateValue * bank.maxFinancedShare,
    )}).`,
  income: (bank: RealEstateBankConfig, minimalIncome: number) =>
    `A parcela não pode passar de ${formatPercent(bank.maxIncomeCommitment)}% da renda mensal: a renda mínima para esta simulação é de ${formatBRLText(minimalIncome)}.`,
};

export const partnerMessages = {
  approved: (bank: RealEstateBankConfig) =>
    `Simulação pré-aprovada pelo ${bank.name}, sujeita à análise de crédito.`,
  refused: (bank: RealEstateBankConfig) => `A simulação não atende às regras do ${bank.name}.`,
  unavailable: 'O parceiro não respondeu. Tente novamente mais tarde.',
};

/** Address of the full instalment table the partner shows for a simulation. */
export function fullSimulationUrl(baseUrl: string, bankId: string, input: RealEstateSimulationInput): string {
  const query = new URLSearchParams({
    financing_value: String(input.financingValue),
    term: String(input.term),
  });
  return `${baseUrl}/sandbox/real-estate/${bankId}/simulation?${query}`;
}

/**
 * The partner's logo as a path on the host that serves the page: the storefront shows it under
 * `img-src 'self'`, and a store may be opened on any of its brand's hosts.
 */
export function partnerLogoUrl(partnerId: string): string {
  return `/sandbox/logos/${partnerId}.svg`;
}

/** The loan a bank would grant for a request, in the terms of the schedule module. */
export function bankLoan(bank: RealEstateBankConfig, input: RealEstateSimulationInput): ScheduleInput {
  return {
    system: bank.system,
    principalCents: toCentavos(input.financingValue),
    monthlyRate: monthlyRateFromAnnual(bank.annualRate),
    months: input.term,
    monthlyFeesCents:
      toCentavos(bank.monthlyAdminFee) +
      toCentavos(input.realEstateValue * bank.monthlyPropertyInsuranceRate),
    upfrontFeesCents: toCentavos(bank.upfrontFees),
  };
}

/** What a partner bank answers for a request, computed from its configuration. */
export function simulateWithBank(
  bank: RealEstateBankConfig,
  input: RealEstateSimulationInput,
  baseUrl: string,
): RealEstatePartnerResult {
  const loan = bankLoan(bank, input);
  const { rows, totals } = schedule(loan);
  const first = rows[0]?.instalment ?? 0;
  const last = rows.at(-1)?.instalment ?? 0;
  // The largest instalment is the first in both systems (equal to the others under PRICE).
  const minimalIncome = toReais(Math.ceil(first / bank.maxIncomeCommitment));
  const broken: string[] = [];
  if (input.term > bank.maxTermMonths) broken.push(constraintMessages.term(bank));
  if (input.financingValue > input.realEstateValue * bank.maxFinancedShare + 1e-6) {
    broken.push(constraintMessages.share(bank, input.realEstateValue));
  }
  if (input.monthlyIncome < minimalIncome) broken.push(constraintMessages.income(bank, minimalIncome));
  const success = broken.length === 0;
  return {
    partner: bank.id,
    partner_name: bank.name,
    partner_logo: partnerLogoUrl(bank.id),
    success,
    amortization_system: bank.system,
    cet: annualCet(loan),
    total_paid: toReais(totals.paid),
    monthly_fees: toReais(loan.monthlyFeesCents ?? 0),
    upfront_fees: toReais(loan.upfrontFeesCents ?? 0),
    anual_fee: Math.round(bank.annualRate * 10_000) / 100,
    first_installment: toReais(first),
    last_installment: toReais(last),
    term: input.term,
    total_financing_value: toReais(loan.principalCents),
    minimal_monthly_income: minimalIncome,
    full_simulation_url: fullSimulationUrl(baseUrl, bank.id, input),
    partner_constraint_message: success ? null : broken.join(' '),
    partner_message: success ? partnerMessages.approved(bank) : partnerMessages.refused(bank),
    real_estate_type: input.realEstateType,
  };
}
