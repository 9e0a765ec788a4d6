import type { BusinessForm } from '../src/core/products/business-loan.ts';
import type { HomeEquityForm } from '../src/core/products/home-equity.ts';
import type { SolicitationForm } from '../src/core/products/solicitation-form.ts';

/** A home-equity form filled as a visitor would, valid by its rules in every variant (tests only). */
export const FILLED_HOME_EQUITY_FORM: HomeEquityForm = {
  property_type: 'house',
  property_owner: 'own',
  property_value: 500_000,
  state: 'RS',
  city: 'Porto Alegre',
  loan_value: 200_000,
  term: '120',
  purpose: 'debts_payment',
  monthly_income: 15_000,
};

/** A solicitation screen's form filled as a customer would, valid by its rules (tests only). */
export const FILLED_SOLICITATION_FORM: SolicitationForm = {
  full_name: 'Cliente da Solicitação',
  principal_contact: '(11) 98765-4321',
  cpf: '496.472.504-95',
  birthday: '10/05/1990',
  monthly_income: 8000,
  loan_value: 150000,
  lgpd: true,
};

/** The business-credit page's company form filled as a representative would (tests only). */
export const FILLED_BUSINESS_FORM: BusinessForm = {
  role: 'Sócio',
  income_band: 'Até 100M',
  property_type: 'commercial',
  purpose: 'working_capital',
  loan_value: 50_000,
  monthly_income: 8_000,
  cpf: '',
};
