import { get, routesOf, serverOnly } from '../../../core/contract/route-common.ts';

/**
 * The catalog's calls, served under the store service's base: the home's lists (every family,
 * the banners, the partner logos), and the consortium letters and demo images for other clients.
 * The store's settings, one product and one family are the core's (src/core/contract/store-routes.ts).
 */
export const CATALOG_ROUTES = routesOf('store', {
  productGroups: get('pb/{pb}/productgroups/'),
  carousel: get('carousel/{slug}/'),
  partners: get('partners/'),
  consortium: serverOnly(get('consorcio/{person_type}/{params}/')),
  media: serverOnly(get('media/{kind}/{name}')),
});
