import { routesOf } from './route-common.ts';

/** The auth service's calls (accounts, sessions and the bankers' profiles). */
export const AUTH_ROUTES = routesOf('auth', {
  login: { method: 'POST', path: 'users/login/' },
  logout: { method: 'GET', path: 'users/logout/' },
  refreshToken: { method: 'PUT', path: 'users/refreshtoken/' },
  sendVerificationCode: { method: 'POST', path: 'users/sendverificationcode/' },
  validateVerificationCode: { method: 'PUT', path: 'users/validateverificationcode/' },
  setPassword: { method: 'PUT', path: 'users/setpassword/' },
  acceptTerms: { method: 'POST', path: 'users/acceptterms/', serverOnly: true },
  me: { method: 'GET', path: 'person/v2/' },
  createAccount: { method: 'POST', path: 'person/v2/' },
  updateMe: { method: 'PUT', path: 'person/v2/' },
  confirmEmail: { method: 'PUT', path: 'person/v2/email/' },
  requestEmailConfirmation: { method: 'POST', path: 'person/v2/email/' },
  person: { method: 'GET', path: 'person/v2/{id}/', serverOnly: true },
  checkEmail: { method: 'PUT', path: 'person/v2/existsoradd/' },
  createLead: { method: 'POST', path: 'person/v2/existsoradd/' },
  bankerProfile: { method: 'GET', path: 'person/v2/pbprofile/{pb}/' },
  address: { method: 'GET', path: 'person/v2/address/', serverOnly: true },
  updateAddress: { method: 'PUT', path: 'person/v2/address/', serverOnly: true },
  authorize: { method: 'PUT', path: 'person/v2/authorization/' },
  states: { method: 'GET', path: 'person/v2/states/', serverOnly: true },
  cities: { method: 'GET', path: 'person/v2/cities/' },
});
