import { HOME_EQUITY_CONDITIONS } from '../../src/api/credit-paths.ts';
import { installmentPlan, toCents } from './amortization.ts';
import { formatBrl, formatPercent } from './money.ts';

/** Terms of the sandbox home-equity partner (spec §1, §9: from 1.09% a month, up to 240x). */
export const homeEquityTerms = HOME_EQUITY_CONDITIONS;

export interface HomeEquitySimulation {
  success: boolean;
  monthly_rate: number;
  term: number;
  installment: number;
  loan_value: number;
  property_value: number;
  max_loan_value: number;
  total_paid: number;
  message: string;
}

/** PRICE instalments of a loan with a property as collateral. */
export function simulateHomeEquity(
  propertyValue: number,
  loanValue: number,
  term: number,
): HomeEquitySimulation {
  const maxLoan = toCents(propertyValue * homeEquityTerms.maxLoanShare);
  const plan = installmentPlan('PRICE', loanValue, homeEquityTerms.monthlyRate, term);
  const withinShare = loanValue <= maxLoan;
  const withinTerm = term <= homeEquityTerms.maxTermMonths;
  const success = withinShare && withinTerm;
  let message = 'Simulação realizada com sucesso.';
  if (!withinShare) {
    message = `O empréstimo pode ser de até ${formatPercent(homeEquityTerms.maxLoanShare)}% do valor do imóvel (${formatBrl(maxLoan)}).`;
  } else if (!withinTerm) {
    message = `O prazo máximo é de ${homeEquityTerms.maxTermMonths} meses.`;
  }
  return {
    success,
    monthly_rate: homeEquityTerms.monthlyRate * 100,
    term,
    installment: toCents(plan.first),
    loan_value: toCents(loanValue),
    property_value: toCents(propertyValue),
    max_loan_value: maxLoan,
    total_paid: toCents(plan.totalPaid),
    message,
  };
}
