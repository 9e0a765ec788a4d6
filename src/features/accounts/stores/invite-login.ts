import { env } from '../../../core/browser/environment.ts';
import { type SessionUser, setUser } from '../../../core/context/session.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { ACCOUNT_CREATED_MS } from '../../../core/format/message-times.ts';
import { closeModal, openModal } from '../../../core/modals/modals.ts';
import { CONSORTIUM_IDS } from '../../../core/products/product-rules.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { isFlagged, SESSION } from '../../../core/storage/session-table.ts';
import { call } from '../../../core/transport/api.ts';
import { $invitation } from '../../invitations/stores/invitation.ts';
import { ACCOUNTS_ROUTES } from '../contract/accounts-routes.ts';
import { errorList } from '../rules/call-errors.ts';
import { ACCOUNT_MSG } from '../rules/messages.ts';
import { accountCall } from './call-error.ts';
import { continuePendingRequest } from './pending-request.ts';
import { login } from './sign-in.ts';

/**
 * Logging in from the login modal and what follows it (docs/accounts.md#session-login-and-logout,
 * docs/invitations.md#invitation-and-authorization): an invitation goes on to the birthday, the
 * authorization or the solicitation; a product request goes on by itself.
 */

/** Consortium invitations (117, 121) ask for the authorization before the solicitation. */
export function invitationNeedsAuthorizationFirst(): boolean {
  const product = $invitation.get()?.product;
  return product !== undefined && CONSORTIUM_IDS.includes(product);
}

/** A new account is welcomed ('Cadastrado com sucesso!') for a while before `then` runs. */
export function welcomeNewAccount(then: () => void): void {
  openModal('successfulAccountCreation');
  void env()
    .wait(ACCOUNT_CREATED_MS)
    .then(() => {
      closeModal('successfulAccountCreation');
      then();
    });
}

/** After an invite login: require the birthday when missing, else the authorization modal. */
export function continueInvite(user: SessionUser, isNew: boolean): void {
  if (!user.birthday) {
    openModal('requireBirthday');
    return;
  }
  if (isNew) {
    welcomeNewAccount(() => openModal('authorization'));
    return;
  }
  openModal('authorization');
}

/** Goes to the solicitation screen of the visited store. */
export function goToSolicitation(): void {
  const pb = $pb.get();
  if (pb) env().navigate(pathFor('solicitation', { pb }));
}

/** The login modal's submit: logs in, then continues the invite or the product request. */
export async function submitLogin(email: string, password: string): Promise<void> {
  const user = await login(email, password);
  if (isFlagged(SESSION.invitation)) {
    if (isFlagged(SESSION.invitationReview) && !invitationNeedsAuthorizationFirst()) {
      goToSolicitation();
      return;
    }
    continueInvite(user, false);
    return;
  }
  continuePendingRequest();
}

/** Saves the missing birthday (docs/invitations.md#invitation-and-authorization), then the invite continues to the authorization modal. */
export async function submitBirthday(birthday: string): Promise<void> {
  const { person } = await accountCall(
    () => call(ACCOUNTS_ROUTES.updateMe, { body: { birthday } }),
    (body) => errorList(body)[0] ?? ACCOUNT_MSG.errorRetry,
  );
  setUser(person);
  closeModal('requireBirthday');
  if (isFlagged(SESSION.invitation)) openModal('authorization');
}
