import type { HomeEquityForm } from '../home-equity.ts';

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
