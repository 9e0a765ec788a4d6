import { atom } from 'nanostores';
import { AUTH_ROUTES } from '../api/routes.ts';
import {
  authorizesBanker,
  type EditUserForm,
  emailChanged,
  updateBody,
} from '../domain/account-edit-user.ts';
import { type EmailCheckResult, type EmailCheckType, emailCheckStep } from '../domain/account-email-check.ts';
import { cpfServerError, errorList, fieldMessage, knownEmailError } from '../domain/account-errors.ts';
import { afterForgot, type ForgotStep, forgotStartStep } from '../domain/account-forgot.ts';
import { ACCOUNT_CREATED_MS, ACCOUNT_MSG } from '../domain/account-messages.ts';
import { normalizeCheckEmail, normalizeEmail } from '../domain/email.ts';
import type { LeadForm } from '../domain/person-form.ts';
import { CONSORTIUM_IDS } from '../domain/product-ids.ts';
import { forgetStored, isFlagged, readStored, SESSION, writeStored } from '../lib/session-table.ts';
import { pathFor } from '../routes/route-table.ts';
import { call } from './api.ts';
import { $invitation } from './invitation.ts';
import { closeModal, modalOptions, openModal, switchModal } from './modals.ts';
import {
  $user,
  AccountError,
  createAccount,
  failureOf,
  forgetUser,
  loadUser,
  login,
  type SessionUser,
  setUser,
} from './session.ts';
import { $banker, $pb } from './store-context.ts';
import { $token } from './token.ts';

/**
 * The account flows of the modals (docs/accounts.md#e-mail-check, docs/accounts.md#set-password, docs/accounts.md#forgot-password, docs/invitations.md#invitation-and-authorization, docs/accounts.md#edit-user). Each action throws an
 * `AccountError` with the message to show; the modals only draw and call these.
 */

export interface AccountFlowDeps {
  navigate(path: string): void;
  pb(): string | null;
  bankerId(): number | null;
  wait(ms: number): Promise<void>;
}

