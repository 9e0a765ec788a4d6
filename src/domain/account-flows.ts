import { normalizeCheckEmail } from './email.ts';
import { ERROR_TEXTS, MESSAGE_MS } from './messages.ts';
import type { AccountAction } from './modals.ts';

/** Why the e-mail is checked (spec §4.2). */
export type EmailCheckType = 'new' | 'forgot' | 'request';

export type EmailCheckOutcome =
  | { ok: true; requiredPassword?: boolean }
  | { ok: false; message?: string | null };

/** The two server e-mail messages, shown as received (spec §8). */
export const KNOWN_EMAIL_ERRORS: readonly string[] = [
  ERROR_TEXTS.invalidEmail,
  ERROR_TEXTS.invalidEmailProvider,
];

/**
 * What follows an e-mail check (spec §4.2). Modals open by toggling their flag, so the modal the
 * user typed in closes while the next one opens: new -> forgot (verification code); forgot ->
 * forgot; request -> login when the account has a password, otherwise forgot (to set one).
 * A failed check in request mode, not one of the known e-mail errors, keeps the e-mail as
 * tempEmail and lets the product flow continue.
 */
export function emailCheckActions(
  type: EmailCheckType,
  email: string,
  outcome: EmailCheckOutcome,
): AccountAction[] {
  if (outcome.ok) {
    switch (type) {
      case 'new':
        return [
          { type: 'close', modal: 'newAccount' },
          { type: 'open', modal: 'forgot' },
        ];
      case 'forgot':
        return [
          { type: 'close', modal: 'checkEmail' },
          { type: 'open', modal: 'forgot' },
        ];
      case 'request':
        return [
          { type: 'close', modal: 'checkEmail' },
          { type: 'open', modal: outcome.requiredPassword ? 'forgot' : 'logIn' },
        ];
    }
  }
  const message = outcome.message ?? '';
  if (KNOWN_EMAIL_ERRORS.includes(message)) return [{ type: 'showError', message, ms: MESSAGE_MS }];
  switch (type) {
    case 'request':
      return [
        { type: 'storeSession', key: 'tempEmail', value: normalizeCheckEmail(email) },
        { type: 'close', modal: 'checkEmail' },
        { type: 'continueProductFlow' },
      ];
    case 'forgot':
      return [{ type: 'showError', message: ERROR_TEXTS.emailNotRegistered, ms: MESSAGE_MS }];
    case 'new':
      return [{ type: 'showError', message: message || ERROR_TEXTS.setPassword, ms: MESSAGE_MS }];
  }
}

/** Title of the check-email modal by type. */
export function checkEmailTitle(type: EmailCheckType): string {
  return type === 'forgot' ? 'Redefinição de senha' : 'Solicitação de Produto';
}

export type ForgotStep = 1 | 2 | 3;

export interface ForgotStart {
  /** The forced password change flag (set by the `q` link). */
  forceChangePassword: boolean;
  /** The token kept in session storage by the `q` link. */
  storedToken: string | null;
  /** The logged-in user's token, if any. */
  userToken: string | null;
  /** The logged-in user's last login, if any. */
  lastLogin: string | null;
}

/**
 * Where the forgot modal starts (spec §4.7): a forced change starts at the password step with the
 * stored token; a logged-in user with a token starts there when they have logged in before;
 * everyone else starts at the code.
 */
export function forgotStartStep(start: ForgotStart): { step: ForgotStep; token: string | null } {
  if (start.forceChangePassword && start.storedToken) return { step: 2, token: start.storedToken };
  if (start.userToken) return { step: start.lastLogin ? 2 : 1, token: start.userToken };
  return { step: 1, token: null };
}

/** Title of the password step: 'Cadastre sua senha' when forced, else 'Redefinição da senha'. */
export function forgotPasswordTitle(forced: boolean): string {
  return forced ? 'Cadastre sua senha' : 'Redefinição da senha';
}

/** Text of the third step, while logging in. */
export const FORGOT_LOADER_TEXT = 'Aguarde, estamos logando você.';

export interface InviteState {
  invite: boolean;
  review: boolean;
}

/**
 * After the new password is set the modal closes; with invite and review the user goes to the
 * solicitation, with invite only the authorization modal opens (spec §4.7).
 */
export function afterPasswordSetActions({ invite, review }: InviteState): AccountAction[] {
  const close: AccountAction = { type: 'close', modal: 'forgot' };
  if (invite && review) return [close, { type: 'goToSolicitation' }];
  if (invite) return [close, { type: 'open', modal: 'authorization' }];
  return [close];
}

/**
 * Set-password follow-up (spec §4.3): reload the user, drop the temporary token and, when a
 * product was chosen outside an invite, set force_redirect and continue the product flow.
 */
export function setPasswordFollowUp({
  productChosen,
  invite,
}: {
  productChosen: boolean;
  invite: boolean;
}): AccountAction[] {
  const actions: AccountAction[] = [{ type: 'reloadUser' }, { type: 'removeSession', key: 'token' }];
  if (productChosen && !invite) {
    actions.push(
      { type: 'storeSession', key: 'force_redirect', value: 'true' },
      { type: 'continueProductFlow' },
    );
  }
  return actions;
}
