import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '../../catalog/rules/product.ts';
import { isFamilyPage, productBelongsToPage, storedProductId } from './request-family.ts';

const nnSeg: ProductInfo = {
  id: 29,
  brand: 'NN Seg',
  category: { name: 'Seguros' },
  is_pj: false,
  product_type: 'TABLE',
};

describe('family request pages', () => {
  it('knows the six family pages', () => {
    for (const name of ['cards', 'financing', 'benefits', 'loan', 'foresight', 'insurance']) {
      expect(isFamilyPage(name)).toBe(true);
    }
    expect(isFamilyPage('he')).toBe(false);
    expect(isFamilyPage('product')).toBe(false);
  });

  it.each([
    ['29', null, 29],
    [null, { id: 31 }, 31],
    ['14', { id: 31 }, 14],
    ['abc', { id: 31 }, 31],
    [null, null, null],
    ['0', null, null],
  ])('stored product of session %j and cookie %j is %j', (session, cookie, id) => {
    expect(storedProductId(session, cookie)).toBe(id);
  });

  it('accepts the product on its own family page and brand only', () => {
    expect(productBelongsToPage(nnSeg, 'ana-souza', '/pb/ana-souza/seguros/nnseg')).toBe(true);
    expect(productBelongsToPage(nnSeg, 'ana-souza', '/pb/ana-souza/seguros/nnseg/')).toBe(true);
    expect(productBelongsToPage(nnSeg, 'ana-souza', '/pb/ana-souza/seguros/porto')).toBe(false);
    expect(productBelongsToPage(nnSeg, 'ana-souza', '/pb/ana-souza/previdencia/nnseg')).toBe(false);
    const plain: ProductInfo = {
      id: 1000,
      brand: 'Banco X',
      category: { name: 'Outros' },
      is_pj: false,
      product_type: 'DEFAULT',
    };
    expect(productBelongsToPage(plain, 'ana-souza', '/pb/ana-souza/seguros/banco-x')).toBe(false);
  });
});
