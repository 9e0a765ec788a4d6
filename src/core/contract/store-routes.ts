import { routesOf } from './route-common.ts';

/** The store service's calls (the catalog, the store's settings, its media and analytics). */
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
  /**
   * The whole book, as the spec defines it, for other clients; the screen reads its pages
   * (src/features/analytics/contract/analytics-routes.ts).
   */
  analytics: { method: 'GET', path: 'analytics/{id}/', serverOnly: true },
  /** The banker's choice of notifications (src/features/analytics/contract/analytics.ts). */
  notificationMode: { method: 'GET', path: 'analytics/{id}/notifications/' },
  setNotificationMode: { method: 'PUT', path: 'analytics/{id}/notifications/' },
});
