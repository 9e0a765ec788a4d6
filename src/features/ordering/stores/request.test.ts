import type { $Fetch } from 'ofetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import { loadProduct } from '../../../core/context/catalog.ts';
import { $user } from '../../../core/context/session.ts';
import { $pb } from '../../../core/context/store-context.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { STORE_ROUTES } from '../../../core/contract/store-routes.ts';
import { $modals, clearModals, type ModalName } from '../../../core/modals/modals.ts';
import { SESSION } from '../../../core/storage/session-table.ts';
import { memoryEnv, memoryStorage } from '../../../core/storage/storage-env.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { ASSISTANT, productAnswer, serveRoutes } from '../../../core/transport/test-helpers.ts';
import { $orderProduct } from './order.ts';
import { $requestedProduct, requestProduct } from './request.ts';

const product = productAnswer;

const CATALOG: Record<number, ProductAnswer> = {
  17: product({
    id: 17,
    title: 'Cartão Ipê Platinum',
    brand: 'Ipê Cartões',
    category: { name: 'Cartões' },
    product_type: 'REDIRECT',
  }),
};

let undo = () => {};
afterEach(() => undo());

/** What each modal a request opens is recorded as, with the product it opened for. */
const OPENED: Partial<Record<ModalName, () => string>> = {
  checkEmail: () => `check-email:${$requestedProduct.get()?.id}`,
  redirect: () => `order:${$orderProduct.get()?.id}`,
  qrCode: () => `qr:${$orderProduct.get()?.id}`,
};

/**
 * Records in order what a request does: the product it keeps (session key `product`), the modal it
 * opens and where it leaves for, on a page of the store ana-souza.
 */
function harness(loggedIn: boolean) {
  const calls: string[] = [];
  const session = memoryStorage();
  const storage = {
    ...memoryEnv(),
    session: {
      ...session,
      setItem: (key: string, value: string) => {
        if (key === SESSION.chosenProduct.key) calls.push(`remember:${value}`);
        session.setItem(key, value);
      },
    },
  };
  clearModals();
  $user.set(loggedIn ? ASSISTANT : null);
  $pb.set('ana-souza');
  const stopWatching = $modals.listen((flags, _old, name) => {
    const opened = name && flags[name] ? OPENED[name] : undefined;
    if (opened) calls.push(opened());
  });
  // biome-ignore lint/correctness/useHookAtTopLevel: useEnvironment is not a React hook
  const undoEnvironment = useEnvironment({
    page: {
      ...pageAt('/'),
      navigate: (path, how) => void calls.push(`${how === 'replace' ? 'replace' : 'go'}:${path}`),
    },
    storage,
  });
  undo = () => {
    undoEnvironment();
    stopWatching();
    clearModals();
    $user.set(null);
    $pb.set(null);
  };
  const loadProduct = vi.fn(async (_pb: string, id: number) => {
    calls.push(`load:${id}`);
    const found = CATALOG[id];
    if (!found) throw new Error('Produto não encontrado.');
    return found;
  });
  setTransport(
    serveRoutes([STORE_ROUTES.product, ({ pb = '', product }) => loadProduct(pb, Number(product))]),
  );
  return calls;
}

describe('requestProduct (docs/ordering.md#requesting-a-product)', () => {
  it('requests the redirect product instead, routed by its own brand', async () => {
    const calls = harness(true);
    const flow = await requestProduct(product({ id: 300, brand: 'Ipê Cartões', redirect_id: 17 }));
    expect(flow).toBe('cards');
    expect(calls).toEqual(['load:17', 'remember:17', 'go:/pb/ana-souza/cartoes/ipe-cartoes']);
    expect($requestedProduct.get()?.id).toBe(17);
  });

  it('a visitor goes through the e-mail check, except for 117, 118 and 121', async () => {
    const calls = harness(false);
    await requestProduct(product({}));
    await requestProduct(product({ id: 117, brand: 'Raiz Consórcios' }));
    await requestProduct(product({ id: 118, brand: 'Banco Ventura', is_pj: true }));
    expect(calls).toEqual([
      'remember:71',
      'check-email:71',
      'remember:117',
      'go:/pb/ana-souza/consorcio',
      'remember:118',
      'go:/pb/ana-souza/emprestimo-empresarial',
    ]);
  });

  it.each([
    [product({ id: 29, brand: 'NN Seg' }), 'go:/pb/ana-souza/seguros/nnseg'],
    [product({ id: 31, brand: 'NN Seg' }), 'go:/pb/ana-souza/previdencia/nnseg'],
    [product({ id: 274, brand: 'Arara Pay' }), 'go:/pb/ana-souza/beneficio/arara-pay'],
    [product({ id: 144, brand: 'Consiga Crédito' }), 'go:/pb/ana-souza/emprestimo/consiga'],
    [product({ id: 55, brand: 'Pilar Home Equity' }), 'go:/pb/ana-souza/he/pilar-home-equity'],
    [
      product({ id: 97, brand: 'Alicerce Crédito Imobiliário', category: { name: 'Financiamentos' } }),
      'go:/pb/ana-souza/financiamento/alicerce',
    ],
    [product({ id: 6, brand: 'Conta Lume', product_type: 'APP' }), 'qr:6'],
    [product({ id: 24, brand: 'Ipê Cartões', is_pj: true }), 'order:24'],
    [product({ id: 71 }), 'order:71'],
  ])('a logged user requesting %#: %s', async (requested, outcome) => {
    const calls = harness(true);
    await requestProduct(requested);
    expect(calls).toEqual([`remember:${requested.id}`, outcome]);
  });

  it('requests the product its page loaded without fetching it again', async () => {
    const calls = harness(true);
    let transportCalls = 0;
    const served = serveRoutes([
      STORE_ROUTES.product,
      ({ product: id }) => product({ id: Number(id), brand: 'Consiga Crédito' }),
    ]);
    setTransport(((url: string, options: unknown) => {
      transportCalls += 1;
      return (served as unknown as (url: string, options: unknown) => Promise<unknown>)(url, options);
    }) as unknown as $Fetch);
    const loaded = await loadProduct('ana-souza', 73);
    expect(transportCalls).toBe(1);
    if (!loaded) throw new Error('product 73 did not load');
    await requestProduct(loaded);
    // A redirect to the product itself is the product already loaded too.
    await requestProduct({ ...loaded, redirect_id: 73 });
    expect(transportCalls).toBe(1);
    expect(calls).toEqual([
      'remember:73',
      'go:/pb/ana-souza/emprestimo/consiga',
      'remember:73',
      'go:/pb/ana-souza/emprestimo/consiga',
    ]);
  });

  it('does nothing off a store address', async () => {
    const calls = harness(true);
    $pb.set(null);
    expect(await requestProduct(product({}))).toBeNull();
    expect(calls).toEqual([]);
  });
});
