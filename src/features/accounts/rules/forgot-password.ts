import { ACCOUNT_TITLES } from './messages.ts';

/** Steps of the forgot modal (docs/routes-and-guards.md#modals): 1 code, 2 new password, 3 logging in. */
export type ForgotStep = 1 | 2 | 3;

export interface ForgotStartInput {
  /** forceChangePassword session flag (query q). */
  forced: boolean;
  /** A token stored in the session (query q, or a validated code). */
  storedToken: string | null;
  /** The logged user, if any. */
  user: { last_login: string | null } | null;
  /** The logged user's own token. */
  userToken: string | null;
}

/**
 * Where the forgot modal starts (docs/accounts.md#forgot-password): a forced password change with a stored token starts
 * at the passwords; a logged user with a token starts there too when they have logged in before,
 * otherwise at the code.
 */
export function forgotStartStep(input: ForgotStartInput): ForgotStep {
  if (input.forced && input.storedToken) return 2;
  if (input.user && input.userToken) return input.user.last_login ? 2 : 1;
  return 1;
}

/** Title of each step; the forced change asks to register a password. */
export function forgotTitle(step: ForgotStep, forced: boolean): string {
  if (step === 1) return 'Código de verificação';
  return forced ? ACCOUNT_TITLES.forgotForced : ACCOUNT_TITLES.forgotReset;
}

/** Where the flow goes after the password is set (docs/accounts.md#forgot-password, docs/invitations.md#invitation-and-authorization). */
export type AfterForgot = 'solicitation' | 'authorization' | 'product' | 'close';

export function afterForgot(input: {
  invite: boolean;
  review: boolean;
  productChosen: boolean;
  /** Consortium invitations (117, 121) ask for the authorization before the solicitation (docs/invitations.md#invitation-and-authorization). */
  authorizationFirst?: boolean;
}): AfterForgot {
  if (input.invite && input.review && !input.authorizationFirst) return 'solicitation';
  if (input.invite) return 'authorization';
  if (input.productChosen) return 'product';
  return 'close';
}
