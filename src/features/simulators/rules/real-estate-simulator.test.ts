import { describe, expect, it } from 'vitest';
import {
  emptyRealEstateInputs,
  financedShareText,
  inputsFromQuery,
  inputsToQuery,
  prefillFromUser,
  type RealEstateInputs,
  simulationData,
} from './real-estate-simulator.ts';
import { validateRealEstate } from './real-estate-validation.ts';

const valid: RealEstateInputs = {
  realEstateValue: 500_000,
  financingValue: 400_000,
  term: '360',
  realEstateType: 'apartment',
  state: 'RS',
  monthlyIncome: 25_000,
  profession: 'Engenheira',
  birthday: '10/05/1990',
};
const now = () => new Date('2026-11-22T12:00:00Z');

describe('validateRealEstate', () => {
  it('accepts a complete request', () => {
    expect(validateRealEstate(valid, now)).toEqual({});
  });

  it('asks for every required field with the docs/validation-and-errors.md#validation-rules words', () => {
    expect(validateRealEstate(emptyRealEstateInputs(), now)).toEqual({
      realEstateValue: 'Campo obrigatório.',
      financingValue: 'Campo obrigatório.',
      term: 'Campo obrigatório.',
      realEstateType: 'Campo obrigatório.',
      state: 'Campo obrigatório.',
      monthlyIncome: 'Campo obrigatório.',
    });
  });

  it('applies the money bounds, the term range, the state list and the birthday rules', () => {
    const errors = validateRealEstate(
      {
        ...valid,
        realEstateValue: 1_000,
        financingValue: 5_000,
        term: '500',
        state: 'XX',
        monthlyIncome: 10,
        birthday: '10/05/2015',
      },
      now,
    );
    expect(errors).toEqual({
      realEstateValue: 'Valor mínimo é R$ 50.000,00',
      financingValue: 'Valor mínimo é R$ 10.000,00',
      term: 'Informe um prazo entre 12 e 420 meses.',
      state: 'Por favor, digite uma sigla existente.',
      monthlyIncome: 'Valor mínimo é R$ 1.000,00',
      birthday: 'Idade inválida.',
    });
    expect(validateRealEstate({ ...valid, financingValue: 600_000 }, now).financingValue).toBe(
      'O financiamento não pode passar do valor do imóvel.',
    );
  });
});

describe('financedShareText', () => {
  it('shows the share of the property value as the values are typed', () => {
    expect(financedShareText(valid)).toBe('Você está financiando 80% do valor do imóvel.');
    expect(financedShareText({ realEstateValue: 300_000, financingValue: 100_000 })).toBe(
      'Você está financiando 33,3% do valor do imóvel.',
    );
    expect(financedShareText({ realEstateValue: null, financingValue: 100_000 })).toBeNull();
  });
});

describe('query pairs', () => {
  it('round-trip through the share link', () => {
    const query = inputsToQuery(valid);
    expect(query).toBe(
      'real_estate_value=500000&financing_value=400000&term=360&real_estate_type=apartment&real_estate_address_state=RS&monthly_income=25000&profession=Engenheira&birthday=1990-05-10',
    );
    const params = new URLSearchParams(query);
    expect(inputsFromQuery((key) => params.get(key))).toEqual(valid);
  });

  it('leave malformed values empty', () => {
    const params = new URLSearchParams(
      'real_estate_value=abc&financing_value=-5&term=1e3&real_estate_type=castle&real_estate_address_state=xx&monthly_income=1234.5',
    );
    expect(inputsFromQuery((key) => params.get(key))).toEqual({
      ...emptyRealEstateInputs(),
      monthlyIncome: 1234.5,
    });
  });
});

describe('simulationData', () => {
  it('is the docs/entities.md request with the birthday as yyyy-mm-dd', () => {
    expect(simulationData(valid, { product: 97, personalBanker: 7, customer: null })).toEqual({
      financing_value: 400_000,
      term: 360,
      real_estate_value: 500_000,
      real_estate_type: 'apartment',
      real_estate_address_state: 'RS',
      monthly_income: 25_000,
      profession: 'Engenheira',
      birthday: '1990-05-10',
      product: 97,
      personal_banker: 7,
      customer: null,
    });
  });
});

describe('prefillFromUser', () => {
  it("fills an empty birthday from the logged user's", () => {
    expect(prefillFromUser(emptyRealEstateInputs(), { birthday: '1985-01-31' }).birthday).toBe('31/01/1985');
    expect(prefillFromUser(valid, { birthday: '1985-01-31' }).birthday).toBe('10/05/1990');
    expect(prefillFromUser(valid, null)).toBe(valid);
  });
});
