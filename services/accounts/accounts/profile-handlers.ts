import type * as v from 'valibot';
import type { authEndpoints } from '../../../src/contract/auth.ts';
import type { UserAnswer } from '../../../src/core/contract/auth.ts';
import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import { PERSON_TYPE } from '../../../src/core/format/person-types.ts';
import type { Deps } from '../../context.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../context.ts';
import { findPersonByEmail } from '../../db/identity.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { emailVerified } from '../../invitations/solicitation-store.ts';
import type { Handlers } from '../../mount.ts';
import { setAuthorization } from '../../privacy/authorization.ts';
import { consumeCode, pendingEmailOf } from '../codes.ts';
import { sendCode } from '../mail-code.ts';
import { accountConflict } from '../people.ts';
import { admitExistenceAnswer, giveBackExistenceAnswer } from '../throttle.ts';
import { revokeTokensOf } from '../tokens.ts';
import { loadUserOr404 } from '../users.ts';
import { isBanker, isLeadOf, setEmail, updatePerson } from './queries.ts';

type ProfileHandlers = Pick<
  Handlers<typeof authEndpoints>,
  'me' | 'updateMe' | 'confirmEmail' | 'requestEmailConfirmation' | 'person' | 'authorize'
>;
type UpdateBody = v.InferOutput<(typeof authEndpoints)['updateMe']['body']>;
type Person = UserAnswer;

/** The new e-mail of a change, after its checks; null when it stays. */
async function newEmailOf(deps: Deps, body: UpdateBody, current: Person): Promise<string | null> {
  if (body.cpf !== undefined && current.documents.CPF && body.cpf !== current.documents.CPF)
    throw fieldError('cpf', SERVER_MSG.cpfLocked);
  const newEmail = body.email !== undefined && body.email !== current.email ? body.email : null;
  if (newEmail && current.authorization_info.length > 0) throw fieldError('email', SERVER_MSG.emailLocked);
  if (newEmail && (await findPersonByEmail(deps.db, newEmail)))
    throw fieldError('email', SERVER_MSG.emailTaken);
  return newEmail;
}

async function saveChange(deps: Deps, personId: number, body: UpdateBody, current: Person): Promise<void> {
  try {
    await updatePerson(deps.db, personId, {
      fullName: body.full_name?.trim() ?? current.full_name,
      nickname: body.nickname === undefined ? current.nickname : body.nickname,
      principalContact: body.principal_contact ?? current.principal_contact,
      birthday: body.birthday ?? current.birthday,
      newCpf: body.cpf !== undefined && !current.documents.CPF ? body.cpf : undefined,
    });
  } catch (error) {
    accountConflict(error);
  }
}

/** Whether a change may answer that an e-mail or CPF belongs to someone else. */
const asksExistence = (body: UpdateBody, current: Person) =>
  (body.email !== undefined && body.email !== current.email) ||
  (body.cpf !== undefined && !current.documents.CPF);

/** The account itself, its e-mail change, another person, authorizations. */
export function profileHandlers(deps: Deps): ProfileHandlers {
  const { db } = deps;
  return {
    me: async ({ user }) => ({ person: await loadUserOr404(db, user.id) }),

    async updateMe({ body, user, c }) {
      const current = await loadUserOr404(db, user.id);
      const address = c.get('clientAddress');
      const asks = asksExistence(body, current);
      if (asks) await admitExistenceAnswer(db, address);
      const newEmail = await newEmailOf(deps, body, current);
      await saveChange(deps, user.id, body, current);
      if (asks) await giveBackExistenceAnswer(db, address);
      // A new e-mail takes effect only once the code mailed to it comes back (`person/v2/email`).
      if (!newEmail) return { person: await loadUserOr404(db, user.id) };
      await sendCode(deps, newEmail, user.id);
      return { person: await loadUserOr404(db, user.id), pending_email: newEmail };
    },

    async confirmEmail({ body: { code }, user }) {
      const pending = await pendingEmailOf(db, user.id);
      if (!pending || !(await consumeCode(db, pending, code, user.id)))
        throw badRequest(SERVER_MSG.codeFailed);
      const current = await loadUserOr404(db, user.id);
      // Confirming the account's own e-mail changes no address: an authorization does not stop it.
      if (pending !== current.email && current.authorization_info.length > 0)
        throw fieldError('email', SERVER_MSG.emailLocked);
      try {
        await setEmail(db, user.id, pending);
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        throw fieldError('email', SERVER_MSG.emailTaken);
      }
      // A new e-mail means a new login everywhere.
      await revokeTokensOf(db, user.id);
      return { detail: SERVER_MSG.emailChanged };
    },

    /**
     * The way forward of an account whose e-mail nobody confirmed (docs/offers.md#the-look-up): a
     * code to its own e-mail, which `confirmEmail` takes as a change to the same address. The code
     * proves the e-mail and the session proves who made the account, so its data stay.
     */
    async requestEmailConfirmation({ user }) {
      if (await emailVerified(db, user)) throw conflict(SERVER_MSG.emailAlreadyConfirmed);
      await sendCode(deps, user.email, user.id);
      return { detail: SERVER_MSG.codeSent };
    },

    async person({ params: { id }, user }) {
      // The same answer whether the id exists or not: ids of other people stay unknown.
      if (id !== user.id && (user.personType !== PERSON_TYPE.banker || !(await isLeadOf(db, user.id, id))))
        throw forbidden();
      return { person: await loadUserOr404(db, id) };
    },

    async authorize({ body: { personal_banker, authorized }, user, c }) {
      if (!(await isBanker(db, personal_banker))) throw notFound(SERVER_MSG.bankerNotFound);
      await setAuthorization(db, { id: user.id, email: user.email, cpf: null }, personal_banker, authorized, {
        requestId: c.get('requestId'),
      });
      return { person: await loadUserOr404(db, user.id) };
    },
  };
}
