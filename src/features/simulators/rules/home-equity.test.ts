import { describe, expect, it } from 'vitest';
import { FILLED_HOME_EQUITY_FORM } from '../../../../tests/filled-forms.ts';
import {
  emptyHomeEquityForm,
  homeEquityOptions,
  homeEquityOrderFields,
  homeEquityOrderSchema,
  homeEquityVariantOf,
  maxLoanFor,
  orderedFromHomeEquityPage,
  validateHomeEquity,
} from '../../../core/products/home-equity.ts';
import { monthlyRateLabel } from '../../../core/products/home-equity-conditions.ts';
import { validate } from '../../../core/validation/errors.ts';
import { handsOverToPartner, successButtonLabel } from '../../ordering/rules/order-modal.ts';
import { schedule } from './amortization.ts';
import {
  annualPercentLabel,
  firstPriceInstalmentCents,
  homeEquityEstimate,
  maxCreditFor,
} from './home-equity-estimate.ts';

const filled = { ...FILLED_HOME_EQUITY_FORM, property_type: 'apartment' };

describe('home-equity variants and options (docs/entities.md, docs/ordering.md#requesting-a-product)', () => {
  it('55 is individual, 91 company, 233 condo', () => {
    expect(homeEquityVariantOf({ id: 55, is_pj: false })).toBe('individual');
    expect(homeEquityVariantOf({ id: 91, is_pj: true })).toBe('company');
    expect(homeEquityVariantOf({ id: 233, is_pj: true })).toBe('condo');
    expect(homeEquityVariantOf({ id: 301, is_pj: false })).toBe('individual');
  });

  it('offers the home-equity property subset, the owners of each variant and the three terms', () => {
    const individual = homeEquityOptions('individual');
    expect(individual.propertyTypes.map((o) => o.value)).toEqual([
      'house',
      'apartment',
      'commercial',
      'land_inside_condominium',
      'others',
    ]);
    expect(individual.owners.map((o) => o.value)).toEqual(['own', 'other']);
    expect(homeEquityOptions('company').owners.map((o) => o.value)).toContain('company');
    expect(homeEquityOptions('company').purposes.map((o) => o.value)).toContain('working_capital');
    expect(homeEquityOptions('condo').purposes).toHaveLength(6);
    expect(individual.terms.map((o) => o.value)).toEqual(['240', '120', '90']);
  });
});

describe('home-equity form rules (docs/validation-and-errors.md#validation-rules)', () => {
  it('asks for every field', () => {
    const errors = validateHomeEquity({ ...emptyHomeEquityForm(), term: '' }, 'individual');
    expect(Object.keys(errors).sort()).toEqual(
      [
        'city',
        'loan_value',
        'monthly_income',
        'property_owner',
        'property_type',
        'property_value',
        'purpose',
        'state',
        'term',
      ].sort(),
    );
    expect(errors.city).toBe('Campo obrigatório.');
  });

  it('takes a filled form, refuses zero amounts, unknown states and owners of another variant', () => {
    expect(validateHomeEquity(filled, 'individual')).toEqual({});
    expect(validateHomeEquity({ ...filled, monthly_income: 0 }, 'individual').monthly_income).toBe(
      'Valor precisa ser maior que 0.',
    );
    expect(validateHomeEquity({ ...filled, state: 'XX' }, 'individual').state).toBe(
      'Por favor, digite uma sigla existente.',
    );
    expect(
      validateHomeEquity({ ...filled, property_owner: 'company' }, 'individual').property_owner,
    ).toBeDefined();
    expect(validateHomeEquity({ ...filled, property_owner: 'company' }, 'company')).toEqual({});
  });

  it('keeps the credit within 60% of the property', () => {
    expect(maxLoanFor(500_000)).toBe(300_000);
    expect(validateHomeEquity({ ...filled, loan_value: 300_000 }, 'individual')).toEqual({});
    expect(validateHomeEquity({ ...filled, loan_value: 300_000.01 }, 'individual').loan_value).toBe(
      'O empréstimo pode ser de até 60% do valor do imóvel (R$\u00a0300.000,00).',
    );
  });

  it('sends the property, credit, term and purpose with the order', () => {
    expect(homeEquityOrderFields(filled)).toEqual({
      property_type: 'apartment',
      property_owner: 'own',
      home_equity: 500_000,
      real_estate_address_state: 'RS',
      city: 'Porto Alegre',
      loan_value: 200_000,
      deadline: '120',
      purpose: 'debts_payment',
      monthly_income: 15_000,
    });
  });
});

