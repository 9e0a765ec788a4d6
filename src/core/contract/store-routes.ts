import { routesOf } from './route-common.ts';

/**
 * The store service's calls the core makes: the store's settings and terms, one product and one
 * family (src/core/context/). The home's lists and the media are the catalog's
 * (src/features/catalog/contract/catalog-routes.ts), Analytics' its own
 * (src/features/analytics/contract/analytics-routes.ts): a page carries only the tables it calls.
 */
export const STORE_ROUTES = routesOf('store', {
  marketplace: { method: 'GET', path: 'pb/{pb}/marketplace/' },
  termsOfService: { method: 'GET', path: 'terms-of-service/{id}/' },
  product: { method: 'GET', path: 'pb/{pb}/product/{product}/' },
  productGroup: { method: 'GET', path: 'pb/{pb}/productgroups/{id}/' },
});
