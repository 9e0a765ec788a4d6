import { AUTH_ROUTES } from '../api/routes.ts';
import { authorizesBanker } from '../domain/account-edit-user.ts';
import { ACCOUNT_MSG } from '../domain/account-messages.ts';
import { AccountError, accountCall } from './account-error.ts';
import { accountFlowDeps } from './account-flow-deps.ts';
import { call } from './api.ts';
import { type SessionUser, setUser } from './session.ts';

/** The user's authorization of the visited store's banker (docs/accounts.md#edit-user). */

/** The banker of the visited store, for the authorization toggle. */
export function currentBankerId(): number | null {
  return accountFlowDeps().bankerId();
}

/** Whether the user authorizes the banker of the visited store. */
export function authorizesCurrentBanker(user: SessionUser): boolean {
  return authorizesBanker(user, currentBankerId());
}

/** 'Autorizar' / 'Remover autorização'; failure says 'Houve um erro.'. */
export async function toggleAuthorization(user: SessionUser): Promise<SessionUser> {
  const bankerId = currentBankerId();
  if (bankerId === null) throw new AccountError(ACCOUNT_MSG.authorizationFailed);
  const { person } = await accountCall(
    () =>
      call(AUTH_ROUTES.authorize, {
        body: { personal_banker: bankerId, authorized: !authorizesBanker(user, bankerId) },
      }),
    ACCOUNT_MSG.authorizationFailed,
  );
  setUser(person);
  return person;
}
