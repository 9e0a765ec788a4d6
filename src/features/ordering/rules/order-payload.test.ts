import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from './order-payload.ts';

const parties = { customer: 7, product: 500, personalBanker: 3 };

describe('order payload', () => {
  it('is customer, product and personal_banker plus the form fields', () => {
    expect(
      buildOrderPayload(parties, { cpf: '529.982.247-25', email: 'Ana@Exemplo.com', marital: 'Solteiro(a)' }),
    ).toEqual({
      customer: 7,
      product: 500,
      personal_banker: 3,
      cpf: '529.982.247-25',
      email: 'ana@exemplo.com',
      marital: 'Solteiro(a)',
    });
  });

  it('the parties win over form fields of the same name', () => {
    expect(buildOrderPayload(parties, { product: 'x', customer: 1 })).toMatchObject({
      product: 500,
      customer: 7,
    });
  });

  it.each([117, 121])('consortium %i adds its choices', (product) => {
    const payload = buildOrderPayload(
      { ...parties, product },
      { cpf: '1' },
      {
        isPj: product === 121,
        consortiumType: 'cars',
        valueType: 'term',
        termValue: 1500,
      },
    );
    expect(payload).toMatchObject({
      product,
      is_pj: product === 121,
      consortium_type: 'cars',
      value_type: 'term',
      term_value: 1500,
      property_value: null,
    });
  });

  it('other products ignore consortium choices', () => {
    const payload = buildOrderPayload(
      parties,
      {},
      { isPj: false, consortiumType: 'cars', valueType: 'full' },
    );
    expect(payload).not.toHaveProperty('consortium_type');
  });

  it.each([
    [61, true],
    [62, true],
    [63, true],
    [64, false],
  ])('product %i sends its financing as credit_value: %s', (product, carries) => {
    const payload = buildOrderPayload({ ...parties, product }, { financing: 42000 });
    expect(payload).toHaveProperty(carries ? 'credit_value' : 'financing', 42000);
    expect(payload).not.toHaveProperty(carries ? 'financing' : 'credit_value');
  });
});
