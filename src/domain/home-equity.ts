import { HOME_EQUITY_CONDITIONS, HOME_EQUITY_TERMS } from '../api/credit-paths.ts';
import { FEDERATIVE_UNITS } from '../api/validation/contact.ts';
import { MSG } from '../api/validation/messages.ts';
import { formatBRL } from './money.ts';
import {
  BUSINESS_LOAN_PURPOSES,
  CONDO_CREDIT_PURPOSES,
  HOME_EQUITY_PROPERTY_TYPES,
  LOAN_PURPOSES,
  type Option,
  PERSONAL_PROPERTY_OWNERS,
  PROPERTY_OWNERS,
} from './options.ts';
import { PRODUCT_IDS } from './product-ids.ts';

/**
 * The home-equity request (spec §2.1 `he/{brand}`, §3, §5): which variant a product is, the
 * options each variant offers, the form's rules and the fields its order carries.
 */

/** Individual (55 and other personal products), company (91 and other business ones), condo (233). */
export type HomeEquityVariant = 'individual' | 'company' | 'condo';

export function homeEquityVariantOf(product: { id: number; is_pj: boolean }): HomeEquityVariant {
  if (product.id === PRODUCT_IDS.condoHomeEquity) return 'condo';
  return product.is_pj ? 'company' : 'individual';
}

export interface HomeEquityOptions {
  propertyTypes: readonly Option[];
  owners: readonly Option[];
  purposes: readonly Option[];
  terms: readonly Option[];
}

const TERM_OPTIONS: readonly Option[] = HOME_EQUITY_TERMS.map((months) => ({
  value: String(months),
  label: `${months} meses`,
}));

export function homeEquityOptions(variant: HomeEquityVariant): HomeEquityOptions {
  return {
    propertyTypes: HOME_EQUITY_PROPERTY_TYPES,
    owners: variant === 'individual' ? PERSONAL_PROPERTY_OWNERS : PROPERTY_OWNERS,
    purposes:
      variant === 'condo'
        ? CONDO_CREDIT_PURPOSES
        : variant === 'company'
          ? BUSINESS_LOAN_PURPOSES
          : LOAN_PURPOSES,
    terms: TERM_OPTIONS,
  };
}

export interface HomeEquityForm {
  property_type: string;
  property_owner: string;
  /** Property value in reais. */
  property_value: number | null;
  state: string;
  city: string;
  /** Credit wanted in reais. */
  loan_value: number | null;
  /** Months: '240', '120' or '90'. */
  term: string;
  purpose: string;
  /** Monthly income in reais (the company's monthly revenue for company and condo). */
  monthly_income: number | null;
}

export type HomeEquityErrors = Partial<Record<keyof HomeEquityForm, string>>;

export function emptyHomeEquityForm(): HomeEquityForm {
  return {
    property_type: '',
    property_owner: '',
    property_value: null,
    state: '',
    city: '',
    loan_value: null,
    term: '240',
    purpose: '',
    monthly_income: null,
  };
}

/** The highest credit for a property value: the partners' share of it, to the cent. */
export function maxLoanFor(propertyValue: number): number {
  return Math.floor(propertyValue * HOME_EQUITY_CONDITIONS.maxLoanShare * 100) / 100;
}

/** The share as people read it ('60%'). */
export function maxLoanSharePercent(): string {
  return `${Math.round(HOME_EQUITY_CONDITIONS.maxLoanShare * 100)}%`;
}

/** The services' words for a credit above the share of the property (services/partners/home-equity.ts). */
export function loanAboveShareMessage(propertyValue: number): string {
  return `O empréstimo pode ser de até ${maxLoanSharePercent()} do valor do imóvel (${formatBRL(maxLoanFor(propertyValue))}).`;
}

function money(value: number | null): string | null {
  if (value === null) return MSG.required;
  return value > 0 ? null : MSG.positive;
}

/** The rules of spec §5: every field required, amounts above 0, a real state, the credit within the share. */
export function validateHomeEquity(form: HomeEquityForm, variant: HomeEquityVariant): HomeEquityErrors {
  const options = homeEquityOptions(variant);
  const errors: HomeEquityErrors = {};
  const pick = (key: keyof HomeEquityForm, list: readonly Option[]) => {
    const value = String(form[key] ?? '');
    if (!value) errors[key] = MSG.required;
    else if (!list.some((option) => String(option.value) === value)) errors[key] = MSG.required;
  };
  pick('property_type', options.propertyTypes);
  pick('property_owner', options.owners);
  pick('term', options.terms);
  pick('purpose', options.purposes);
  if (!form.state) errors.state = MSG.required;
  else if (!(FEDERATIVE_UNITS as readonly string[]).includes(form.state)) errors.state = MSG.state;
  if (!form.city.trim()) errors.city = MSG.required;
  for (const key of ['property_value', 'loan_value', 'monthly_income'] as const) {
    const message = money(form[key]);
    if (message) errors[key] = message;
  }
  if (
    !errors.loan_value &&
    !errors.property_value &&
    form.loan_value !== null &&
    form.property_value !== null
  ) {
    if (form.loan_value > maxLoanFor(form.property_value))
      errors.loan_value = loanAboveShareMessage(form.property_value);
  }
  return errors;
}

/** The fields the home-equity order carries on top of the order form's (spec §3 order form data). */
export function homeEquityOrderFields(form: HomeEquityForm): Record<string, unknown> {
  return {
    property_type: form.property_type,
    property_owner: form.property_owner,
    home_equity: form.property_value,
    real_estate_address_state: form.state,
    city: form.city.trim(),
    loan_value: form.loan_value,
    deadline: form.term,
    purpose: form.purpose,
    monthly_income: form.monthly_income,
  };
}
