import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import { STORE_ROUTES } from '../../../core/contract/store-routes.ts';
import type { ProductInfo } from '../../../core/products/product.ts';
import { SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { memoryEnv } from '../../../core/storage/storage-env.ts';
import { productAnswer, serveRoutes } from '../../../core/transport/test-helpers.ts';
import {
  isFamilyPage,
  loadRequestedProduct,
  productBelongsToPage,
  storedProductId,
} from './request-family.ts';

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
    // Another brand's product outside the family, on the family's address for that brand.
    const plain: ProductInfo = {
      ...nnSeg,
      id: 1000,
      brand: 'Banco X',
      category: { name: 'Outros' },
      product_type: 'DEFAULT',
    };
    expect(productBelongsToPage(plain, 'ana-souza', '/pb/ana-souza/seguros/banco-x')).toBe(false);
  });
});

describe('loadRequestedProduct', () => {
  let navigate: ReturnType<typeof vi.fn<(path: string, how?: 'assign' | 'replace') => void>>;
  let undo = () => {};

  // The insurance page of NN Seg at Ana's store; each test keeps its own product id, or none.
  beforeEach(() => {
    navigate = vi.fn();
    undo = useEnvironment({
      page: { ...pageAt('/pb/ana-souza/seguros/nnseg'), navigate },
      storage: memoryEnv(),
      transport: serveRoutes([
        STORE_ROUTES.product,
        async ({ product }) =>
          productAnswer({ ...nnSeg, id: Number(product), category: { name: 'Seguros' } }),
      ]),
    });
  });
  afterEach(() => undo());

  it('loads the kept product when it belongs to the page', async () => {
    writeStored(SESSION.chosenProduct, 29);
    expect((await loadRequestedProduct('ana-souza'))?.id).toBe(29);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the visitor back to the store, replacing the page, without a kept product', async () => {
    expect(await loadRequestedProduct('ana-souza')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/pb/ana-souza', 'replace');
  });
});
