import { atom, computed } from 'nanostores';
import { env } from '../../../core/browser/environment.ts';
import { $user, refreshOnLoad, type SessionUser } from '../../../core/context/session.ts';
import {
  $marketplace,
  $marketplaceStatus,
  $pb,
  startStoreContext,
} from '../../../core/context/store-context.ts';
import { STORE_ROUTES } from '../../../core/contract/store-routes.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { call } from '../../../core/transport/api.ts';
import { $token } from '../../../core/transport/token.ts';
import { type AnalyticsAccess, analyticsAccess } from '../rules/access.ts';
import {
  type AnalyticsData,
  type PersonRow,
  splitPeople,
  type TransactionRow,
  toPersonRows,
  toProductRows,
  toTransactionRows,
} from '../rules/rows.ts';

/**
 * The banker's analytics screen (docs/analytics.md#analytics-screen): who may stay, the analytics answer of the logged
 * banker, reloaded when the token changes, and the customer or lead chosen in the tables.
 */

const fetchAnalytics = (id: number) => call(STORE_ROUTES.analytics, { params: { id } });

export type AnalyticsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The last analytics answer; null while missing (the tables show skeletons). */
export const $analytics = atom<AnalyticsData | null>(null);
export const $analyticsStatus = atom<AnalyticsStatus>('idle');
/** Where the screen stands: null until the session and the store are known. */
export const $analyticsAccess = atom<AnalyticsAccess | null>(null);

const $people = computed($analytics, (data) => (data ? splitPeople(toPersonRows(data.leads_orders)) : null));
/** People with at least one order, with their number of orders. */
export const $customers = computed($people, (people) => people?.customers ?? null);
/** People who came through the store and have not ordered yet. */
export const $leads = computed($people, (people) => people?.leads ?? null);
export const $products = computed($analytics, (data) =>
  data ? toProductRows(data.pb_order.orders.products) : null,
);

/** Recent orders: taken from the first analytics answer only (docs/analytics.md#analytics-screen). */
export const $recentOrders = atom<TransactionRow[] | null>(null);

export const $selectedCustomerId = atom<number | null>(null);
export const $selectedLeadId = atom<number | null>(null);

function pick(rows: PersonRow[] | null, id: number | null): PersonRow | null {
  return id === null ? null : (rows?.find((row) => row.id === id) ?? null);
}

/** The chosen customer, with their orders' dates already pt-BR day/month/year. */
export const $selectedCustomer = computed([$customers, $selectedCustomerId], pick);
export const $selectedLead = computed([$leads, $selectedLeadId], pick);

export function selectCustomer(id: number | null): void {
  $selectedCustomerId.set(id);
}

export function selectLead(id: number | null): void {
  $selectedLeadId.set(id);
}

// Only the answer of the latest request is kept when the token changes while one is running.
let requestSeq = 0;

/** Loads the analytics of the banker `bankerId`; a failure keeps what was shown before. */
export async function loadAnalytics(bankerId: number): Promise<void> {
  const seq = ++requestSeq;
  $analyticsStatus.set('loading');
  try {
    const data = await fetchAnalytics(bankerId);
    if (seq !== requestSeq) return;
    $analytics.set(data);
    if ($recentOrders.get() === null) $recentOrders.set(toTransactionRows(data.last_orders));
    $analyticsStatus.set('ready');
  } catch {
    if (seq === requestSeq) $analyticsStatus.set('failed');
  }
}

/** Loads again for the logged banker (the retry button). */
export function reloadAnalytics(): Promise<void> {
  const user = $user.get();
  return user ? loadAnalytics(user.id) : Promise.resolve();
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
      loadedFor = token;
      void loadAnalytics(user.id);
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
  requestSeq = 0;
  $analytics.set(null);
  $analyticsStatus.set('idle');
  $analyticsAccess.set(null);
  $recentOrders.set(null);
  $selectedCustomerId.set(null);
  $selectedLeadId.set(null);
}
