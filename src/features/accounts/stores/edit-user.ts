import { forgetUser, loadUser, type SessionUser, setUser } from '../../../core/context/session.ts';
import { openModal, switchModal } from '../../../core/modals/modals.ts';
import { call } from '../../../core/transport/api.ts';
import { ACCOUNTS_ROUTES } from '../contract/accounts-routes.ts';
import { cpfServerError, errorList, fieldMessage } from '../rules/call-errors.ts';
import { type EditUserForm, emailChanged, updateBody } from '../rules/edit-user.ts';
import { ACCOUNT_MSG } from '../rules/messages.ts';
import { AccountError, accountCall } from './call-error.ts';

/** 'Dados pessoais' (docs/accounts.md#edit-user): saving the user's data and confirming a new e-mail. */

/** Field messages of a failed update, and a message for the whole form. */
export class EditUserError extends AccountError {
  readonly fields: Partial<Record<keyof EditUserForm, string>>;
  constructor(message: string, fields: Partial<Record<keyof EditUserForm, string>>, body: unknown) {
    super(message, body);
    this.name = 'EditUserError';
    this.fields = fields;
  }
}

/** Whether saving needs the e-mail-change confirmation first. */
export function needsEmailConfirmation(user: SessionUser, form: EditUserForm): boolean {
  return emailChanged(user, form);
}

/** A failed update: the messages under their fields, else one for the whole form. */
function editUserError(body: unknown): EditUserError {
  const fields: Partial<Record<keyof EditUserForm, string>> = {};
  const cpf = cpfServerError(body);
  if (cpf) fields.cpf = cpf;
  for (const key of ['full_name', 'email', 'principal_contact', 'birthday'] as const) {
    const message = fieldMessage(body, key);
    if (message) fields[key] = message;
  }
  const message = Object.keys(fields).length > 0 ? '' : (errorList(body)[0] ?? ACCOUNT_MSG.errorRetry);
  return new EditUserError(message, fields, body);
}

/**
 * Saves the user's data. A new e-mail is not applied yet: the services mail a code to it, so the
 * answer names it and the code step follows (`submitEmailChangeCode`).
 */
export async function submitEditUser(
  user: SessionUser,
  form: EditUserForm,
): Promise<'saved' | { confirmEmail: string }> {
  const saved = await accountCall(
    () => call(ACCOUNTS_ROUTES.updateMe, { body: updateBody(user, form) }),
    editUserError,
  );
  setUser(saved.person);
  return saved.pending_email ? { confirmEmail: saved.pending_email } : 'saved';
}

/**
 * Confirms the new e-mail with the code mailed to it; the services then end every session, so
 * the user logs in again with the new address (docs/accounts.md#edit-user).
 */
export async function submitEmailChangeCode(newEmail: string, code: string): Promise<void> {
  await accountCall(
    () => call(ACCOUNTS_ROUTES.confirmEmail, { body: { code } }),
    (body) => errorList(body)[0] ?? ACCOUNT_MSG.codeFailed,
  );
  forgetUser();
  switchModal('editUser', 'logIn', { email: newEmail });
}

/**
 * The way to confirm the account's own e-mail (an account never confirmed): the services mail a
 * code to it, and 'Dados Cadastrais' opens at the code step; once confirmed, the user logs in again.
 */
export async function confirmOwnEmail(): Promise<void> {
  const user = await loadUser();
  await accountCall(
    () => call(ACCOUNTS_ROUTES.requestEmailConfirmation),
    (body) => errorList(body)[0] ?? ACCOUNT_MSG.errorRetry,
  );
  openModal('editUser', { confirmEmail: user.email });
}

/** Mails a new code to the e-mail being confirmed. */
export async function resendEmailChangeCode(newEmail: string): Promise<void> {
  await accountCall(
    () => call(ACCOUNTS_ROUTES.updateMe, { body: { email: newEmail } }),
    (body) => errorList(body)[0] ?? ACCOUNT_MSG.errorRetry,
  );
}
