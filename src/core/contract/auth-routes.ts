import { get, put, routesOf } from './route-common.ts';

/**
 * The auth service's calls the core makes (the session, the banker behind a store) and the
 * banker's authorization, which the accounts and the privacy pages both change. Each feature's own
 * are in its contract/: the accounts' in src/features/accounts/contract/accounts-routes.ts, the
 * order forms' places in src/features/ordering/contract/places-routes.ts.
 */
export const AUTH_ROUTES = routesOf('auth', {
  logout: get('users/logout/'),
  refreshToken: put('users/refreshtoken/'),
  me: get('person/v2/'),
  bankerProfile: get('person/v2/pbprofile/{pb}/'),
  authorize: put('person/v2/authorization/'),
});
