import { atom, computed } from 'nanostores';
import { env } from '../../../core/browser/environment.ts';
import { $user, refreshOnLoad, type SessionUser } from '../../../core/context/session.ts';
import {
  $marketplace,
  $marketplaceStatus,
  $pb,
  startStoreContext,
} from '../../../core/context/store-context.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { call } from '../../../core/transport/api.ts';
import { $token } from '../../../core/transport/token.ts';
import { ANALYTICS_ROUTES } from '../contract/analytics-routes.ts';
import { type AnalyticsAccess, analyticsAccess } from '../rules/access.ts';
import { type PersonRow, toOrderRow, toPersonRow, toProductRow, toTransactionRow } from '../rules/rows.ts';
import { createBookTable } from './book-table.ts';

/**
 * The banker's analytics screen (docs/analytics.md#analytics-screen): who may stay, the pages of each
 * table of the logged banker's book, read again when the token changes, and the customer or lead
 * chosen in the tables. The browser never holds the whole book (docs/analytics.md#pages-of-the-book).
 */

/** Where the screen stands: null until the session and the store are known. */
export const $analyticsAccess = atom<AnalyticsAccess | null>(null);

/** People with at least one order, with their number of orders. */
export const customersTable = createBookTable(toPersonRow);
/** People who came through the store and have not ordered yet. */
export const leadsTable = createBookTable(toPersonRow);
export const productsTable = createBookTable(toProductRow);
/** 'Transações': the store's latest orders. */
export const transactionsTable = createBookTable(toTransactionRow);
/** 'Transações de {customer}': the chosen customer's orders, read for that customer only. */
export const customerOrdersTable = createBookTable(toOrderRow);

const BOOK_TABLES = [customersTable, productsTable, transactionsTable, leadsTable] as const;

/** A table whose page did not arrive: the screen says so and offers to try again. */
export const $analyticsFailed = computed(
  [...BOOK_TABLES, customerOrdersTable].map((table) => table.$status),
  (...statuses) => statuses.includes('failed'),
);
/** Some page is on its way. */
export const $analyticsLoading = computed(
  BOOK_TABLES.map((table) => table.$status),
  (...statuses) => statuses.includes('loading'),
);

/** The chosen customer (their row as the customers table showed it) and lead. */
export const $selectedCustomer = atom<PersonRow | null>(null);
export const $selectedLead = atom<PersonRow | null>(null);

let bankerId: number | null = null;

export function selectCustomer(customer: PersonRow | null): void {
  $selectedCustomer.set(customer);
  if (!customer || bankerId === null) {
    customerOrdersTable.reset();
    return;
  }
  const banker = bankerId;
  void customerOrdersTable.open((query, signal) =>
    call(ANALYTICS_ROUTES.analyticsCustomerOrders, {
      params: { id: banker, customer: customer.id },
      query,
      signal,
    }),
  );
}

export function selectLead(lead: PersonRow | null): void {
  $selectedLead.set(lead);
}

/** Opens every table of the banker `id` at its first page. */
export async function loadAnalytics(id: number): Promise<void> {
  bankerId = id;
  const params = { id };
  await Promise.all([
    customersTable.open((query, signal) =>
      call(ANALYTICS_ROUTES.analyticsCustomers, { params, query, signal }),
    ),
    productsTable.open((query, signal) =>
      call(ANALYTICS_ROUTES.analyticsProducts, { params, query, signal }),
    ),
    transactionsTable.open((query, signal) =>
      call(ANALYTICS_ROUTES.analyticsTransactions, { params, query, signal }),
    ),
    leadsTable.open((query, signal) => call(ANALYTICS_ROUTES.analyticsLeads, { params, query, signal })),
  ]);
}

/** Asks again for the page each table shows (the retry button, a new token). */
export async function reloadAnalytics(): Promise<void> {
  await Promise.all([...BOOK_TABLES, customerOrdersTable].map((table) => table.reload()));
}

function whitelabelFlag(): boolean | undefined {
  // A failed marketplace load sends the visitor to the error page from the store context.
  return $marketplaceStatus.get() === 'ready' ? ($marketplace.get()?.whitelabel ?? false) : undefined;
}

function goHome(): void {
  const pb = $pb.get();
  env().navigate(pb ? pathFor('home', { pb }) : pathFor('error'), 'replace');
}

/**
 * Runs the screen: once the session is checked and the store is known, a visitor or a
 * non-banker goes home and a white-label store loads nothing (the shell shows its error
 * screen, `guardWhiteLabelRoute`); a banker's analytics
 * load, and load again whenever the user token changes. Returns the clean-up.
 */
export function startAnalytics(): () => void {
  let stopped = false;
  let sessionChecked = false;
  let loadedFor: string | null = null;

  const decide = (): void => {
    const decided = $analyticsAccess.get();
    if (stopped || decided === 'home' || decided === 'error') return;
    const user: SessionUser | null = $user.get();
    const token = $token.get();
    const access = analyticsAccess({ user, whitelabel: whitelabelFlag() });
    // Only a banker waits for the stored session to be checked: anyone else is known to leave
    // (no token at all, or a stored user who is not a banker).
    const known = sessionChecked || access === 'error' || (access === 'home' && (!token || user !== null));
    if (!known) return;
    $analyticsAccess.set(access);
    // In a white-label store the shell shows the error screen in place of the screen (docs/routes-and-guards.md#route-table).
    if (access === 'error') return;
    if (access === 'home') {
      goHome();
      return;
    }
    if (access === 'allowed' && user && token && token !== loadedFor) {
      // A new token of the same banker reads the pages shown again; another banker starts over.
      const sameBanker = loadedFor !== null && bankerId === user.id;
      loadedFor = token;
      void (sameBanker ? reloadAnalytics() : loadAnalytics(user.id));
    }
  };

  void startStoreContext();
  const unsubscribers = [$marketplaceStatus.listen(decide), $user.listen(decide), $token.listen(decide)];
  decide();
  void refreshOnLoad().then(() => {
    sessionChecked = true;
    decide();
  });
  return () => {
    stopped = true;
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}

/** Forgets everything (tests). */
export function resetAnalytics(): void {
  bankerId = null;
  $analyticsAccess.set(null);
  for (const table of [...BOOK_TABLES, customerOrdersTable]) table.reset();
  $selectedCustomer.set(null);
  $selectedLead.set(null);
}
