import { type SessionUser, setUser } from '../../../core/context/session.ts';
import { $banker } from '../../../core/context/store-context.ts';
import { AUTH_ROUTES } from '../../../core/contract/auth-routes.ts';
import { call } from '../../../core/transport/api.ts';
import { authorizesBanker } from '../rules/edit-user.ts';
import { ACCOUNT_MSG } from '../rules/messages.ts';
import { AccountError, accountCall } from './call-error.ts';

/** The user's authorization of the visited store's banker (docs/accounts.md#edit-user). */

/** The banker of the visited store, for the authorization toggle. */
export function currentBankerId(): number | null {
  return $banker.get()?.person.id ?? null;
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
