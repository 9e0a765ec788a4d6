import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * The accounts' calls, served under the auth service's base: logging in, the verification codes
 * and the password, signing up and leads, the e-mail check and confirmation, one's own data and
 * address. The session's calls and the banker's authorization are the core's
 * (src/core/contract/auth-routes.ts).
 */
export const ACCOUNTS_ROUTES = routesOf('auth', {
  login: { method: 'POST', path: 'users/login/' },
  sendVerificationCode: { method: 'POST', path: 'users/sendverificationcode/' },
  validateVerificationCode: { method: 'PUT', path: 'users/validateverificationcode/' },
  setPassword: { method: 'PUT', path: 'users/setpassword/' },
  acceptTerms: { method: 'POST', path: 'users/acceptterms/', serverOnly: true },
  createAccount: { method: 'POST', path: 'person/v2/' },
  updateMe: { method: 'PUT', path: 'person/v2/' },
  confirmEmail: { method: 'PUT', path: 'person/v2/email/' },
  requestEmailConfirmation: { method: 'POST', path: 'person/v2/email/' },
  person: { method: 'GET', path: 'person/v2/{id}/', serverOnly: true },
  checkEmail: { method: 'PUT', path: 'person/v2/existsoradd/' },
  createLead: { method: 'POST', path: 'person/v2/existsoradd/' },
  address: { method: 'GET', path: 'person/v2/address/', serverOnly: true },
  updateAddress: { method: 'PUT', path: 'person/v2/address/', serverOnly: true },
});
