import type { PrefetchKey } from '../../../core/context/prefetch.ts';
import { AUTH_ROUTES } from '../../../core/contract/auth-routes.ts';
import type { Route } from '../../../core/contract/route-common.ts';
import { CLIENT_BASES } from '../../../core/contract/route-common.ts';
import { STORE_ROUTES } from '../../../core/contract/store-routes.ts';
import { ROUTES_BY_PRECEDENCE } from '../../../core/routes/route-table.ts';
import type { RouteName } from '../../../core/routes/types.ts';
import { CATALOG_ROUTES } from '../contract/catalog-routes.ts';

/**
 * What the header's inline script asks before any island loads (src/core/context/prefetch.ts hands the
 * answers over). Computed at build time from the page route table and the API route table, and
 * passed to the script as data: the script only matches the address and fills the templates.
 */

/** One early call: its key for `takePrefetched` and its address, both with `{page param}` slots. */
export interface EarlyCall {
  key: string;
  url: string;
}

export interface PrefetchPlan {
  /** Store page patterns, most specific first, as segments (`:name` is a parameter). */
  pages: { name: RouteName; segments: string[] }[];
  /** Calls of every store page (those with a `:pb`), then of each page by name. */
  store: EarlyCall[];
  byPage: Partial<Record<RouteName, EarlyCall[]>>;
}

/** The address template of an API route, its `{param}`s renamed to the page parameters that fill them. */
function urlTemplate(route: Route, pageParam: Record<string, string> = {}): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => `{${pageParam[name] ?? name}}`);
  return `${CLIENT_BASES[route.service].replace(/\/$/, '')}/${path}`;
}

const early = (key: PrefetchKey | string, url: string): EarlyCall => ({ key, url });

const HOME_CALLS = [early('carousel', urlTemplate(CATALOG_ROUTES.carousel, { slug: 'pb' }))];
const GROUP_CALLS = [early('group:{group}', urlTemplate(STORE_ROUTES.productGroup, { id: 'group' }))];

export function prefetchPlan(shell?: string): PrefetchPlan {
  // Only the store pages: the others ask nothing early, and no address matches both kinds. A
  // shell's own script needs only the pages of that shell: the host sends it no other address,
  // and among its pages the order of precedence still decides.
  const pages = ROUTES_BY_PRECEDENCE.filter(
    (def) => def.path.includes('/:pb') && (shell === undefined || def.shell === shell),
  );
  return {
    pages: pages.map((def) => ({ name: def.name, segments: def.path.split('/').filter(Boolean) })),
    store: [
      early('marketplace', urlTemplate(STORE_ROUTES.marketplace)),
      early('banker', urlTemplate(AUTH_ROUTES.bankerProfile)),
    ],
    byPage: callsOf(
      pages.map((def) => def.name),
      {
        home: HOME_CALLS,
        invite: HOME_CALLS,
        report: HOME_CALLS,
        confirm: HOME_CALLS,
        name: GROUP_CALLS,
        'group-segment': GROUP_CALLS,
        // The family too: the product's trail names it (and the host's trail fragment with it).
        product: [early('product:{product}', urlTemplate(STORE_ROUTES.product)), ...GROUP_CALLS],
      },
    ),
  };
}

/** The early calls of the named pages only. */
function callsOf(
  names: RouteName[],
  all: Partial<Record<RouteName, EarlyCall[]>>,
): Partial<Record<RouteName, EarlyCall[]>> {
  return Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name as RouteName)));
}
