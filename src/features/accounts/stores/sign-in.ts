/**
 * How a session starts (docs/accounts.md#session-login-and-logout): a login, a lead or a new
 * account. The session itself (the user, its refresh and its end) is the core's
 * (src/core/context/session.ts), which every feature reads.
 */

import { env } from '../../../core/browser/environment.ts';
import { loadUser, type SessionUser } from '../../../core/context/session.ts';
import { $banker } from '../../../core/context/store-context.ts';
import { normalizeCheckEmail } from '../../../core/format/email.ts';
import { closeModal } from '../../../core/modals/modals.ts';
import { currentPb } from '../../../core/routes/route-table.ts';
import { call } from '../../../core/transport/api.ts';
import { setToken } from '../../../core/transport/token.ts';
import { ACCOUNTS_ROUTES } from '../contract/accounts-routes.ts';
import { loginErrorMessage } from '../rules/call-errors.ts';
import { type LeadForm, leadBody } from '../rules/person-form.ts';
import { accountCall } from './call-error.ts';

/** Logs in (docs/accounts.md#session-login-and-logout): token, then user, then the login modal closes. */
export async function login(email: string, password: string): Promise<SessionUser> {
  const { token } = await accountCall(
    () => call(ACCOUNTS_ROUTES.login, { body: { username: normalizeCheckEmail(email), password } }),
    loginErrorMessage,
  );
  setToken(token);
  const user = await loadUser();
  closeModal('logIn');
  return user;
}

/** The banker whose store is visited, as the lead and account calls name it. */
function bankerRef(): number | string | undefined {
  return $banker.get()?.person.id ?? currentPb(env().location()) ?? undefined;
}

/**
 * Creates a lead (docs/accounts.md#session-login-and-logout): token stored, user loaded. The services write its `create_user`
 * consent record with the lead itself. A failure is rethrown as received so the order form can
 * show field messages (docs/validation-and-errors.md#error-catalogue).
 */
export async function createLead(form: LeadForm): Promise<SessionUser> {
  const { person } = await call(ACCOUNTS_ROUTES.createLead, { body: leadBody(form, bankerRef()) });
  setToken(person.token);
  return loadUser();
}

/** Creates an account (new-account modal); answers the person and the token the server issued. */
export async function createAccount(form: LeadForm): Promise<{ person: SessionUser; token: string }> {
  const { person } = await call(ACCOUNTS_ROUTES.createAccount, { body: leadBody(form, bankerRef()) });
  const { token, ...user } = person;
  return { person: user, token };
}
