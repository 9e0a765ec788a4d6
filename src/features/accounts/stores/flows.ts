/**
 * The account flows of the modals (docs/accounts.md#e-mail-check, docs/accounts.md#set-password,
 * docs/accounts.md#forgot-password, docs/invitations.md#invitation-and-authorization,
 * docs/accounts.md#edit-user), the one module the modals call. Each concern has a module of its
 * own; every action throws an `AccountError` with the message to show (src/features/accounts/stores/call-error.ts).
 */

export {
  authorizesCurrentBanker,
  currentBankerId,
  toggleAuthorization,
} from './banker-authorization.ts';
export {
  EditUserError,
  needsEmailConfirmation,
  resendEmailChangeCode,
  submitEditUser,
  submitEmailChangeCode,
} from './edit-user.ts';
export { checkEmail, resendCode } from './email-check.ts';
export { submitBirthday, submitLogin } from './invite-login.ts';
export { accountErrorLines, submitNewAccount } from './new-account.ts';
export {
  finishNewPassword,
  forgotForced,
  forgotStart,
  submitCode,
  submitNewPassword,
} from './password-flows.ts';
export { $pendingRequest, requestWithEmailCheck } from './pending-request.ts';
