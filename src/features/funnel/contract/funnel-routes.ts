import { routesOf } from '../../../core/contract/route-common.ts';

/** The store's funnel (src/features/funnel/contract/funnel.ts), served under the store service's base. */
export const FUNNEL_ROUTES = routesOf('store', {
  countFunnelEvent: { method: 'POST', path: 'funnel/{pb}/events/' },
  storeFunnel: { method: 'GET', path: 'funnel/desk/{banker}/' },
});
