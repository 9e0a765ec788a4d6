import type { Context } from 'hono';
import type { authEndpoints } from '../../../src/contract/auth.ts';
import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import type { AppEnv, AuthUser, Deps } from '../../context.ts';
import {
  badRequest,
  fieldError,
  forbidden,
  MESSAGES,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../context.ts';
import { findPersonByCpf, findPersonByEmail } from '../../db/identity.ts';
import { hit } from '../../http/rate-limit.ts';
import type { Handlers } from '../../mount.ts';
import { DEFAULT_TOS_VERSION } from '../../privacy/audit.ts';
import { claimEmail } from '../claim.ts';
import { consumeCode } from '../codes.ts';
import { LIMITS, sendCode } from '../mail-code.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../password.ts';
import {
  accountKey,
  admitExistenceAnswer,
  admitLogin,
  giveBackExistenceAnswer,
  giveBackLogin,
} from '../throttle.ts';
import { endSession, issueToken, revokeTokensOf, spendResetToken, swapToken } from '../tokens.ts';
import { loadUserOr404 } from '../users.ts';
import { passwordHashOf, recordLogin, setPasswordHash } from './queries.ts';

type SessionHandlers = Pick<
  Handlers<typeof authEndpoints>,
  | 'login'
  | 'logout'
  | 'refreshToken'
  | 'sendVerificationCode'
  | 'validateVerificationCode'
  | 'setPassword'
  | 'acceptTerms'
>;

function findByAccount(deps: Deps, account: string) {
  if (account.includes('@')) return findPersonByEmail(deps.db, account);
  return account.length === 11 ? findPersonByCpf(deps.db, account) : undefined;
}

/** Changing a password needs the current one (throttled like a login), or a validated code's token. */
async function checkCurrentPassword(
  deps: Deps,
  c: Context<AppEnv>,
  user: AuthUser,
  currentPassword: string | undefined,
): Promise<void> {
  const stored = await passwordHashOf(deps.db, user.id);
  if (!stored || user.tokenPurpose === 'reset') return;
  const account = accountKey(user.email);
  const address = c.get('clientAddress');
  await admitLogin(deps.db, account, address);
  if (!currentPassword || !(await judgePassword(deps, currentPassword, stored, account, address)))
    throw fieldError('current_password', SERVER_MSG.currentPasswordWrong);
  await giveBackLogin(deps.db, account, address);
}

/**
 * Checks a password already counted by `admitLogin`. When the hash queue refuses it (429), the
 * password was never judged: the counts go back, so a flood cannot lock the account or address.
 */
async function judgePassword(
  deps: Deps,
  password: string,
  stored: string,
  account: string,
  address: string,
): Promise<boolean> {
  try {
    return await verifyPassword(password, stored, address);
  } catch (error) {
    await giveBackLogin(deps.db, account, address);
    throw error;
  }
}

/** Sessions, verification codes, passwords and terms (docs/services.md#calls, auth `users/`). */
export function sessionHandlers(deps: Deps): SessionHandlers {
  const { db } = deps;
  return {
    async login({ body: { username, password }, c }) {
      const account = accountKey(username);
      const address = c.get('clientAddress');
      await admitLogin(db, account, address);
      const person = await findByAccount(deps, account);
      const stored = person?.passwordHash ?? null;
      const ok = await judgePassword(deps, password, stored ?? dummyHash(), account, address);
      if (!person || !stored || !ok) throw badRequest(SERVER_MSG.loginFailed);
      await giveBackLogin(db, account, address);
      // A hash made at an older cost is redone now that the password is known (next time if the queue is full).
      const rehashed = needsRehash(stored)
        ? await hashPassword(password, address).catch(() => undefined)
        : undefined;
      await recordLogin(db, person.id, rehashed);
      return { token: await issueToken(db, person.id) };
    },

    async logout({ user }) {
      await endSession(db, user.tokenId);
      return { detail: SERVER_MSG.loggedOut };
    },

    async refreshToken({ body, user }) {
      if (body.email !== user.email) throw forbidden();
      // Another refresh or a logout of this token came first.
      const token = await swapToken(db, user);
      if (!token) throw unauthorized(MESSAGES.invalidToken);
      return { token };
    },

    async sendVerificationCode({ body: { email }, c }) {
      const address = c.get('clientAddress');
      await admitExistenceAnswer(db, address);
      if (!(await findPersonByEmail(db, email))) throw notFound(SERVER_MSG.emailNotRegistered);
      await giveBackExistenceAnswer(db, address);
      await sendCode(deps, email);
      return { detail: SERVER_MSG.codeSent };
    },

    async validateVerificationCode({ body: { email, code }, c }) {
      if ((await hit(db, `code-check:${email}`, LIMITS.windowSeconds)) > LIMITS.codeFailures)
        throw tooManyRequests('code-check');
      const person = await findPersonByEmail(db, email);
      const used = person ? await consumeCode(db, email, code) : null;
      if (!person || !used) throw badRequest(SERVER_MSG.codeFailed);
      if (!person.emailVerifiedAt) await claimEmail(db, person, used.registration, c.get('requestId'));
      // Whoever proves the e-mail claims the account: tokens issued before (a pre-made lead's) end.
      await revokeTokensOf(db, person.id);
      return { token: await issueToken(db, person.id, 'reset') };
    },

    async setPassword({ body: { password1, current_password }, user, c }) {
      await checkCurrentPassword(deps, c, user, current_password);
      await setPasswordHash(db, user.id, await hashPassword(password1, c.get('clientAddress')));
      // A first password claims the account and a new one ends the other sessions.
      await revokeTokensOf(db, user.id, user.tokenId);
      if (user.tokenPurpose === 'reset') await spendResetToken(db, user.tokenId);
      return { detail: SERVER_MSG.passwordSet };
    },

    async acceptTerms({ body, user: caller, c }) {
      const user = await loadUserOr404(db, caller.id);
      await deps.audit({
        source: body.source ?? 'vitrine',
        metadata: {
          user: { id: user.id, email: user.email, cpf: user.documents.CPF, action: 'accept_terms' },
          tos_version: body.version ?? DEFAULT_TOS_VERSION,
        },
        requestId: c.get('requestId'),
      });
      return { detail: 'Termos aceitos.' };
    },
  };
}
