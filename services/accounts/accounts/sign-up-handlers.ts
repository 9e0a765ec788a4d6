import type { Context } from 'hono';
import type * as v from 'valibot';
import type { authEndpoints } from '../../../src/contract/auth.ts';
import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { badRequest, MESSAGES, notFound } from '../../context.ts';
import { findPersonByEmail } from '../../db/identity.ts';
import type { Handlers } from '../../mount.ts';
import { sendCode } from '../mail-code.ts';
import { createCustomer } from '../people.ts';
import { admitExistenceAnswer, admitSignUp, giveBackExistenceAnswer } from '../throttle.ts';
import { issueToken } from '../tokens.ts';
import { loadUserOr404 } from '../users.ts';

type SignUpHandlers = Pick<Handlers<typeof authEndpoints>, 'createAccount' | 'createLead' | 'checkEmail'>;
type SignUpBody = v.InferOutput<(typeof authEndpoints)['createAccount']['body']>;

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

/** New people: sign-up, leads, and whether an e-mail has an account. */
export function signUpHandlers(deps: Deps): SignUpHandlers {
  const { db } = deps;

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

  /** The new person's account with a first session token. */
  async function signedIn(id: number) {
    const [person, token] = await Promise.all([loadUserOr404(db, id), issueToken(db, id)]);
    return { person: { ...person, token } };
  }

  return {
    async createAccount({ body, c }) {
      const id = await signUp(c, body);
      await sendCode(deps, body.email, null, true);
      return signedIn(id);
    },

    async createLead({ body, c }) {
      const id = await signUp(c, body);
      deps.mail.wake();
      return signedIn(id);
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
  };
}
