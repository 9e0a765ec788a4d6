import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * The catalog's calls, served under the store service's base: the home's lists (every family,
 * the banners, the partner logos), and the consortium letters and demo images for other clients.
 * The store's settings, one product and one family are the core's (src/core/contract/store-routes.ts).
 */
export const CATALOG_ROUTES = routesOf('store', {
  productGroups: { method: 'GET', path: 'pb/{pb}/productgroups/' },
  carousel: { method: 'GET', path: 'carousel/{slug}/' },
  partners: { method: 'GET', path: 'partners/' },
  consortium: { method: 'GET', path: 'consorcio/{person_type}/{params}/', serverOnly: true },
  media: { method: 'GET', path: 'media/{kind}/{name}', serverOnly: true },
});
