import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselAnswer, ProductAnswer, ProductGroupAnswer } from '../api/store.ts';
import {
  $banners,
  $group,
  $product,
  configureCatalog,
  loadBanners,
  loadGroup,
  loadProduct,
  resetCatalog,
} from './catalog.ts';
import { configureStoreContext, resetStoreContext } from './store-context.ts';

const fail = (status: number, detail: string) =>
  Object.assign(new Error(detail), { status, data: { detail } });
const banner = (url: string) => ({
  image: '/b.svg',
  url,
  alt: '',
  headline: 'Oferta',
  text: 'Linha',
  cta: 'Ver',
});

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

beforeEach(() => {
  resetStoreContext();
  resetCatalog();
  navigate = vi.fn();
  configureStoreContext({ navigate, route: () => 'product', clearSession: () => {} });
  configureCatalog({ resetOrderResult: async () => {} });
});

describe('product load (spec §4.4)', () => {
  it('clears the order result before loading', async () => {
    const order: string[] = [];
    configureCatalog({
      resetOrderResult: async () => void order.push('reset'),
      fetchProduct: async (_pb, id) => {
        order.push('fetch');
        return { id } as ProductAnswer;
      },
    });
    await loadProduct('ana-souza', 1);
    expect(order).toEqual(['reset', 'fetch']);
    expect($product.get()?.id).toBe(1);
  });

  it('goes home when the product is not found', async () => {
    configureCatalog({
      fetchProduct: async () => {
        throw fail(404, 'Produto não encontrado.');
      },
    });
    expect(await loadProduct('ana-souza', 99999)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/pb/ana-souza');
  });
});

describe('group load (spec §2.5)', () => {
  it('goes home for an unknown group', async () => {
    configureCatalog({
      fetchGroup: async () => {
        throw fail(404, 'Grupo de produtos não encontrado.');
      },
    });
    await loadGroup('ana-souza', 'nao-existe');
    expect(navigate).toHaveBeenCalledWith('/pb/ana-souza');
    expect($group.get()).toBeNull();
  });

  it('keeps a known group', async () => {
    configureCatalog({ fetchGroup: async (_pb, slug) => ({ slug }) as ProductGroupAnswer });
    await loadGroup('ana-souza', 'emprestimos');
    expect($group.get()?.slug).toBe('emprestimos');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('banners (spec §2.4, §7)', () => {
  it("uses the store's banners", async () => {
    const fetchCarousel = vi.fn(
      async (): Promise<CarouselAnswer> => ({ images: [banner('/pb/{pb}')], partners: [] }),
    );
    configureCatalog({ fetchCarousel });
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
    configureCatalog({ fetchCarousel });
    await loadBanners('carlos-lima');
    expect(fetchCarousel.mock.calls).toEqual([['carlos-lima'], ['last']]);
    expect($banners.get()).toHaveLength(2);
  });
});
