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
  it('have the documented sizes and members', () => {
    expect(values(MARITAL_STATUS)).toEqual([
      'Casado(a)',
      'Divorciado(a)',
      'Separado(a)',
      'Solteiro(a)',
      'União Estável',
    ]);
    expect(MONTHLY_INCOME).toHaveLength(7);
    expect(new Set(values(RS_CITIES)).size).toBe(17);
    expect(BUSINESS_PROPERTY_TYPES).toHaveLength(5);
    expect(CONDO_CREDIT_PURPOSES).toHaveLength(6);
  });

  it('home-equity property types leave out land, land outside condominium, mixed and residential', () => {
    expect(values(HOME_EQUITY_PROPERTY_TYPES)).toEqual([
      'house',
      'apartment',
      'commercial',
      'land_inside_condominium',
      'others',
    ]);
  });

  it('individuals choose only own or third-party owners', () => {
    expect(values(PERSONAL_PROPERTY_OWNERS)).toEqual(['own', 'other']);
  });

  it('business purposes add working capital and construction completion', () => {
    expect(values(BUSINESS_LOAN_PURPOSES).slice(-2)).toEqual(['working_capital', 'construction_completion']);
    expect(BUSINESS_LOAN_PURPOSES).toHaveLength(10);
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