describe('home-equity rules shared with the checkout service (docs/validation-and-errors.md#validation-rules)', () => {
  it('refuses a choice outside its list with the option message', () => {
    expect(validateHomeEquity({ ...filled, term: '100' }, 'individual')).toEqual({
      term: 'Escolha uma das opções da lista.',
    });
    expect(validateHomeEquity({ ...filled, property_owner: 'company' }, 'individual').property_owner).toBe(
      'Escolha uma das opções da lista.',
    );
  });

  it('tells a credit above the share together with the other fields’ problems', () => {
    expect(validateHomeEquity({ ...filled, city: ' ', loan_value: 400_000 }, 'individual')).toEqual({
      city: 'Campo obrigatório.',
      loan_value: 'O empréstimo pode ser de até 60% do valor do imóvel (R$\u00a0300.000,00).',
    });
  });

  it('judges the order body by the same rules under its names', () => {
    const schema = homeEquityOrderSchema('individual');
    expect(validate(schema, homeEquityOrderFields(filled)).ok).toBe(true);
    expect(validate(schema, { ...homeEquityOrderFields(filled), deadline: 240 }).ok).toBe(true);
    const measured = validate(schema, {
      ...homeEquityOrderFields(filled),
      home_equity: 500_000,
      loan_value: 400_000,
      real_estate_address_state: 'XX',
      deadline: '100',
    });
    expect(measured.ok ? {} : measured.errors).toEqual({
      real_estate_address_state: ['Por favor, digite uma sigla existente.'],
      deadline: ['Escolha uma das opções da lista.'],
      loan_value: ['O empréstimo pode ser de até 60% do valor do imóvel (R$\u00a0300.000,00).'],
    });
    const zero = validate(schema, { ...homeEquityOrderFields(filled), loan_value: 0 });
    expect(zero.ok ? {} : zero.errors).toEqual({ loan_value: ['Valor precisa ser maior que 0.'] });
  });

  it('applies to the products the home-equity page orders: 55, 91 and 233', () => {
    expect([55, 91, 233].every(orderedFromHomeEquityPage)).toBe(true);
    expect([1, 97, 118, 129].some(orderedFromHomeEquityPage)).toBe(false);
  });
});

describe('home-equity estimate', () => {
  it('is the first PRICE and SAC instalments of the amortization schedules at 1.09% a month', () => {
    const estimate = homeEquityEstimate(200_000, 120);
    const price = schedule({ system: 'PRICE', principalCents: 20_000_000, monthlyRate: 0.0109, months: 120 });
    const sac = schedule({ system: 'SAC', principalCents: 20_000_000, monthlyRate: 0.0109, months: 120 });
    expect(estimate?.price.instalment).toBe((price.rows[0]?.payment ?? 0) / 100);
    expect(estimate?.sac.first).toBe((sac.rows[0]?.payment ?? 0) / 100);
    expect(estimate?.sac.last).toBe((sac.rows[119]?.payment ?? 0) / 100);
    // 200.000 over 120 months at 1,09%: PRICE about R$ 2.995,66, SAC from 200.000/120 + 2.180.
    expect(estimate?.price.instalment).toBeCloseTo(2995.66, 1);
    expect(estimate?.sac.first).toBeCloseTo(1666.67 + 2180, 1);
    expect(estimate?.sac.last).toBeLessThan(estimate?.price.instalment ?? 0);
  });

  it("gives the open simulation's first PRICE instalment in centavos, 0 for a credit too small for one", () => {
    const price = schedule({ system: 'PRICE', principalCents: 20_000_000, monthlyRate: 0.0109, months: 120 });
    expect(firstPriceInstalmentCents(200_000, 120)).toBe(price.rows[0]?.instalment);
    expect(firstPriceInstalmentCents(0.01, 240)).toBe(0);
  });

  it('shows a CET equal to the annual rate when no fee is charged', () => {
    const estimate = homeEquityEstimate(100_000, 240);
    const annual = Math.round((1.0109 ** 12 - 1) * 10000) / 100;
    expect(estimate?.price.cet).toBe(annual);
    expect(estimate?.sac.cet).toBe(annual);
    expect(annualPercentLabel(annual)).toBe('13,89% a.a.');
    expect(monthlyRateLabel(0.0109)).toBe('1,09% a.m.');
  });

  it('waits for a credit and gives the most the property allows', () => {
    expect(homeEquityEstimate(null, 240)).toBeNull();
    expect(homeEquityEstimate(0, 240)).toBeNull();
    expect(maxCreditFor(null)).toBeNull();
    expect(maxCreditFor(1_000_000)).toBe(600_000);
  });
});

describe('home-equity success step (docs/ordering.md#order-modal, docs/services.md#calls)', () => {
  it('continues at the partner for 55 and 91, DEFAULT products that otherwise close', () => {
    expect(handsOverToPartner({ id: 55 })).toBe(true);
    expect(handsOverToPartner({ id: 91 })).toBe(true);
    expect(handsOverToPartner({ id: 233 })).toBe(false);
    expect(successButtonLabel({ id: 55, product_type: 'DEFAULT' })).toBe('Continuar');
    expect(successButtonLabel({ id: 233, product_type: 'DEFAULT' })).toBe('Fechar');
  });
});
