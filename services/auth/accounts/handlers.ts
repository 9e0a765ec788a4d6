import type { Context } from 'hono';
import type * as v from 'valibot';
import type { authEndpoints } from '../../../src/api/auth.ts';
import { SERVER_MSG } from '../../../src/api/common.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { badRequest, fieldError, forbidden, MESSAGES, notFound } from '../../context.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { Handlers } from '../../http/mount.ts';
import { setAuthorization } from '../../privacy/authorization.ts';
import { consumeCode, pendingEmailOf } from '../codes.ts';
import { sendCode } from '../mail-code.ts';
import { accountConflict, createCustomer } from '../people.ts';
import { admitExistenceAnswer, admitSignUp, giveBackExistenceAnswer } from '../throttle.ts';
import { issueToken, revokeTokensOf } from '../tokens.ts';
import { findPersonByEmail, loadUser } from '../users.ts';
import { isBanker, isLeadOf, setEmail, updatePerson } from './queries.ts';

type AccountHandlers = Pick<
  Handlers<typeof authEndpoints>,
  'me' | 'createAccount' | 'updateMe' | 'confirmEmail' | 'person' | 'checkEmail' | 'createLead' | 'authorize'
>;
type UpdateBody = v.InferOutput<(typeof authEndpoints)['updateMe']['body']>;
type SignUpBody = v.InferOutput<(typeof authEndpoints)['createAccount']['body']>;
type Person = NonNullable<Awaited<ReturnType<typeof loadUser>>>;

/** Free mail providers that only hand out throwaway addresses. */
const DISPOSABLE_PROVIDERS = new Set([
  'mailinator.com',
  'yopmail.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'trashmail.com',
]);

/** `existsoradd` answers one message rather than field lists (docs/services.md#calls). */
export function checkEmailIssue(issues: readonly v.BaseIssue<unknown>[]) {
  const message = issues[0]?.message;
  return badRequest(message?.startsWith('Invalid') ? MESSAGES.required : (message ?? MESSAGES.invalid));
}

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

/** People: the account itself, sign-up, leads, e-mail change, another person, authorizations. */
export function accountHandlers(deps: Deps): AccountHandlers {
  const { db } = deps;
  async function loadOr404(id: number) {
    const user = await loadUser(db, id);
    if (!user) throw notFound(SERVER_MSG.userNotFound);
    return user;
  }

  /**
   * A sign-up or lead: counted per address before anything else, then as an existence answer
   * ('E-mail já cadastrado.', 'CPF já cadastrado') that a created person gives back.
   */
  async function signUp(c: Context<AppEnv>, body: SignUpBody): Promise<number> {
    const address = c.get('clientAddress');
    await admitSignUp(db, address);
    await admitExistenceAnswer(db, address);
    const id = await createCustomer(db, body, {
      address,
      requestId: c.get('requestId'),
      origin: deps.config.publicOrigin,
    });
    await giveBackExistenceAnswer(db, address);
    return id;
  }

  return {
    me: async ({ user }) => ({ person: await loadOr404(user.id) }),

    async createAccount({ body, c }) {
      const id = await signUp(c, body);
      await sendCode(deps, body.email, null, true);
      const [person, token] = await Promise.all([loadOr404(id), issueToken(db, id)]);
      return { person: { ...person, token } };
    },

    async updateMe({ body, user, c }) {
      const current = await loadOr404(user.id);
      const address = c.get('clientAddress');
      const asks = asksExistence(body, current);
      if (asks) await admitExistenceAnswer(db, address);
      const newEmail = await newEmailOf(deps, body, current);
      await saveChange(deps, user.id, body, current);
      if (asks) await giveBackExistenceAnswer(db, address);
      // A new e-mail takes effect only once the code mailed to it comes back (`person/v2/email`).
      if (!newEmail) return { person: await loadOr404(user.id) };
      await sendCode(deps, newEmail, user.id);
      return { person: await loadOr404(user.id), pending_email: newEmail };
    },

    async confirmEmail({ body: { code }, user }) {
      const pending = await pendingEmailOf(db, user.id);
      if (!pending || !(await consumeCode(db, pending, code, user.id)))
        throw badRequest(SERVER_MSG.codeFailed);
      const current = await loadOr404(user.id);
      if (current.authorization_info.length > 0) throw fieldError('email', SERVER_MSG.emailLocked);
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

    async person({ params: { id }, user }) {
      // The same answer whether the id exists or not: ids of other people stay unknown.
      if (id !== user.id && (user.personType !== 0 || !(await isLeadOf(db, user.id, id)))) throw forbidden();
      return { person: await loadOr404(id) };
    },

    async checkEmail({ body: { email, type = 'request' }, c }) {
      if (DISPOSABLE_PROVIDERS.has(email.split('@')[1] ?? '')) throw badRequest(SERVER_MSG.emailProvider);
      const address = c.get('clientAddress');
      await admitExistenceAnswer(db, address);
      const person = await findPersonByEmail(db, email);
      if (!person) throw notFound(SERVER_MSG.emailNotRegistered);
      await giveBackExistenceAnswer(db, address);
      return { exists: true, required_password: person.passwordHash === null, emailAndType: { email, type } };
    },

    async createLead({ body, c }) {
      const id = await signUp(c, body);
      deps.mail.wake();
      const [person, token] = await Promise.all([loadOr404(id), issueToken(db, id)]);
      return { person: { ...person, token } };
    },

    async authorize({ body: { personal_banker, authorized }, user, c }) {
      if (!(await isBanker(db, personal_banker))) throw notFound(SERVER_MSG.bankerNotFound);
      await setAuthorization(db, { id: user.id, email: user.email, cpf: null }, personal_banker, authorized, {
        requestId: c.get('requestId'),
      });
      return { person: await loadOr404(user.id) };
    },
  };
}
