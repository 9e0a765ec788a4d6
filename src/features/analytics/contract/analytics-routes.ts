import { get, put, routesOf, serverOnly } from '../../../core/contract/route-common.ts';

/**
 * Analytics' calls, served under the store service's base: one page of each table
 * (src/features/analytics/contract/book-pages.ts), the whole book and the banker's choice of
 * notifications. Here rather than in the core's table, so no other page carries them.
 */
export const ANALYTICS_ROUTES = routesOf('store', {
  /** The whole book, as the spec defines it, for other clients; the screen reads its pages. */
  analytics: serverOnly(get('analytics/{id}/')),
  /** The banker's choice of notifications (src/features/analytics/contract/analytics.ts). */
  notificationMode: get('analytics/{id}/notifications/'),
  setNotificationMode: put('analytics/{id}/notifications/'),
  analyticsCustomers: get('analytics/{id}/customers/'),
  analyticsCustomerOrders: get('analytics/{id}/customers/{customer}/orders/'),
  analyticsLeads: get('analytics/{id}/leads/'),
  analyticsProducts: get('analytics/{id}/products/'),
  analyticsTransactions: get('analytics/{id}/transactions/'),
});
