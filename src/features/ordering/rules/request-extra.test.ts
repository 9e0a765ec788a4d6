import { describe, expect, it } from 'vitest';
import { extraFormFields } from './extra-form.ts';
import { orderExtraFields, requestExtraFields } from './request-extra.ts';

const base = { brand: 'Financeira Boa Vista', is_pj: false, category: { name: 'Financiamento de Veículos' } };

describe('requestExtraFields', () => {
  it.each([61, 62, 63])('credit auto %i asks the financing value', (id) => {
    expect(requestExtraFields({ ...base, id })).toEqual(['financing']);
  });

  it('other products keep the rules of docs/validation-and-errors.md#validation-rules as they are', () => {
    const nnSeg = { id: 29, brand: 'NN Seg', is_pj: false, category: { name: 'Seguros' } };
    expect(requestExtraFields(nnSeg)).toEqual(extraFormFields(nnSeg));
    expect(requestExtraFields({ ...base, id: 1 })).toEqual([]);
  });
});

describe('orderExtraFields', () => {
  const nnSegInsurance = { id: 29, brand: 'NN Seg', is_pj: false, category: { name: 'Seguros' } };

  it('a product whose modal passes the extra step must carry its fields', () => {
    const table = { ...nnSegInsurance, product_type: 'TABLE' as const };
    expect(orderExtraFields(table)).toEqual(requestExtraFields(table));
    expect(orderExtraFields(table)).toContain('marital');
    const pj = { ...base, id: 500, is_pj: true, product_type: 'DEFAULT' as const };
    expect(orderExtraFields(pj)).toEqual(['social_name', 'cnpj']);
  });

  it('a product whose modal skips the extra step carries none', () => {
    expect(orderExtraFields({ ...nnSegInsurance, product_type: 'REDIRECT' })).toEqual([]);
    expect(orderExtraFields({ ...nnSegInsurance, product_type: 'APP' })).toEqual([]);
    expect(
      orderExtraFields({ ...nnSegInsurance, category: { name: 'Vida' }, product_type: 'TABLE' }),
    ).toEqual([]);
    expect(orderExtraFields({ ...base, id: 61, product_type: 'REDIRECT' })).toEqual([]);
    expect(orderExtraFields({ ...base, id: 61, brand: 'Consiga Crédito', product_type: 'DEFAULT' })).toEqual(
      [],
    );
  });
});

describe('products the business-loan page orders too', () => {
  it('require of the extra step only the CNPJ that page asks as well', () => {
    const prospera = {
      id: 129,
      brand: 'Prospera',
      is_pj: true,
      category: null,
      product_type: 'DEFAULT' as const,
    };
    expect(requestExtraFields(prospera)).toEqual(['social_name', 'cnpj', 'city', 'business', 'how_long']);
    expect(orderExtraFields(prospera)).toEqual(['cnpj']);
    expect(orderExtraFields({ ...prospera, id: 118, product_type: 'REDIRECT' })).toEqual(['cnpj']);
    expect(orderExtraFields({ ...prospera, id: 500 })).toEqual(requestExtraFields(prospera));
  });
});
