import { get, routesOf } from './route-common.ts';

/**
 * The store service's calls the core makes: the store's settings and terms, one product and one
 * family (src/core/context/). The home's lists and the media are the catalog's
 * (src/features/catalog/contract/catalog-routes.ts), Analytics' its own
 * (src/features/analytics/contract/analytics-routes.ts): a page carries only the tables it calls.
 */
export const STORE_ROUTES = routesOf('store', {
  marketplace: get('pb/{pb}/marketplace/'),
  termsOfService: get('terms-of-service/{id}/'),
  product: get('pb/{pb}/product/{product}/'),
  productGroup: get('pb/{pb}/productgroups/{id}/'),
});
