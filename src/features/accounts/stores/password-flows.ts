import { $user, loadUser } from '../../../core/context/session.ts';
import { normalizeCheckEmail } from '../../../core/format/email.ts';
import { closeModal, modalOptions } from '../../../core/modals/modals.ts';
import {
  forgetStored,
  isFlagged,
  readStored,
  SESSION,
  writeStored,
} from '../../../core/storage/session-table.ts';
import { call } from '../../../core/transport/api.ts';
import { $token } from '../../../core/transport/token.ts';
import { ACCOUNTS_ROUTES } from '../contract/accounts-routes.ts';
import { afterForgot, type ForgotStep, forgotStartStep } from '../rules/forgot-password.ts';
import { ACCOUNT_MSG } from '../rules/messages.ts';
import { AccountError, accountCall } from './call-error.ts';
import {
  continueInvite,
  goToSolicitation,
  invitationNeedsAuthorizationFirst,
  welcomeNewAccount,
} from './invite-login.ts';
import { continuePendingRequest, productChosen } from './pending-request.ts';
import { login } from './sign-in.ts';

/**
 * The forgot modal's steps (docs/accounts.md#set-password, docs/accounts.md#forgot-password): the
 * mailed code, the new password, then logging in with it and going where the flow asks.
 */

/** The step the forgot modal opens at (docs/accounts.md#forgot-password). */
export function forgotStart(): ForgotStep {
  const requested = modalOptions('forgot')?.step;
  if (requested) return requested;
  return forgotStartStep({
    forced: isFlagged(SESSION.forcePasswordChange),
    storedToken: readStored(SESSION.passwordToken),
    user: $user.get(),
    userToken: $token.get(),
  });
}

/** Whether the forgot modal asks to register a password (forced change). */
export function forgotForced(): boolean {
  return modalOptions('forgot')?.forced ?? isFlagged(SESSION.forcePasswordChange);
}

/** Step 1: checks the 6-digit code; its token sets the password next. */
export async function submitCode(email: string, code: string): Promise<void> {
  const { token } = await accountCall(
    () =>
      call(ACCOUNTS_ROUTES.validateVerificationCode, { body: { email: normalizeCheckEmail(email), code } }),
    ACCOUNT_MSG.codeFailed,
  );
  writeStored(SESSION.passwordToken, token);
}

/**
 * Step 2: sets the password with the stored token (or the user's own). Then step 3 logs in with
 * it, reloads the user and removes the temporary token (docs/accounts.md#set-password).
 */
export async function submitNewPassword(password1: string, password2: string): Promise<void> {
  const token = readStored(SESSION.passwordToken) ?? $token.get();
  if (!token) throw new AccountError(ACCOUNT_MSG.setPasswordFailed);
  await accountCall(
    () =>
      call(ACCOUNTS_ROUTES.setPassword, {
        body: { password1, password2 },
        headers: { Authorization: `Bearer ${token}` },
      }),
    ACCOUNT_MSG.setPasswordFailed,
  );
}

/** Logs in with the new password; answers the user and whether the account was just created. */
async function logInWithNewPassword(email: string | null, password: string) {
  const temporary = readStored(SESSION.passwordToken);
  const address = email ?? (await loadUser(temporary ?? undefined)).email;
  const user = await login(address, password);
  const isNew = isFlagged(SESSION.newAccount);
  forgetStored(SESSION.passwordToken);
  forgetStored(SESSION.forcePasswordChange);
  forgetStored(SESSION.newAccount);
  closeModal('forgot');
  return { user, isNew };
}

/** Step 3: logs in with the new password and goes where the flow asks (docs/accounts.md#set-password, docs/accounts.md#forgot-password, docs/invitations.md#invitation-and-authorization). */
export async function finishNewPassword(email: string | null, password: string): Promise<void> {
  const { user, isNew } = await accountCall(
    () => logInWithNewPassword(email, password),
    ACCOUNT_MSG.setPasswordFailed,
  );
  const next = afterForgot({
    invite: isFlagged(SESSION.invitation),
    review: isFlagged(SESSION.invitationReview),
    productChosen: productChosen(),
    authorizationFirst: invitationNeedsAuthorizationFirst(),
  });
  if (next === 'solicitation') goToSolicitation();
  else if (next === 'authorization') continueInvite(user, isNew);
  else if (isNew)
    welcomeNewAccount(() => {
      if (next === 'product') continuePendingRequest();
    });
  else if (next === 'product') continuePendingRequest();
}
