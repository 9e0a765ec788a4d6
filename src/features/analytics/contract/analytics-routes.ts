import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * Analytics' calls, served under the store service's base: one page of each table
 * (src/features/analytics/contract/book-pages.ts), the whole book and the banker's choice of
 * notifications. Here rather than in the core's table, so no other page carries them.
 */
export const ANALYTICS_ROUTES = routesOf('store', {
  /** The whole book, as the spec defines it, for other clients; the screen reads its pages. */
  analytics: { method: 'GET', path: 'analytics/{id}/', serverOnly: true },
  /** The banker's choice of notifications (src/features/analytics/contract/analytics.ts). */
  notificationMode: { method: 'GET', path: 'analytics/{id}/notifications/' },
  setNotificationMode: { method: 'PUT', path: 'analytics/{id}/notifications/' },
  analyticsCustomers: { method: 'GET', path: 'analytics/{id}/customers/' },
  analyticsCustomerOrders: { method: 'GET', path: 'analytics/{id}/customers/{customer}/orders/' },
  analyticsLeads: { method: 'GET', path: 'analytics/{id}/leads/' },
  analyticsProducts: { method: 'GET', path: 'analytics/{id}/products/' },
  analyticsTransactions: { method: 'GET', path: 'analytics/{id}/transactions/' },
});
