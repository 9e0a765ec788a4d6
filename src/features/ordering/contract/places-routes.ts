import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * The places the order forms read, served under the auth service's base: the cities of a state
 * (src/features/ordering/stores/cities.ts), and the states for other clients.
 */
export const PLACES_ROUTES = routesOf('auth', {
  states: { method: 'GET', path: 'person/v2/states/', serverOnly: true },
  cities: { method: 'GET', path: 'person/v2/cities/' },
});
