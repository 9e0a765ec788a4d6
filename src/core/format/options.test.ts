import { describe, expect, it } from 'vitest';
import {
  BUSINESS_LOAN_PURPOSES,
  BUSINESS_PROPERTY_TYPES,
  CONDO_CREDIT_PURPOSES,
  DEPENDANTS,
  HOME_EQUITY_PROPERTY_TYPES,
  LOAN_PURPOSES,
  MARITAL_STATUS,
  MONTHLY_INCOME,
  optionLabel,
  PERSONAL_PROPERTY_OWNERS,
  PROPERTY_TYPES,
  RS_CITIES,
} from './options.ts';

const values = (list: readonly { value: unknown }[]) => list.map((o) => o.value);

describe('option lists', () => {
  it.each([
    [
      'marital statuses',
      MARITAL_STATUS,
      ['Casado(a)', 'Divorciado(a)', 'Separado(a)', 'Solteiro(a)', 'União Estável'],
    ],
    // Leaving out land, land outside condominium, mixed and residential.
    [
      'home-equity property types',
      HOME_EQUITY_PROPERTY_TYPES,
      ['house', 'apartment', 'commercial', 'land_inside_condominium', 'others'],
    ],
    // Individuals choose only own or third-party owners.
    ['personal property owners', PERSONAL_PROPERTY_OWNERS, ['own', 'other']],
  ])('the %s are the documented members', (_list, list, members) => {
    expect(values(list)).toEqual(members);
  });

  it.each([
    ['monthly incomes', MONTHLY_INCOME, 7],
    ['business property types', BUSINESS_PROPERTY_TYPES, 5],
    ['condominium credit purposes', CONDO_CREDIT_PURPOSES, 6],
    ['business loan purposes', BUSINESS_LOAN_PURPOSES, 10],
  ])('the %s are %i', (_list, list, size) => {
    expect(list).toHaveLength(size);
  });

  it('lists 17 different RS cities', () => {
    expect(new Set(values(RS_CITIES)).size).toBe(17);
  });

  it('business purposes add working capital and construction completion', () => {
    expect(values(BUSINESS_LOAN_PURPOSES).slice(-2)).toEqual(['working_capital', 'construction_completion']);
  });
});

describe('option labels', () => {
  it('turn a code into its pt-BR label, and an unknown code into null', () => {
    expect(optionLabel(PROPERTY_TYPES, 'apartment')).toBe('Apartamento');
    expect(optionLabel(LOAN_PURPOSES, 'debts_payment')).toBe('Pagar dívidas');
    expect(optionLabel(DEPENDANTS, 2)).toBe('2');
    expect(optionLabel(DEPENDANTS, '2')).toBe('2');
    expect(optionLabel(PROPERTY_TYPES, 'castle')).toBeNull();
  });
});
