import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { interestRecords } from '../db/schema/index.ts';

const { t, f } = withSeededServices();

const C = '/api/checkout';

/** Figures the simulator form refuses: every amount under its minimum and a 1-month term. */
const tiny = {
  financing_value: 0.05,
  term: 1,
  real_estate_value: 0.1,
  real_estate_type: 'apartment',
  real_estate_address_state: 'RS',
  monthly_income: 0.01,
};

const valid = {
  financing_value: 240_000,
  term: 360,
  real_estate_value: 400_000,
  real_estate_type: 'apartment',
  real_estate_address_state: 'RS',
  monthly_income: 15_000,
  product: PRODUCTS.realEstate,
};

const storedInterests = async () => (await t.db.select({ n: count() }).from(interestRecords))[0]?.n;

describe('the services refuse the simulations the storefront form refuses', () => {
  it('simulate: the form’s bounds, in its words, one message a field', async () => {
    const res = await t.request('POST', `${C}/real-estate/financing/simulate/`, {
      body: { partner: 'horizonte', data: tiny },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'data.financing_value': ['Valor mínimo é R$ 10.000,00'],
      'data.term': ['Informe um prazo entre 12 e 420 meses.'],
      'data.real_estate_value': ['Valor mínimo é R$ 50.000,00'],
      'data.monthly_income': ['Valor mínimo é R$ 1.000,00'],
    });
  });

  it('simulate: a term past 420 months and a financing above the property value', async () => {
    const res = await t.request('POST', `${C}/real-estate/financing/simulate/`, {
      body: { partner: 'horizonte', data: { ...valid, term: 421, financing_value: 400_000.01 } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'data.term': ['Informe um prazo entre 12 e 420 meses.'],
      'data.financing_value': ['O financiamento não pode passar do valor do imóvel.'],
    });
  });

  it('simulate: figures at the bounds still answer a partner’s success', async () => {
    const res = await t.request('POST', `${C}/real-estate/financing/simulate/`, {
      body: { partner: 'horizonte', data: valid },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ partner: 'horizonte', success: true, term: 360 });
    const edge = await t.request('POST', `${C}/real-estate/financing/simulate/`, {
      body: {
        partner: 'horizonte',
        data: {
          ...valid,
          financing_value: 50_000,
          real_estate_value: 50_000,
          term: 12,
          monthly_income: 1_000,
        },
      },
    });
    expect(edge.status).toBe(200);
  });

  it('interest: the same figures are refused and nothing is stored', async () => {
    const before = await storedInterests();
    const res = await t.request('POST', `${C}/real-estate/financing/interest/`, {
      body: {
        financing_value: tiny.financing_value,
        funding_period: tiny.term,
        real_estate_address_state: tiny.real_estate_address_state,
        real_estate_value: tiny.real_estate_value,
        real_estate_type: tiny.real_estate_type,
        product: PRODUCTS.realEstate,
        personal_banker: f.ana.id,
        simulation_results: [],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      financing_value: ['Valor mínimo é R$ 10.000,00'],
      funding_period: ['Informe um prazo entre 12 e 420 meses.'],
      real_estate_value: ['Valor mínimo é R$ 50.000,00'],
    });
    expect(await storedInterests()).toBe(before);
  });

  it('open simulate: a credit whose instalment rounds to R$ 0,00 is refused', async () => {
    const res = await t.request('POST', `${C}/integrations/open/ci/simulate/`, {
      body: { property_value: 0.1, loan_value: 0.05, term: 90 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      loan_value: ['O valor do empréstimo é pequeno demais para gerar parcelas.'],
    });
    const zero = await t.request('POST', `${C}/integrations/open/ci/simulate/`, {
      body: { property_value: 0, loan_value: 0, term: 90 },
    });
    expect(zero.body).toEqual({
      property_value: ['Valor precisa ser maior que 0.'],
      loan_value: ['Valor precisa ser maior que 0.'],
    });
  });

  it('open simulate: R$ 0,46 gives a first instalment of R$ 0,01 and is simulated; R$ 0,45 is not', async () => {
    const res = await t.request('POST', `${C}/integrations/open/ci/simulate/`, {
      body: { property_value: 1, loan_value: 0.46, term: 90 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, installment: 0.01 });
    const below = await t.request('POST', `${C}/integrations/open/ci/simulate/`, {
      body: { property_value: 1, loan_value: 0.45, term: 90 },
    });
    expect(below.status).toBe(400);
  });
});
