import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import { STORE_ROUTES } from '../../../core/contract/store-routes.ts';
import { productAnswer, serveRoutes } from '../../../core/transport/test-helpers.ts';
import { openOrder } from '../../ordering/stores/order.ts';
import { SIMULATORS_ROUTES } from '../contract/simulators-routes.ts';
import type { Letter } from '../rules/consortium-simulator.ts';
import {
  $consortiumErrors,
  $letters,
  $lettersValidUntil,
  loadMoreLetters,
  requestLetter,
  searchLetters,
  setConsortiumInput,
  startConsortium,
} from './consortium-simulator.ts';

// The order modal is the ordering feature's (loaded when a letter is picked): here, what it is asked.
vi.mock('../../ordering/stores/order.ts', () => ({ openOrder: vi.fn() }));

let undo = () => {};
afterEach(() => undo());

const letter = (code: string): Letter => ({
  code,
  administrator: 'alvorada',
  administrator_name: 'Alvorada Consórcios',
  consortium_type: 'real_estate',
  credit_value: 300_000,
  term: 200,
  installment: 1770,
  admin_fee: 16,
  reserve_fund: 2,
  group: 'G1',
  situation: 'Em formação',
});

function harness(query: Record<string, string>, pages: number) {
  const fetched: string[] = [];
  const written: string[] = [];
  const orders: unknown[] = [];
  const fetchLetters = async (q: string) => {
    fetched.push(q);
    const page = Number(new URLSearchParams(q).get('page') ?? '1');
    if (page > pages) throw Object.assign(new Error('503'), { data: { detail: 'fora do ar' } });
    return {
      count: pages * 2,
      next: page < pages ? 'next' : null,
      results: [letter(`${page}a`), letter(`${page}b`)],
    };
  };
  const loadProduct = async (_pb: string, id: number) => productAnswer({ id, is_pj: id === 121 });
  const transport = serveRoutes(
    [
      SIMULATORS_ROUTES.consortiumLetters,
      (_, { query }) => fetchLetters(new URLSearchParams(query as Record<string, string>).toString()),
    ],
    [STORE_ROUTES.product, ({ pb = '', product }) => loadProduct(pb, Number(product))],
  );
  // biome-ignore lint/correctness/useHookAtTopLevel: useEnvironment is not a React hook
  undo = useEnvironment({
    page: {
      ...pageAt(`/pb/ana-souza/consorcio?${new URLSearchParams(query)}`),
      replaceAddress: (path) => void written.push(path),
      now: () => new Date('2026-11-22T12:00:00'),
    },
    transport,
  });
  vi.mocked(openOrder).mockImplementation(
    (product, surface, choice) => void orders.push({ product: product.id, surface, choice }),
  );
  return { fetched, written, orders };
}

beforeEach(() => $letters.set({ status: 'idle' }));

describe('the consortium simulator store', () => {
  it('searches the inputs of the address and appends the next page on "Carregar mais"', async () => {
    const h = harness({ consortium_type: 'real_estate', value_type: 'full', value: '300000' }, 2);
    await startConsortium();
    expect(h.fetched).toEqual(['consortium_type=real_estate&value_type=full&value=300000']);
    expect(h.written).toEqual([
      '/pb/ana-souza/consorcio?consortium_type=real_estate&value_type=full&value=300000',
    ]);
    expect($letters.get()).toMatchObject({ status: 'ready', hasNext: true, page: 1 });
    // The letters hold two calendar days after the search.
    expect($lettersValidUntil.get()).toBe('2026-11-24');
    await loadMoreLetters();
    const state = $letters.get();
    expect(state.status === 'ready' && state.letters.map((l) => l.code)).toEqual(['1a', '1b', '2a', '2b']);
    expect(state).toMatchObject({ hasNext: false, page: 2 });
    await loadMoreLetters();
    expect(h.fetched).toHaveLength(2);
  });

  it('asks for the missing inputs before calling', async () => {
    const h = harness({}, 1);
    await startConsortium();
    expect(h.fetched).toEqual([]);
    expect(await searchLetters()).toBe(false);
    expect($consortiumErrors.get()).toEqual({
      consortiumType: 'Campo obrigatório.',
      value: 'Campo obrigatório.',
    });
    setConsortiumInput('value', 500);
    expect($consortiumErrors.get()).toEqual({ consortiumType: 'Campo obrigatório.' });
  });

  it("shows the administrators' failure", async () => {
    harness({ consortium_type: 'cars', value: '1000', value_type: 'term' }, 0);
    await startConsortium();
    expect($letters.get()).toEqual({ status: 'failed', message: 'fora do ar' });
  });

  it('a chosen letter opens the consortium order with its values', async () => {
    const h = harness({ consortium_type: 'real_estate', value_type: 'term', value: '1800' }, 1);
    await startConsortium();
    await requestLetter('ana-souza', 121, letter('X'));
    await vi.dynamicImportSettled();
    expect(h.orders).toEqual([
      {
        product: 121,
        surface: 'modal',
        choice: {
          consortium: {
            consortiumType: 'real_estate',
            valueType: 'term',
            termValue: 1770,
            propertyValue: 300_000,
          },
          fields: { letter: 'X', administrator: 'alvorada', term: 200, admin_fee: 16 },
        },
      },
    ]);
  });
});
