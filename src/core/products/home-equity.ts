import * as v from 'valibot';
import { formatBRL } from '../format/money.ts';
import {
  BUSINESS_LOAN_PURPOSES,
  CONDO_CREDIT_PURPOSES,
  HOME_EQUITY_PROPERTY_TYPES,
  LOAN_PURPOSES,
  type Option,
  PERSONAL_PROPERTY_OWNERS,
  PROPERTY_OWNERS,
} from '../format/options.ts';
import { stateSchema } from '../validation/contact.ts';
import { fieldErrors } from '../validation/errors.ts';
import { moneySchema } from '../validation/money.ts';
import { choiceOf, requiredString } from '../validation/text.ts';
import { HOME_EQUITY_CONDITIONS, HOME_EQUITY_TERMS } from './home-equity-conditions.ts';
import { PRODUCT_IDS, productRules } from './product-rules.ts';

/**
 * The home-equity request (docs/routes-and-guards.md#route-table `he/{brand}`, docs/entities.md, docs/validation-and-errors.md#validation-rules): which variant a product is, the
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
    term: String(HOME_EQUITY_CONDITIONS.maxTermMonths),
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

const valuesOf = (list: readonly Option[]) => list.map((option) => option.value);

/** docs/validation-and-errors.md#validation-rules: every choice from its variant's list, amounts above 0, a real state, a city (the form's names). */
function fieldRules(variant: HomeEquityVariant) {
  const options = homeEquityOptions(variant);
  return {
    property_type: choiceOf(valuesOf(options.propertyTypes)),
    property_owner: choiceOf(valuesOf(options.owners)),
    property_value: moneySchema(),
    state: stateSchema,
    city: requiredString,
    loan_value: moneySchema(),
    term: choiceOf(valuesOf(options.terms)),
    purpose: choiceOf(valuesOf(options.purposes)),
    monthly_income: moneySchema(),
  } satisfies Record<keyof HomeEquityForm, v.GenericSchema>;
}

/** The name each form field has in the order body (docs/entities.md order form data). */
const ORDER_NAMES = {
  property_type: 'property_type',
  property_owner: 'property_owner',
  property_value: 'home_equity',
  state: 'real_estate_address_state',
  city: 'city',
  loan_value: 'loan_value',
  term: 'deadline',
  purpose: 'purpose',
  monthly_income: 'monthly_income',
} as const satisfies Record<keyof HomeEquityForm, string>;
const FIELDS = Object.keys(ORDER_NAMES) as (keyof HomeEquityForm)[];

type FieldName = (field: keyof HomeEquityForm) => string;

/**
 * The form's rules with each field under the name `nameOf` gives it. The credit is judged against
 * the share of the property by a second part that reads only those two amounts, so its problem is
 * told together with the other fields' ones (a pipe after the whole object would wait for them).
 */
function homeEquitySchemaNamed(variant: HomeEquityVariant, nameOf: FieldName) {
  const rules = fieldRules(variant);
  const named = (fields: readonly (keyof HomeEquityForm)[]) =>
    v.object(Object.fromEntries(fields.map((field) => [nameOf(field), rules[field]])));
  const property = nameOf('property_value');
  const loan = nameOf('loan_value');
  const amount = (input: Record<string, unknown>, name: string) => input[name] as number;
  const withinShare = v.pipe(
    named(['property_value', 'loan_value']),
    v.forward(
      v.check(
        (input) => amount(input, loan) <= maxLoanFor(amount(input, property)),
        (issue) => loanAboveShareMessage(amount(issue.input, property)),
      ),
      [loan],
    ),
  );
  return v.intersect([named(FIELDS), withinShare]);
}

/** The home-equity form's rules under the form's names (the page). */
function homeEquitySchema(variant: HomeEquityVariant) {
  return homeEquitySchemaNamed(variant, (field) => field);
}

/** The same rules under the order body's names (the checkout service, for the page's orders). */
export function homeEquityOrderSchema(variant: HomeEquityVariant) {
  return homeEquitySchemaNamed(variant, (field) => ORDER_NAMES[field]);
}

/** The rules of docs/validation-and-errors.md#validation-rules: every field required, amounts above 0, a real state, the credit within the share. */
export function validateHomeEquity(form: HomeEquityForm, variant: HomeEquityVariant): HomeEquityErrors {
  return fieldErrors(homeEquitySchema(variant), form) as HomeEquityErrors;
}

/** Products requested on the home-equity page (docs/ordering.md#requesting-a-product): their orders carry its form. */
export function orderedFromHomeEquityPage(productId: number): boolean {
  return productRules(productId).flow === 'home-equity';
}

/** The fields the home-equity order carries on top of the order form's (docs/entities.md order form data). */
export function homeEquityOrderFields(form: HomeEquityForm): Record<string, unknown> {
  const sent = { ...form, city: form.city.trim() };
  return Object.fromEntries(FIELDS.map((field) => [ORDER_NAMES[field], sent[field]]));
}
