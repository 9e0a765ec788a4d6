import { normalizeCheckEmail } from '../../../core/format/email.ts';
import { switchModal } from '../../../core/modals/modals.ts';
import { SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { errorList } from '../rules/call-errors.ts';
import { ACCOUNT_MSG } from '../rules/messages.ts';
import type { LeadForm } from '../rules/person-form.ts';
import { AccountError, accountCall } from './call-error.ts';
import { createAccount } from './sign-in.ts';

/**
 * Creates the account (docs/routes-and-guards.md#modals, docs/invitations.md#invitation-and-authorization). In invite mode a forced password-set follows (with the token the server
 * issued); otherwise the verification code was mailed and the code step follows. Create-account
 * errors come back as a list for the alert (docs/validation-and-errors.md#error-catalogue).
 */
export async function submitNewAccount(form: LeadForm, invited: boolean): Promise<void> {
  const created = await accountCall(
    () => createAccount(form),
    (body) => errorList(body).join('\n'),
  );
  writeStored(SESSION.passwordToken, created.token);
  writeStored(SESSION.newAccount, true);
  if (form.authorized !== undefined) writeStored(SESSION.bankerAuthorized, form.authorized);
  const email = normalizeCheckEmail(form.email);
  if (invited) {
    writeStored(SESSION.forcePasswordChange, true);
    switchModal('newAccount', 'forgot', { step: 2, forced: true, email });
    return;
  }
  switchModal('newAccount', 'forgot', { step: 1, email });
}

/** Errors of the create-account alert, one per line of the AccountError message. */
export function accountErrorLines(error: unknown): string[] {
  return error instanceof AccountError ? error.message.split('\n') : [ACCOUNT_MSG.errorRetry];
}
