import { get, post, put, routesOf, serverOnly } from '../../../core/contract/route-common.ts';

/**
 * The accounts' calls, served under the auth service's base: logging in, the verification codes
 * and the password, signing up and leads, the e-mail check and confirmation, one's own data and
 * address. The session's calls and the banker's authorization are the core's
 * (src/core/contract/auth-routes.ts).
 */
export const ACCOUNTS_ROUTES = routesOf('auth', {
  login: post('users/login/'),
  sendVerificationCode: post('users/sendverificationcode/'),
  validateVerificationCode: put('users/validateverificationcode/'),
  setPassword: put('users/setpassword/'),
  acceptTerms: serverOnly(post('users/acceptterms/')),
  createAccount: post('person/v2/'),
  updateMe: put('person/v2/'),
  confirmEmail: put('person/v2/email/'),
  requestEmailConfirmation: post('person/v2/email/'),
  person: serverOnly(get('person/v2/{id}/')),
  checkEmail: put('person/v2/existsoradd/'),
  createLead: post('person/v2/existsoradd/'),
  address: serverOnly(get('person/v2/address/')),
  updateAddress: serverOnly(put('person/v2/address/')),
});
