import { atom } from 'nanostores';
import { env } from '../browser/environment.ts';
import type { BankerProfileAnswer } from '../contract/auth.ts';
import type { MarketplaceAnswer, TermsOfServiceAnswer } from '../contract/store.ts';
import { STORE_ROUTES } from '../contract/store-routes.ts';
import { currentPb, currentRoute, pathFor } from '../routes/route-table.ts';
import type { RouteName } from '../routes/types.ts';
import { clearSession } from '../storage/session-table.ts';
import { call } from '../transport/api.ts';
import { settle } from '../transport/load-failure.ts';
import { bankerAction, type LoadAction, marketplaceAction } from './load-rules.ts';
import { takePrefetched } from './prefetch.ts';

/**
 * The store being visited (docs/catalog-and-store.md#marketplace-and-product-load): the banker slug of the address, the marketplace settings
 * and the banker profile, with the load rules that send a visitor to the blocked or error page.
 */

/** The store's calls; the early answer of the page (src/core/context/prefetch.ts) when there is one. */
const fetchMarketplace = (pb: string) =>
  takePrefetched<MarketplaceAnswer>('marketplace', pb) ?? call(STORE_ROUTES.marketplace, { params: { pb } });
const fetchTerms = (id: number) => call(STORE_ROUTES.termsOfService, { params: { id } });
// The page's early request nearly always brings the banker: the auth service's route table loads
// only to ask again.
const fetchBanker = (pb: string) =>
  takePrefetched<BankerProfileAnswer>('banker', pb) ??
  import('../contract/auth-routes.ts').then((m) => call(m.AUTH_ROUTES.bankerProfile, { params: { pb } }));

/** The screen of the page's address. */
const routeOfPage = (): RouteName | null => currentRoute(env().location())?.name ?? null;

/** The banker slug of the address, lowercased; null off the store routes. */
export const $pb = atom<string | null>(currentPb());

/** The marketplace settings once loaded, with the company's metadata copied in. */
export const $marketplace = atom<MarketplaceAnswer | null>(null);
/** The company's terms of service, when it has its own. */
export const $terms = atom<TermsOfServiceAnswer | null>(null);
export const $banker = atom<BankerProfileAnswer | null>(null);

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
export const $marketplaceStatus = atom<LoadStatus>('idle');
export const $bankerStatus = atom<LoadStatus>('idle');

// Once one load has sent the visitor away, later answers must not send them elsewhere.
let leaving = false;

/** Carries out a load rule's action; true when the visitor is sent away. */
export function applyLoadAction(action: LoadAction, pb: string | null): boolean {
  if (action.kind === 'stay') return false;
  if (leaving) return true;
  leaving = true;
  if (action.clearSession) clearSession('storeFails');
  const path =
    action.to === 'home' && pb
      ? pathFor('home', { pb })
      : action.to === 'bloqueada'
        ? pathFor('bloqueada')
        : pathFor('error');
  env().navigate(path, 'replace');
  return true;
}

/** Company metadata pairs are copied into the settings (docs/catalog-and-store.md#marketplace-and-product-load); answer values stay first. */
export function withCompanyMetadata(market: MarketplaceAnswer): MarketplaceAnswer {
  const fromCompany = Object.fromEntries(market.company.metadata.map((pair) => [pair.key, pair.value]));
  return { ...market, metadata: { ...fromCompany, ...market.metadata } };
}

/**
 * Loads the marketplace of `pb`: a disabled store goes to the blocked page, a failure clears the
 * session and goes to the error route; the company's terms are fetched and attached.
 */
export async function loadMarketplace(pb: string): Promise<MarketplaceAnswer | null> {
  $marketplaceStatus.set('loading');
  const outcome = await settle(fetchMarketplace(pb));
  const left = applyLoadAction(marketplaceAction(routeOfPage(), outcome), pb);
  if (!outcome.ok) {
    $marketplaceStatus.set('failed');
    return null;
  }
  if (left) return null;
  const market = withCompanyMetadata(outcome.value);
  $marketplace.set(market);
  $marketplaceStatus.set('ready');
  const termsId = market.termsOfService?.id ?? market.company.tos?.id;
  if (termsId) {
    const terms = await settle(fetchTerms(termsId));
    if (terms.ok) $terms.set(terms.value);
  }
  return market;
}

/** Loads the banker profile of `pb`; a failure clears the session and goes to the error route. */
export async function loadBanker(pb: string): Promise<BankerProfileAnswer | null> {
  $bankerStatus.set('loading');
  const outcome = await settle(fetchBanker(pb));
  applyLoadAction(bankerAction(routeOfPage(), outcome), pb);
  if (!outcome.ok) {
    $bankerStatus.set('failed');
    return null;
  }
  $banker.set(outcome.value);
  $bankerStatus.set('ready');
  return outcome.value;
}

let started: Promise<void> | null = null;

/** Loads the store of the address once per page (marketplace and banker in parallel). */
export function startStoreContext(): Promise<void> {
  if (started) return started;
  const pb = $pb.get();
  started = pb ? Promise.all([loadMarketplace(pb), loadBanker(pb)]).then(() => undefined) : Promise.resolve();
  return started;
}

/** Forgets the loaded store (tests). */
export function resetStoreContext(): void {
  started = null;
  leaving = false;
  $marketplace.set(null);
  $terms.set(null);
  $banker.set(null);
  $marketplaceStatus.set('idle');
  $bankerStatus.set('idle');
}
