import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { realEstateFiguresSchema, realEstateTermSchema } from './real-estate-figures.ts';

const valid = { real_estate_value: 500_000, financing_value: 400_000, term: 360, monthly_income: 25_000 };

/** The first message of each field, as the form and the services show them. */
function firstMessages(input: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of v.safeParse(realEstateFiguresSchema, input).issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    messages[path] ??= issue.message;
  }
  return messages;
}

describe('realEstateFiguresSchema', () => {
  it('accepts figures within the bounds, the term as a number or as typed', () => {
    expect(v.parse(realEstateFiguresSchema, valid)).toEqual(valid);
    expect(v.parse(realEstateFiguresSchema, { ...valid, term: ' 12 ' }).term).toBe(12);
    expect(
      v.parse(realEstateFiguresSchema, {
        real_estate_value: 50_000,
        financing_value: 50_000,
        term: 420,
        monthly_income: 1_000,
      }),
    ).toBeTruthy();
  });

  it('refuses amounts under their minimums and terms out of 12–420 months', () => {
    expect(
      firstMessages({ real_estate_value: 0.1, financing_value: 0.05, term: 1, monthly_income: 0.01 }),
    ).toEqual({
      real_estate_value: 'Valor mínimo é R$ 50.000,00',
      financing_value: 'Valor mínimo é R$ 10.000,00',
      term: 'Informe um prazo entre 12 e 420 meses.',
      monthly_income: 'Valor mínimo é R$ 1.000,00',
    });
  });

  it('says the financing is above the property value only when both amounts are fine', () => {
    expect(firstMessages({ ...valid, financing_value: 500_000.01 })).toEqual({
      financing_value: 'O financiamento não pode passar do valor do imóvel.',
    });
    expect(firstMessages({ ...valid, real_estate_value: 40_000, financing_value: 45_000 })).toEqual({
      real_estate_value: 'Valor mínimo é R$ 50.000,00',
    });
  });

  it('asks for missing figures', () => {
    expect(
      firstMessages({ real_estate_value: null, financing_value: '', term: '', monthly_income: null }),
    ).toEqual({
      real_estate_value: 'Campo obrigatório.',
      financing_value: 'Campo obrigatório.',
      term: 'Campo obrigatório.',
      monthly_income: 'Campo obrigatório.',
    });
  });
});

describe('realEstateTermSchema', () => {
  it.each([['11'], [421], [12.5], ['1e2'], ['doze']])('refuses %s with the range message', (term) => {
    const result = v.safeParse(realEstateTermSchema, term);
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Informe um prazo entre 12 e 420 meses.']);
  });
});
