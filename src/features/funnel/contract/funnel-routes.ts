import { get, post, routesOf } from '../../../core/contract/route-common.ts';

/** The store's funnel (src/features/funnel/contract/funnel.ts), served under the store service's base. */
export const FUNNEL_ROUTES = routesOf('store', {
  countFunnelEvent: post('funnel/{pb}/events/'),
  storeFunnel: get('funnel/desk/{banker}/'),
});
