import { describe, expect, it } from 'vitest';
import {
  consortiumFromQuery,
  consortiumQuery,
  emptyConsortiumInputs,
  type Letter,
  letterCosts,
  letterOrderChoice,
  sortLetters,
  validateConsortium,
} from './consortium-simulator.ts';

const letter = (code: string, installment: number, admin_fee: number): Letter => ({
  code,
  administrator: 'rota',
  administrator_name: 'Rota Administradora de Consórcios',
  consortium_type: 'cars',
  credit_value: 80_000,
  term: 72,
  installment,
  admin_fee,
  reserve_fund: 1,
  group: 'G1',
  situation: 'Em andamento',
});

describe('consortium inputs', () => {
  it('need a type and a value above zero', () => {
    expect(validateConsortium(emptyConsortiumInputs())).toEqual({
      consortiumType: 'Campo obrigatório.',
      value: 'Campo obrigatório.',
    });
    expect(validateConsortium({ consortiumType: 'cars', valueType: 'term', value: 0 })).toEqual({
      value: 'Valor precisa ser maior que 0.',
    });
    expect(validateConsortium({ consortiumType: 'cars', valueType: 'term', value: 1500 })).toEqual({});
  });

  it('travel in the query and back; malformed values are dropped', () => {
    const inputs = { consortiumType: 'real_estate', valueType: 'term' as const, value: 1500.5 };
    const query = consortiumQuery(inputs, 2);
    expect(query).toBe('consortium_type=real_estate&value_type=term&value=1500.5&page=2');
    const params = new URLSearchParams(query);
    expect(consortiumFromQuery((key) => params.get(key))).toEqual(inputs);
    const bad = new URLSearchParams('consortium_type=boats&value_type=x&value=1e20');
    expect(consortiumFromQuery((key) => bad.get(key))).toEqual(emptyConsortiumInputs());
  });
});

describe('letters', () => {
  const letters = [letter('B', 1200, 14), letter('A', 900, 18), letter('C', 1500, 12)];

  it('sort by instalment or fee, or keep the service order', () => {
    expect(sortLetters(letters, 'installment').map((l) => l.code)).toEqual(['A', 'B', 'C']);
    expect(sortLetters(letters, 'admin_fee').map((l) => l.code)).toEqual(['C', 'B', 'A']);
    expect(sortLetters(letters, 'relevance').map((l) => l.code)).toEqual(['B', 'A', 'C']);
  });

  it('put the letter values in the consortium order', () => {
    expect(
      letterOrderChoice({ consortiumType: 'cars', valueType: 'full', value: 80_000 }, letters[0] as Letter),
    ).toEqual({
      consortium: { consortiumType: 'cars', valueType: 'full', termValue: 1200, propertyValue: 80_000 },
      fields: { letter: 'B', administrator: 'rota', term: 72, admin_fee: 14 },
    });
  });
});

describe('letter costs', () => {
  it('totals the instalments and spreads the administration fee per month', () => {
    expect(letterCosts({ installment: 1_311.12, term: 180, admin_fee: 16 })).toEqual({
      totalPaid: 236_001.6,
      adminFeePerMonth: 16 / 180,
    });
    // Cents are summed exactly, without floating residue.
    expect(letterCosts({ installment: 0.1, term: 3, admin_fee: 0 }).totalPaid).toBe(0.3);
    expect(letterCosts({ installment: 100, term: 0, admin_fee: 10 }).adminFeePerMonth).toBe(0);
  });
});
