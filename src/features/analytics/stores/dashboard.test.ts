import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnvironment } from '../../../core/browser/test-helpers.ts';
import { $user, resetRefresh, type SessionUser } from '../../../core/context/session.ts';
import * as storeContext from '../../../core/context/store-context.ts';
import { $marketplace, $marketplaceStatus, $pb } from '../../../core/context/store-context.ts';
import { AUTH_ROUTES } from '../../../core/contract/auth-routes.ts';
import { serveRoutes } from '../../../core/transport/test-helpers.ts';
import { $token } from '../../../core/transport/token.ts';
import { ANALYTICS_ROUTES } from '../contract/analytics-routes.ts';
import type { BookPage } from '../contract/book-pages.ts';
import {
  $analyticsAccess,
  $analyticsFailed,
  $selectedCustomer,
  customerOrdersTable,
  customersTable,
  leadsTable,
  productsTable,
  resetAnalytics,
  selectCustomer,
  startAnalytics,
  transactionsTable,
} from './dashboard.ts';

function person(id: number, personType: number): SessionUser {
  return {
    id,
    person_type: personType,
    email: `p${id}@exemplo.com.br`,
    full_name: `Pessoa ${id}`,
  } as SessionUser;
}

type Person = {
  id: number;
  full_name: string;
  email: string;
  principal_contact: string | null;
  total: number;
};

function people(...names: string[]): BookPage<Person> {
  const rows = names.map((full_name, i) => ({
    id: 2001 + i,
    full_name,
    email: `p${i}@exemplo.com.br`,
    principal_contact: '51 - 998765432',
    total: 1,
  }));
  return { rows, page: 1, total: rows.length, all: rows.length };
}

const empty = { rows: [], page: 1, total: 0, all: 0 };

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setStore(whitelabel: boolean): void {
  $marketplace.set({ whitelabel } as never);
  $marketplaceStatus.set('ready');
}

describe('analytics store', () => {
  let navigate: ReturnType<typeof vi.fn<(path: string, how?: 'assign' | 'replace') => void>>;
  let fetchAnalytics: ReturnType<typeof vi.fn<(id: number, query: unknown) => Promise<BookPage<Person>>>>;
  let fetchOrders: ReturnType<typeof vi.fn<(id: number, customer: number) => Promise<BookPage<unknown>>>>;
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
    fetchAnalytics = vi.fn<(id: number, query: unknown) => Promise<BookPage<Person>>>(async () =>
      people('João Silva'),
    );
    fetchOrders = vi.fn<(id: number, customer: number) => Promise<BookPage<unknown>>>(async () => ({
      rows: [{ id: 1, created_at: '2026-03-05T12:00:00', product: 'Seguro Vida' }],
      page: 1,
      total: 1,
      all: 1,
    }));
    // The session check swaps the stored token for the one held then and reloads the same user.
    const transport = serveRoutes(
      // `fetchAnalytics` stands for the customers' pages: the first table of the screen.
      [ANALYTICS_ROUTES.analyticsCustomers, ({ id }, options) => fetchAnalytics(Number(id), options.query)],
      [
        ANALYTICS_ROUTES.analyticsCustomerOrders,
        ({ id, customer }) => fetchOrders(Number(id), Number(customer)),
      ],
      [ANALYTICS_ROUTES.analyticsLeads, async () => people('Lia Lead')],
      [
        ANALYTICS_ROUTES.analyticsProducts,
        async () => ({
          ...empty,
          rows: [{ id: 1, title: 'Seguro Vida', total: 1, orders: 1 }],
          total: 1,
          all: 1,
        }),
      ],
      [ANALYTICS_ROUTES.analyticsTransactions, async () => empty],
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
    expect(fetchAnalytics).toHaveBeenCalledWith(1001, {});
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

  it('opens each table at its first page and reads the pages shown again when the token changes', async () => {
    openAs(person(1001, 0), 't1');
    await flush();
    expect(fetchAnalytics).toHaveBeenCalledTimes(1);
    const names = () => customersTable.$view.get()?.rows.map((c) => c.name);
    expect(names()).toEqual(['João Silva']);
    expect(leadsTable.$view.get()?.rows.map((c) => c.name)).toEqual(['Lia Lead']);
    expect(productsTable.$view.get()?.rows).toEqual([{ key: '1', title: 'Seguro Vida', total: 1 }]);
    expect(transactionsTable.$view.get()).toMatchObject({ rows: [], total: 0 });

    fetchAnalytics.mockResolvedValue(people('João Silva Jr.'));
    await customersTable.search('silva');
    expect(fetchAnalytics).toHaveBeenLastCalledWith(1001, { search: 'silva' });
    $token.set('t2');
    await flush();
    expect(fetchAnalytics).toHaveBeenCalledTimes(3);
    // The search typed before stays.
    expect(fetchAnalytics).toHaveBeenLastCalledWith(1001, { search: 'silva' });
    expect(names()).toEqual(['João Silva Jr.']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a failed page says so, and trying again reads it', async () => {
    fetchAnalytics.mockRejectedValueOnce(new Error('offline'));
    openAs(person(1001, 0), 't1');
    await flush();
    expect($analyticsFailed.get()).toBe(true);
    await customersTable.reload();
    expect($analyticsFailed.get()).toBe(false);
    expect(customersTable.$view.get()?.rows).toHaveLength(1);
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
    let first: (value: BookPage<Person>) => void = () => {};
    fetchAnalytics.mockImplementationOnce(() => new Promise((resolve) => (first = resolve)));
    fetchAnalytics.mockResolvedValueOnce(people('Segunda resposta'));
    openAs(person(1001, 0), 't1');
    await flush();
    $token.set('t2');
    await flush();
    first(people('Primeira resposta'));
    await flush();
    expect(customersTable.$view.get()?.rows.map((c) => c.name)).toEqual(['Segunda resposta']);
  });

  it('choosing a customer reads their orders only, with pt-BR dates', async () => {
    openAs(person(1001, 0), 't1');
    await flush();
    const [joao] = customersTable.$view.get()?.rows ?? [];
    if (!joao) throw new Error('no customer');
    selectCustomer(joao);
    await flush();
    expect(fetchOrders).toHaveBeenCalledWith(1001, 2001);
    expect($selectedCustomer.get()?.name).toBe('João Silva');
    expect(customerOrdersTable.$view.get()?.rows.map((o) => o.date)).toEqual(['05/03/2026']);
    selectCustomer(null);
    expect(customerOrdersTable.$view.get()).toBeNull();
  });
});
