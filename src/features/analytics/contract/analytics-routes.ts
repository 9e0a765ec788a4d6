import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * One page of each Analytics table (src/features/analytics/contract/book-pages.ts), served under
 * the store service's base. Here rather than in the core's table, so no other page carries them.
 */
export const ANALYTICS_ROUTES = routesOf('store', {
  analyticsCustomers: { method: 'GET', path: 'analytics/{id}/customers/' },
  analyticsCustomerOrders: { method: 'GET', path: 'analytics/{id}/customers/{customer}/orders/' },
  analyticsLeads: { method: 'GET', path: 'analytics/{id}/leads/' },
  analyticsProducts: { method: 'GET', path: 'analytics/{id}/products/' },
  analyticsTransactions: { method: 'GET', path: 'analytics/{id}/transactions/' },
});
