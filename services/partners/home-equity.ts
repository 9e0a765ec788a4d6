import { formatBRLText } from '../../src/core/format/money.ts';
import { HOME_EQUITY_CONDITIONS } from '../../src/core/products/home-equity-conditions.ts';
import { schedule, toCentavos, toReais } from '../../src/features/simulators/rules/amortization.ts';
import { formatPercent } from './money.ts';

/** Terms of the sandbox home-equity partner: the conditions the store promises. */
export const homeEquityTerms = HOME_EQUITY_CONDITIONS;

export interface HomeEquitySimulation {
  success: boolean;
  monthly_rate: number;
  term: number;
  installment: number;
  /** The last instalment, which absorbs the rounding residue (equal to the others but for cents). */
  last_installment: number;
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
  const maxLoan = toReais(toCentavos(propertyValue * homeEquityTerms.maxLoanShare));
  const { rows, totals } = schedule({
    system: 'PRICE',
    principalCents: toCentavos(loanValue),
    monthlyRate: homeEquityTerms.monthlyRate,
    months: term,
  });
  const withinShare = loanValue <= maxLoan;
  const withinTerm = term <= homeEquityTerms.maxTermMonths;
  const success = withinShare && withinTerm;
  let message = 'Simulação realizada com sucesso.';
  if (!withinShare) {
    message = `O empréstimo pode ser de até ${formatPercent(homeEquityTerms.maxLoanShare)}% do valor do imóvel (${formatBRLText(maxLoan)}).`;
  } else if (!withinTerm) {
    message = `O prazo máximo é de ${homeEquityTerms.maxTermMonths} meses.`;
  }
  return {
    success,
    monthly_rate: homeEquityTerms.monthlyRate * 100,
    term,
    installment: toReais(rows[0]?.instalment ?? 0),
    last_installment: toReais(rows.at(-1)?.instalment ?? 0),
    loan_value: toReais(toCentavos(loanValue)),
    property_value: toReais(toCentavos(propertyValue)),
    max_loan_value: maxLoan,
    total_paid: toReais(totals.paid),
    message,
  };
}
