import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import {
  $group,
  $product,
  clearOnProductLoad,
  loadGroup,
  loadProduct,
  resetCatalog,
} from '../../../core/context/catalog.ts';
import { resetStoreContext } from '../../../core/context/store-context.ts';
import type { ProductAnswer, ProductGroupAnswer } from '../../../core/contract/store.ts';
import { STORE_ROUTES } from '../../../core/contract/store-routes.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { failure, serveRoutes } from '../../../core/transport/test-helpers.ts';
import type { CarouselAnswer } from '../contract/catalog.ts';
import { CATALOG_ROUTES } from '../contract/catalog-routes.ts';
import { $banners, loadBanners, resetHomeCatalog } from './home-catalog.ts';

const banner = (url: string) => ({
  image: '/b.svg',
  url,
  alt: '',
  headline: 'Oferta',
  text: 'Linha',
  cta: 'Ver',
});

let navigate: ReturnType<typeof vi.fn<(path: string, how?: 'assign' | 'replace') => void>>;
let undo = () => {};

beforeEach(() => {
  resetStoreContext();
  resetCatalog();
  resetHomeCatalog();
  navigate = vi.fn();
  undo = useEnvironment({ page: { ...pageAt('/pb/ana-souza/emprestimos/1'), navigate } });
});
afterEach(() => undo());

describe('product load (docs/catalog-and-store.md#marketplace-and-product-load)', () => {
  it('clears the order result before loading', async () => {
    const order: string[] = [];
    const unregister = clearOnProductLoad(() => void order.push('reset'));
    setTransport(
      serveRoutes([
        STORE_ROUTES.product,
        async ({ product }) => {
          order.push('fetch');
          return { id: Number(product) } as ProductAnswer;
        },
      ]),
    );
    await loadProduct('ana-souza', 1);
    unregister();
    expect(order).toEqual(['reset', 'fetch']);
    expect($product.get()?.id).toBe(1);
  });

  it('goes home when the product is not found', async () => {
    setTransport(serveRoutes([STORE_ROUTES.product, failure(404, { detail: 'Produto não encontrado.' })]));
    expect(await loadProduct('ana-souza', 99999)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/pb/ana-souza', 'replace');
  });
});

describe('group load (docs/catalog-and-store.md#group-page)', () => {
  it('goes home for an unknown group', async () => {
    setTransport(
      serveRoutes([STORE_ROUTES.productGroup, failure(404, { detail: 'Grupo de produtos não encontrado.' })]),
    );
    await loadGroup('ana-souza', 'nao-existe');
    expect(navigate).toHaveBeenCalledWith('/pb/ana-souza', 'replace');
    expect($group.get()).toBeNull();
  });

  it('keeps a known group', async () => {
    setTransport(
      serveRoutes([STORE_ROUTES.productGroup, async ({ id }) => ({ slug: id }) as ProductGroupAnswer]),
    );
    await loadGroup('ana-souza', 'emprestimos');
    expect($group.get()?.slug).toBe('emprestimos');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('banners (docs/catalog-and-store.md#home, docs/services.md#calls)', () => {
  it("uses the store's banners", async () => {
    const fetchCarousel = vi.fn(
      async (_slug: string): Promise<CarouselAnswer> => ({ images: [banner('/pb/{pb}')], partners: [] }),
    );
    setTransport(serveRoutes([CATALOG_ROUTES.carousel, ({ slug = '' }) => fetchCarousel(slug)]));
    await loadBanners('ana-souza');
    expect(fetchCarousel.mock.calls).toEqual([['ana-souza']]);
    expect($banners.get()).toHaveLength(1);
  });

  it('falls back to carousel/last/ when the store has none', async () => {
    const fetchCarousel = vi.fn(
      async (slug: string): Promise<CarouselAnswer> => ({
        images: slug === 'last' ? [banner('a'), banner('b')] : [],
        partners: [],
      }),
    );
    setTransport(serveRoutes([CATALOG_ROUTES.carousel, ({ slug = '' }) => fetchCarousel(slug)]));
    await loadBanners('carlos-lima');
    expect(fetchCarousel.mock.calls).toEqual([['carlos-lima'], ['last']]);
    expect($banners.get()).toHaveLength(2);
  });
});