let deps: AccountFlowDeps = {
  navigate: (path) => window.location.assign(path),
  pb: () => $pb.get(),
  bankerId: () => $banker.get()?.person.id ?? null,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function configureAccountFlows(next: Partial<AccountFlowDeps>): void {
  deps = { ...deps, ...next };
}

// ---- continuing a product request after the visitor identifies (docs/accounts.md#e-mail-check, docs/accounts.md#set-password, docs/ordering.md#requesting-a-product) ----

/** What the product flow does once the visitor is known (logged in, or kept as tempEmail). */
export type PendingRequest = () => void;

/** The product flow waiting on the check-email modal; the requests area sets it. */
export const $pendingRequest = atom<PendingRequest | null>(null);

/**
 * Opens the check-email modal of a product request (docs/ordering.md#requesting-a-product): once the visitor logs in, sets a
 * password, or goes on as a new visitor (tempEmail), `onContinue` runs.
 */
export function requestWithEmailCheck(onContinue: PendingRequest): void {
  $pendingRequest.set(onContinue);
  openModal('checkEmail', { type: 'request' });
}

/** Runs the waiting product flow once (with force_redirect set, as docs/accounts.md#set-password asks). */
function continuePendingRequest(): boolean {
  const pending = $pendingRequest.get();
  if (!pending) return false;
  $pendingRequest.set(null);
  writeStored(SESSION.continueOrder, true);
  pending();
  return true;
}

function productChosen(): boolean {
  return (
    $pendingRequest.get() !== null ||
    readStored(SESSION.chosenProduct) !== null ||
    readStored(SESSION.productCookie) !== null
  );
}

// ---- e-mail check (docs/accounts.md#e-mail-check) ----

async function sendCode(email: string): Promise<void> {
  try {
    await call(AUTH_ROUTES.sendVerificationCode, { body: { email } });
  } catch (error) {
    const { body, status } = failureOf(error);
    const message = knownEmailError(body) ?? ACCOUNT_MSG.emailNotRegistered;
    throw new AccountError(message, body, status);
  }
}

/** Sends a new verification code (the code step's "send again"). */
export function resendCode(email: string): Promise<void> {
  return sendCode(normalizeEmail(email.trim()));
}

/** Runs the e-mail check of the check-email modal and opens what comes next. */
export async function checkEmail(type: EmailCheckType, typed: string): Promise<void> {
  const email = normalizeCheckEmail(typed);
  let result: EmailCheckResult;
  try {
    const answer = await call(AUTH_ROUTES.checkEmail, {
      body: { email, type },
    });
    result = { ok: true, exists: answer.exists, requiredPassword: answer.required_password };
  } catch (error) {
    const { body, status } = failureOf(error);
    result = { ok: false, status: status ?? 0, knownEmailError: knownEmailError(body) };
  }
  const step = emailCheckStep(type, result);
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

// ---- login and what follows it (docs/accounts.md#session-login-and-logout, docs/invitations.md#invitation-and-authorization) ----

/** Consortium invitations (117, 121) ask for the authorization before the solicitation. */
function invitationNeedsAuthorizationFirst(): boolean {
  const product = $invitation.get()?.product;
  return product !== undefined && CONSORTIUM_IDS.includes(product);
}

/** After an invite login: require the birthday when missing, else the authorization modal. */
function continueInvite(user: SessionUser, isNew: boolean): void {
  if (!user.birthday) {
    openModal('requireBirthday');
    return;
  }
  if (isNew) {
    openModal('successfulAccountCreation');
    void deps.wait(ACCOUNT_CREATED_MS).then(() => {
      closeModal('successfulAccountCreation');
      openModal('authorization');
    });
    return;
  }
  openModal('authorization');
}

/** The login modal's submit: logs in, then continues the invite or the product request. */
export async function submitLogin(email: string, password: string): Promise<void> {
  const user = await login(email, password);
  if (isFlagged(SESSION.invitation)) {
    if (isFlagged(SESSION.invitationReview) && !invitationNeedsAuthorizationFirst()) {
      const pb = deps.pb();
      if (pb) deps.navigate(pathFor('solicitation', { pb }));
      return;
    }
    continueInvite(user, false);
    return;
  }
  continuePendingRequest();
}

// ---- new account (docs/routes-and-guards.md#modals, docs/invitations.md#invitation-and-authorization, docs/validation-and-errors.md#validation-rules) ----

/**
 * Creates the account. In invite mode a forced password-set follows (with the token the server
 * issued); otherwise the verification code was mailed and the code step follows. Create-account
 * errors come back as a list for the alert (docs/validation-and-errors.md#error-catalogue).
 */
export async function submitNewAccount(form: LeadForm, invited: boolean): Promise<void> {
  let created: { person: SessionUser; token: string };
  try {
    created = await createAccount(form);
  } catch (error) {
    const { body, status } = failureOf(error);
    throw new AccountError(errorList(body).join('\n'), body, status);
  }
  writeStored(SESSION.passwordToken, created.token);
  writeStored(SESSION.newAccount, true);
  if (form.authorized !== undefined) writeStored(SESSION.bankerAuthorized, form.authorized);
  const email = normalizeEmail(form.email.trim());
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

// ---- forgot: code, new password, logging in (docs/accounts.md#set-password, docs/accounts.md#forgot-password) ----

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
  try {
    const { token } = await call(AUTH_ROUTES.validateVerificationCode, {
      body: { email: normalizeEmail(email.trim()), code },
    });
    writeStored(SESSION.passwordToken, token);
  } catch (error) {
    const { body, status } = failureOf(error);
    throw new AccountError(ACCOUNT_MSG.codeFailed, body, status);
  }
}

/**
 * Step 2: sets the password with the stored token (or the user's own). Then step 3 logs in with
 * it, reloads the user and removes the temporary token (docs/accounts.md#set-password).
 */
export async function submitNewPassword(password1: string, password2: string): Promise<void> {
  const token = readStored(SESSION.passwordToken) ?? $token.get();
  if (!token) throw new AccountError(ACCOUNT_MSG.setPasswordFailed);
  try {
    await call(AUTH_ROUTES.setPassword, {
      body: { password1, password2 },
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    const { body, status } = failureOf(error);
    throw new AccountError(ACCOUNT_MSG.setPasswordFailed, body, status);
  }
}

/** Step 3: logs in with the new password and goes where the flow asks (docs/accounts.md#set-password, docs/accounts.md#forgot-password, docs/invitations.md#invitation-and-authorization). */
export async function finishNewPassword(email: string | null, password: string): Promise<void> {
  const temporary = readStored(SESSION.passwordToken);
  try {
    const address = email ?? (await loadUser(temporary ?? undefined)).email;
    const user = await login(address, password);
    const isNew = isFlagged(SESSION.newAccount);
    forgetStored(SESSION.passwordToken);
    forgetStored(SESSION.forcePasswordChange);
    forgetStored(SESSION.newAccount);
    closeModal('forgot');
    const next = afterForgot({
      invite: isFlagged(SESSION.invitation),
      review: isFlagged(SESSION.invitationReview),
      productChosen: productChosen(),
      authorizationFirst: invitationNeedsAuthorizationFirst(),
    });
    if (next === 'solicitation') {
      const pb = deps.pb();
      if (pb) deps.navigate(pathFor('solicitation', { pb }));
      return;
    }
    if (next === 'authorization') {
      continueInvite(user, isNew);
      return;
    }
    if (isNew) {
      openModal('successfulAccountCreation');
      void deps.wait(ACCOUNT_CREATED_MS).then(() => {
        closeModal('successfulAccountCreation');
        if (next === 'product') continuePendingRequest();
      });
      return;
    }
    if (next === 'product') continuePendingRequest();
  } catch (error) {
    if (error instanceof AccountError) throw error;
    const { body, status } = failureOf(error);
    throw new AccountError(ACCOUNT_MSG.setPasswordFailed, body, status);
  }
}

// ---- require birthday (docs/invitations.md#invitation-and-authorization) ----

/** Saves the missing birthday, then the invite continues to the authorization modal. */
export async function submitBirthday(birthday: string): Promise<void> {
  let user: SessionUser;
  try {
    ({ person: user } = await call(AUTH_ROUTES.updateMe, {
      body: { birthday },
    }));
  } catch (error) {
    const { body, status } = failureOf(error);
    throw new AccountError(errorList(body)[0] ?? ACCOUNT_MSG.errorRetry, body, status);
  }
  setUser(user);
  closeModal('requireBirthday');
  if (isFlagged(SESSION.invitation)) openModal('authorization');
}

// ---- edit user (docs/accounts.md#edit-user) ----

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

/**
 * Saves the user's data. A new e-mail is not applied yet: the services mail a code to it, so the
 * answer names it and the code step follows (`submitEmailChangeCode`).
 */
export async function submitEditUser(
  user: SessionUser,
  form: EditUserForm,
): Promise<'saved' | { confirmEmail: string }> {
  let saved: { person: SessionUser; pending_email?: string };
  try {
    saved = await call(AUTH_ROUTES.updateMe, {
      body: updateBody(user, form),
    });
  } catch (error) {
    const { body } = failureOf(error);
    const fields: Partial<Record<keyof EditUserForm, string>> = {};
    const cpf = cpfServerError(body);
    if (cpf) fields.cpf = cpf;
    for (const key of ['full_name', 'email', 'principal_contact', 'birthday'] as const) {
      const message = fieldMessage(body, key);
      if (message) fields[key] = message;
    }
    const message = Object.keys(fields).length > 0 ? '' : (errorList(body)[0] ?? ACCOUNT_MSG.errorRetry);
    throw new EditUserError(message, fields, body);
  }
  setUser(saved.person);
  return saved.pending_email ? { confirmEmail: saved.pending_email } : 'saved';
}

/**
 * Confirms the new e-mail with the code mailed to it; the services then end every session, so
 * the user logs in again with the new address (docs/accounts.md#edit-user).
 */
export async function submitEmailChangeCode(newEmail: string, code: string): Promise<void> {
  try {
    await call(AUTH_ROUTES.confirmEmail, { body: { code } });
  } catch (error) {
    const { body, status } = failureOf(error);
    throw new AccountError(errorList(body)[0] ?? ACCOUNT_MSG.codeFailed, body, status);
  }
  forgetUser();
  switchModal('editUser', 'logIn', { email: newEmail });
}

/** Mails a new code to the e-mail being confirmed. */
export async function resendEmailChangeCode(newEmail: string): Promise<void> {
  try {
    await call(AUTH_ROUTES.updateMe, { body: { email: newEmail } });
  } catch (error) {
    const { body, status } = failureOf(error);
    throw new AccountError(errorList(body)[0] ?? ACCOUNT_MSG.errorRetry, body, status);
  }
}

/** The banker of the visited store, for the authorization toggle. */
export function currentBankerId(): number | null {
  return deps.bankerId();
}

/** Whether the user authorizes the banker of the visited store. */
export function authorizesCurrentBanker(user: SessionUser): boolean {
  return authorizesBanker(user, deps.bankerId());
}

/** 'Autorizar' / 'Remover autorização' (docs/accounts.md#edit-user); failure says 'Houve um erro.'. */
export async function toggleAuthorization(user: SessionUser): Promise<SessionUser> {
  const bankerId = deps.bankerId();
  if (bankerId === null) throw new AccountError(ACCOUNT_MSG.authorizationFailed);
  try {
    const { person } = await call(AUTH_ROUTES.authorize, {
      body: { personal_banker: bankerId, authorized: !authorizesBanker(user, bankerId) },
    });
    setUser(person);
    return person;
  } catch (error) {
    const { body, status } = failureOf(error);
    throw new AccountError(ACCOUNT_MSG.authorizationFailed, body, status);
  }
}
