import { get, routesOf, serverOnly } from '../../../core/contract/route-common.ts';

/**
 * The places the order forms read, served under the auth service's base: the cities of a state
 * (src/features/ordering/stores/cities.ts), and the states for other clients.
 */
export const PLACES_ROUTES = routesOf('auth', {
  states: serverOnly(get('person/v2/states/')),
  cities: get('person/v2/cities/'),
});
