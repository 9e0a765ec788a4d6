/** The flows the check-email modal starts (docs/accounts.md#e-mail-check). */
export type EmailCheckType = 'new' | 'forgot' | 'request';

/** What the e-mail check answered: the account's state, or a failure with its body. */
export type EmailCheckResult =
  | { ok: true; exists: boolean; requiredPassword: boolean }
  | { ok: false; status: number; knownEmailError: string | null };

/** What the modals do next. */
export type EmailCheckStep =
  /** Open the new-account modal with the e-mail. */
  | { action: 'newAccount' }
  /** Send a verification code and open the forgot modal at the code step. */
  | { action: 'forgot' }
  /** Close the check and open the login modal. */
  | { action: 'logIn' }
  /** Keep the e-mail as tempEmail and let the product flow continue (visitor without account). */
  | { action: 'continueRequest' }
  /** Stay on the check-email modal and show the message for 3 s. */
  | { action: 'message'; message: string };

export const NOT_REGISTERED = 'E-mail não cadastrado.';

/**
 * The e-mail check flow by type (docs/accounts.md#e-mail-check):
 * - new: an unknown e-mail opens new-account, a known one the forgot modal (prove the e-mail,
 *   then set the password);
 * - forgot: a known e-mail opens the forgot modal; an unknown one says 'E-mail não cadastrado.';
 * - request: a known e-mail opens login, or the forgot modal when a password must be set first;
 *   an unknown one (or any failure but the two server e-mail messages) keeps the e-mail as
 *   tempEmail and the product flow continues.
 */
export function emailCheckStep(type: EmailCheckType, result: EmailCheckResult): EmailCheckStep {
  if (!result.ok && result.knownEmailError) return { action: 'message', message: result.knownEmailError };
  const exists = result.ok ? result.exists : false;
  switch (type) {
    case 'new':
      return exists ? { action: 'forgot' } : { action: 'newAccount' };
    case 'forgot':
      return exists ? { action: 'forgot' } : { action: 'message', message: NOT_REGISTERED };
    case 'request':
      if (!exists) return { action: 'continueRequest' };
      return result.ok && result.requiredPassword ? { action: 'forgot' } : { action: 'logIn' };
  }
}
