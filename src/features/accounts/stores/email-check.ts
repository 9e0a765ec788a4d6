import { normalizeCheckEmail } from '../../../core/format/email.ts';
import { closeModal, switchModal } from '../../../core/modals/modals.ts';
import { SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { call } from '../../../core/transport/api.ts';
import { failureOf } from '../../../core/transport/call-failure.ts';
import { ACCOUNTS_ROUTES } from '../contract/accounts-routes.ts';
import { knownEmailError } from '../rules/call-errors.ts';
import { type EmailCheckResult, type EmailCheckType, emailCheckStep } from '../rules/email-check.ts';
import { ACCOUNT_MSG } from '../rules/messages.ts';
import { AccountError, accountCall } from './call-error.ts';
import { continuePendingRequest } from './pending-request.ts';

/** The check-email modal (docs/accounts.md#e-mail-check): who the visitor is decides what opens next. */

async function sendCode(email: string): Promise<void> {
  await accountCall(
    () => call(ACCOUNTS_ROUTES.sendVerificationCode, { body: { email } }),
    (body) => knownEmailError(body) ?? ACCOUNT_MSG.emailNotRegistered,
  );
}

/** Sends a new verification code (the code step's "send again"). */
export function resendCode(email: string): Promise<void> {
  return sendCode(normalizeCheckEmail(email));
}

/** What the services say of an e-mail, failures included (they decide the step too). */
async function emailCheckResult(email: string, type: EmailCheckType): Promise<EmailCheckResult> {
  try {
    const answer = await call(ACCOUNTS_ROUTES.checkEmail, { body: { email, type } });
    return { ok: true, exists: answer.exists, requiredPassword: answer.required_password };
  } catch (error) {
    const { body, status } = failureOf(error);
    return { ok: false, status: status ?? 0, knownEmailError: knownEmailError(body) };
  }
}

/** Runs the e-mail check of the check-email modal and opens what comes next. */
export async function checkEmail(type: EmailCheckType, typed: string): Promise<void> {
  const email = normalizeCheckEmail(typed);
  const step = emailCheckStep(type, await emailCheckResult(email, type));
  switch (step.action) {
    case 'message':
      throw new AccountError(step.message);
    case 'newAccount':
      switchModal('checkEmail', 'newAccount', { email });
      return;
    case 'logIn':
      switchModal('checkEmail', 'logIn', { email });
      return;
    case 'forgot':
      await sendCode(email);
      switchModal('checkEmail', 'forgot', { step: 1, email });
      return;
    case 'continueRequest':
      writeStored(SESSION.checkedEmail, email);
      closeModal('checkEmail');
      continuePendingRequest();
      return;
  }
}
