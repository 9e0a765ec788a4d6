import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnvironment } from '../../../core/browser/test-helpers.ts';
import { $user, resetRefresh, type SessionUser } from '../../../core/context/session.ts';
import * as storeContext from '../../../core/context/store-context.ts';
import { $marketplace, $marketplaceStatus, $pb } from '../../../core/context/store-context.ts';
import { AUTH_ROUTES } from '../../../core/contract/auth-routes.ts';
import { STORE_ROUTES } from '../../../core/contract/store-routes.ts';
import { serveRoutes } from '../../../core/transport/test-helpers.ts';
import { $token } from '../../../core/transport/token.ts';
import type { AnalyticsData } from '../rules/rows.ts';
import {
  $analytics,
  $analyticsAccess,
  $customers,
  $leads,
  $products,
  $recentOrders,
  $selectedCustomer,
  resetAnalytics,
  selectCustomer,
  startAnalytics,
} from './dashboard.ts';

function person(id: number, personType: number): SessionUser {
  return {
    id,
    person_type: personType,
    email: `p${id}@exemplo.com.br`,
    full_name: `Pessoa ${id}`,
  } as SessionUser;
}

function answer(name: string, orderDate = '2026-03-05T12:00:00'): AnalyticsData {
  return {
    pb_order: { orders: { products: [{ id: 1, title: 'Seguro Vida', total: 1, orders: 1 }] } },
    leads_orders: [
      {
        id: 2001,
        full_name: name,
        email: 'joao@exemplo.com.br',
        principal_contact: '51 - 998765432',
        total: 1,
        orders: [{ id: 1, created_at: orderDate, product: 'Seguro Vida' }],
      },
      {
        id: 2101,
        full_name: 'Lia Lead',
        email: 'lia@exemplo.com.br',
        principal_contact: null,
        total: 0,
        orders: [],
      },
    ],
    last_orders: [
      {
        id: 1,
        created_at: orderDate,
        product: 'Seguro Vida',
        lead: { id: 2001, full_name: name, principal_contact: null },
      },
    ],
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setStore(whitelabel: boolean): void {
  $marketplace.set({ whitelabel } as never);
  $marketplaceStatus.set('ready');
}

describe('analytics store', () => {
  let navigate: ReturnType<typeof vi.fn<(path: string, how?: 'assign' | 'replace') => void>>;
  let fetchAnalytics: ReturnType<typeof vi.fn<(id: number) => Promise<AnalyticsData>>>;
  let stop: () => void = () => {};
  let undo = () => {};
  /** When the auth service answers the page load's session check (refreshOnLoad): at once by default. */
  let sessionAnswers: Promise<void>;
  const sessionCheckHangs = () => {
    sessionAnswers = new Promise<void>(() => {});
  };

  beforeEach(() => {
    stop();
    resetAnalytics();
    $pb.set('ana-souza');
    $marketplace.set(null);
    $marketplaceStatus.set('loading');
    $user.set(null);
    $token.set(null);
    resetRefresh();
    sessionAnswers = Promise.resolve();
    navigate = vi.fn<(path: string, how?: 'assign' | 'replace') => void>();
    fetchAnalytics = vi.fn<(id: number) => Promise<AnalyticsData>>(async () => answer('João Silva'));
    // The session check swaps the stored token for the one held then and reloads the same user.
    const transport = serveRoutes(
      [STORE_ROUTES.analytics, ({ id }) => fetchAnalytics(Number(id))],
      [AUTH_ROUTES.refreshToken, () => sessionAnswers.then(() => ({ token: $token.get() ?? '' }))],
      [AUTH_ROUTES.me, () => sessionAnswers.then(() => ({ person: $user.get() }))],
    );
    undo = useEnvironment({ page: { navigate }, transport });
    // The store's marketplace is set by each test (setStore), not loaded.
    vi.spyOn(storeContext, 'startStoreContext').mockResolvedValue();
  });
  afterEach(() => {
    undo();
    vi.restoreAllMocks();
  });

  /** The screen opened by `user` holding `token`, at a store that is white-label or not. */
  function openAs(user: SessionUser | null, token: string, whitelabel = false): void {
    $user.set(user);
    $token.set(token);
    setStore(whitelabel);
    stop = startAnalytics();
  }

  it('a visitor is sent home once the store is known', async () => {
    stop = startAnalytics();
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    setStore(false);
    expect(navigate).toHaveBeenCalledWith('/pb/ana-souza', 'replace');
    expect(fetchAnalytics).not.toHaveBeenCalled();
  });

  it('a customer is sent home', async () => {
    openAs(person(2001, 1), 't-customer');
    await flush();
    expect(navigate).toHaveBeenCalledWith('/pb/ana-souza', 'replace');
    expect($analyticsAccess.get()).toBe('home');
    expect(fetchAnalytics).not.toHaveBeenCalled();
  });

  it('a white-label store loads nothing, even for its banker: the error screen shows in place', async () => {
    openAs(person(1001, 0), 't-banker', true);
    await flush();
    expect($analyticsAccess.get()).toBe('error');
    expect(navigate).not.toHaveBeenCalled();
    expect(fetchAnalytics).not.toHaveBeenCalled();
  });

  it('a banker waits for the session check before anything loads', async () => {
    let release: () => void = () => {};
    sessionAnswers = new Promise<void>((resolve) => (release = resolve));
    openAs(person(1001, 0), 't-stored');
    await flush();
    expect(fetchAnalytics).not.toHaveBeenCalled();
    // The check swaps the stored token for a fresh one.
    $token.set('t-fresh');
    release();
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    expect(fetchAnalytics).toHaveBeenCalledTimes(1);
    expect(fetchAnalytics).toHaveBeenCalledWith(1001);
  });

  it('a visitor or a customer leaves without waiting for the session check', async () => {
    sessionCheckHangs();
    openAs(person(2001, 1), 't-customer');
    expect(navigate).toHaveBeenCalledWith('/pb/ana-souza', 'replace');
  });

  it('a token without a known user waits for the session check', async () => {
    sessionCheckHangs();
    openAs(null, 't-unknown');
    await flush();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('loads the banker’s analytics and reloads the customers when the token changes', async () => {
    openAs(person(1001, 0), 't1');
    await flush();
    expect(fetchAnalytics).toHaveBeenCalledTimes(1);
    expect($customers.get()?.map((c) => c.name)).toEqual(['João Silva']);

    fetchAnalytics.mockResolvedValueOnce(answer('João Silva Jr.', '2026-04-01T12:00:00'));
    $token.set('t2');
    await flush();
    expect(fetchAnalytics).toHaveBeenCalledTimes(2);
    expect($customers.get()?.map((c) => c.name)).toEqual(['João Silva Jr.']);
    // Recent orders come from the first answer only.
    expect($recentOrders.get()?.map((o) => o.customer)).toEqual(['João Silva']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the same token does not load twice', async () => {
    openAs(person(1001, 0), 't1');
    await flush();
    $user.set(person(1001, 0));
    await flush();
    expect(fetchAnalytics).toHaveBeenCalledTimes(1);
  });

  it('logging out on the screen sends the visitor home', async () => {
    openAs(person(1001, 0), 't1');
    await flush();
    $token.set(null);
    $user.set(null);
    expect(navigate).toHaveBeenCalledWith('/pb/ana-souza', 'replace');
  });

  it('keeps only the latest answer when answers arrive out of order', async () => {
    let first: (value: AnalyticsData) => void = () => {};
    fetchAnalytics.mockImplementationOnce(() => new Promise((resolve) => (first = resolve)));
    fetchAnalytics.mockResolvedValueOnce(answer('Segunda resposta'));
    openAs(person(1001, 0), 't1');
    await flush();
    $token.set('t2');
    await flush();
    first(answer('Primeira resposta'));
    await flush();
    expect($customers.get()?.map((c) => c.name)).toEqual(['Segunda resposta']);
  });

  it('choosing a customer gives their orders with pt-BR dates', async () => {
    $analytics.set(answer('João Silva'));
    selectCustomer(2001);
    expect($selectedCustomer.get()?.name).toBe('João Silva');
    expect($selectedCustomer.get()?.orders.map((o) => o.date)).toEqual(['05/03/2026']);
    expect($leads.get()?.map((l) => l.name)).toEqual(['Lia Lead']);
    expect($products.get()).toEqual([{ key: '1', title: 'Seguro Vida', total: 1 }]);
    selectCustomer(9999);
    expect($selectedCustomer.get()).toBeNull();
  });
});
