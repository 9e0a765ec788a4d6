import { routesOf } from './route-common.ts';

/** The store service's calls (the catalog, the store's settings and its media); Analytics' own
 * are in src/features/analytics/contract/analytics-routes.ts, so no store page carries them. */
export const STORE_ROUTES = routesOf('store', {
  marketplace: { method: 'GET', path: 'pb/{pb}/marketplace/' },
  termsOfService: { method: 'GET', path: 'terms-of-service/{id}/' },
  product: { method: 'GET', path: 'pb/{pb}/product/{product}/' },
  productGroups: { method: 'GET', path: 'pb/{pb}/productgroups/' },
  productGroup: { method: 'GET', path: 'pb/{pb}/productgroups/{id}/' },
  carousel: { method: 'GET', path: 'carousel/{slug}/' },
  partners: { method: 'GET', path: 'partners/' },
  consortium: { method: 'GET', path: 'consorcio/{person_type}/{params}/', serverOnly: true },
  media: { method: 'GET', path: 'media/{kind}/{name}', serverOnly: true },
});
