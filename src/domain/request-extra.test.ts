import { describe, expect, it } from 'vitest';
import { extraFormFields } from './extra-form.ts';
import { requestExtraFields } from './request-extra.ts';

const base = { brand: 'Financeira Boa Vista', is_pj: false, category: { name: 'Financiamento de Veículos' } };

describe('requestExtraFields', () => {
  it.each([61, 62, 63])('credit auto %i asks the financing value', (id) => {
    expect(requestExtraFields({ ...base, id })).toEqual(['financing']);
  });

  it('other products keep the rules of §5 as they are', () => {
    const nnSeg = { id: 29, brand: 'NN Seg', is_pj: false, category: { name: 'Seguros' } };
    expect(requestExtraFields(nnSeg)).toEqual(extraFormFields(nnSeg));
    expect(requestExtraFields({ ...base, id: 1 })).toEqual([]);
  });
});
