import { and, asc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { authEndpoints as E } from '../../src/api/auth.ts';
import { SERVER_MSG } from '../../src/api/common.ts';
import { MSG } from '../../src/api/validation/messages.ts';
import type { AppEnv, Deps } from '../context.ts';
import {
  badRequest,
  currentUser,
  fieldError,
  forbidden,
  MESSAGES,
  notFound,
  requireUser,
  tooManyRequests,
  validate,
} from '../context.ts';
import { addresses, cities, documents, leads, persons, states } from '../db/schema/index.ts';
import { SHORT_CACHE } from '../http/cache-control.ts';
import { hit } from '../http/rate-limit.ts';
import { SECRET_MARK } from '../mail/outbox.ts';
import { DEFAULT_TOS_VERSION } from '../privacy/audit.ts';
import { setAuthorization } from '../privacy/authorization.ts';
import { consumeCode, issueCode, pendingEmailOf } from './codes.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { createCustomer, isUniqueViolation } from './people.ts';
import { loadBankerProfile } from './profile.ts';
import { accountKey, admitEmailCheck, admitLogin, emailCheckFound, loginSucceeded } from './throttle.ts';
import { issueToken, revokeToken, revokeTokensOf, spendResetToken } from './tokens.ts';
import { findPersonByCpf, findPersonByEmail, loadUser } from './users.ts';

/** Codes sent and code checks per e-mail in a window (login limits: `throttle.ts`). */
export const LIMITS = {
  windowSeconds: 15 * 60,
  codesSent: 5,
  codeFailures: 10,
} as const;

/** Free mail providers that only hand out throwaway addresses. */
const DISPOSABLE_PROVIDERS = new Set([
  'mailinator.com',
  'yopmail.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'trashmail.com',
]);

async function loadOr404(deps: Deps, id: number) {
  const user = await loadUser(deps.db, id);
  if (!user) throw notFound(SERVER_MSG.userNotFound);
  return user;
}

/**
 * Mails a code (the outbox keeps it apart and drops it once delivered). With `changeOf`, the code
 * confirms that person's change to this e-mail instead of giving access to its account.
 */
async function sendCode(deps: Deps, email: string, changeOf: number | null = null): Promise<void> {
  const sent = await hit(deps.db, `code-send:${email}`, LIMITS.windowSeconds);
  if (sent > LIMITS.codesSent) throw tooManyRequests();
  const code = await issueCode(deps.db, email, changeOf);
  const purpose =
    changeOf === null ? 'para continuar' : 'para confirmar este endereço como o novo e-mail da sua conta';
  await deps.mail.enqueue({
    to: email,
    subject: `Seu código de verificação: ${SECRET_MARK}`,
    text: `Olá!\n\nUse o código ${SECRET_MARK} ${purpose}. Ele vale por 15 minutos.\n\nSe você não pediu este código, ignore este e-mail.`,
    secret: code,
  });
}

export async function addressOf(deps: Pick<Deps, 'db'>, personId: number) {
  const rows = await deps.db
    .select({
      address: addresses,
      city: { id: cities.id, name: cities.name },
      state: { id: states.id, slug: states.slug, name: states.name },
    })
    .from(addresses)
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .where(eq(addresses.personId, personId))
    .limit(1);
  const row = rows[0];
  return {
    zip_code: row?.address.zipCode ?? null,
    street: row?.address.street ?? null,
    number: row?.address.number ?? null,
    complement: row?.address.complement ?? null,
    neighborhood: row?.address.neighborhood ?? null,
    city: row?.city?.id ? row.city : null,
    state: row?.state?.id ? row.state : null,
  };
}

/** Auth service (spec §7): sessions, codes, passwords, people, profiles, addresses, states and cities. */
export function authRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.post('/users/login', validate('json', E.login.body), async (c) => {
    const { username, password } = c.req.valid('json');
    const account = accountKey(username);
    const address = c.get('clientAddress');
    await admitLogin(db, account, address);
    const person = account.includes('@')
      ? await findPersonByEmail(db, account)
      : account.length === 11
        ? await findPersonByCpf(db, account)
        : undefined;
    const stored = person?.passwordHash ?? null;
    const ok = await verifyPassword(password, stored ?? dummyHash());
    if (!person || !stored || !ok) throw badRequest(SERVER_MSG.loginFailed);
    await loginSucceeded(db, account, address);
    // A hash made at an older cost is redone now that the password is known.
    const rehashed = needsRehash(stored) ? { passwordHash: await hashPassword(password) } : {};
    await db
      .update(persons)
      .set({ lastLogin: new Date(), ...rehashed })
      .where(eq(persons.id, person.id));
    return c.json({ token: await issueToken(db, person.id) });
  });

  app.get('/users/logout', auth, async (c) => {
    await revokeToken(db, currentUser(c).tokenId);
    return c.json({ detail: SERVER_MSG.loggedOut });
  });

  app.put('/users/refreshtoken', auth, validate('json', E.refreshToken.body), async (c) => {
    const user = currentUser(c);
    if (c.req.valid('json').email !== user.email) throw forbidden();
    // A validated code's token stays what it was: refreshing never outlives its 15 minutes.
    const token =
      user.tokenPurpose === 'reset'
        ? await issueToken(db, user.id, 'reset', new Date(), user.tokenExpiresAt)
        : await issueToken(db, user.id);
    await revokeToken(db, user.tokenId);
    return c.json({ token });
  });

  app.post('/users/sendverificationcode', validate('json', E.sendVerificationCode.body), async (c) => {
    const { email } = c.req.valid('json');
    const address = c.get('clientAddress');
    await admitEmailCheck(db, address);
    if (!(await findPersonByEmail(db, email))) throw notFound(SERVER_MSG.emailNotRegistered);
    await emailCheckFound(db, address);
    await sendCode(deps, email);
    return c.json({ detail: SERVER_MSG.codeSent });
  });

  app.put('/users/validateverificationcode', validate('json', E.validateVerificationCode.body), async (c) => {
    const { email, code } = c.req.valid('json');
    if ((await hit(db, `code-check:${email}`, LIMITS.windowSeconds)) > LIMITS.codeFailures)
      throw tooManyRequests();
    const person = await findPersonByEmail(db, email);
    if (!person || !(await consumeCode(db, email, code))) throw badRequest(SERVER_MSG.codeFailed);
    // Whoever proves the e-mail claims the account: tokens issued before (a pre-made lead's) end.
    await revokeTokensOf(db, person.id);
    return c.json({ token: await issueToken(db, person.id, 'reset') });
  });

  app.put('/users/setpassword', auth, validate('json', E.setPassword.body), async (c) => {
    const { password1, current_password } = c.req.valid('json');
    const user = currentUser(c);
    const [person] = await db
      .select({ passwordHash: persons.passwordHash })
      .from(persons)
      .where(eq(persons.id, user.id))
      .limit(1);
    // Changing a password needs the current one, or a validated code's token (the forgot flow).
    if (person?.passwordHash && user.tokenPurpose !== 'reset') {
      const account = accountKey(user.email);
      const address = c.get('clientAddress');
      await admitLogin(db, account, address);
      if (!current_password || !(await verifyPassword(current_password, person.passwordHash)))
        throw fieldError('current_password', SERVER_MSG.currentPasswordWrong);
      await loginSucceeded(db, account, address);
    }
    await db
      .update(persons)
      .set({ passwordHash: await hashPassword(password1), updatedAt: new Date() })
      .where(eq(persons.id, user.id));
    // A first password claims the account and a new one ends the other sessions.
    await revokeTokensOf(db, user.id, user.tokenId);
    if (user.tokenPurpose === 'reset') await spendResetToken(db, user.tokenId);
    return c.json({ detail: SERVER_MSG.passwordSet });
  });

  app.post('/users/acceptterms', auth, validate('json', E.acceptTerms.body), async (c) => {
    const body = c.req.valid('json');
    const user = await loadOr404(deps, currentUser(c).id);
    await deps.audit({
      source: body.source ?? 'vitrine',
      metadata: {
        user: { id: user.id, email: user.email, cpf: user.documents.CPF, action: 'accept_terms' },
        tos_version: body.version ?? DEFAULT_TOS_VERSION,
      },
      requestId: c.get('requestId'),
    });
    return c.json({ detail: 'Termos aceitos.' }, 201);
  });

  app.get('/person/v2', auth, async (c) => c.json({ person: await loadOr404(deps, currentUser(c).id) }));

  app.post('/person/v2', validate('json', E.createAccount.body), async (c) => {
    const body = c.req.valid('json');
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const id = await createCustomer(db, { ...body, passwordHash }, c.get('requestId'));
    await sendCode(deps, body.email);
    const [person, token] = await Promise.all([loadOr404(deps, id), issueToken(db, id)]);
    return c.json({ person: { ...person, token } }, 201);
  });

  app.put('/person/v2', auth, validate('json', E.updateMe.body), async (c) => {
    const body = c.req.valid('json');
    const user = currentUser(c);
    const current = await loadOr404(deps, user.id);
    if (body.cpf !== undefined && current.documents.CPF && body.cpf !== current.documents.CPF) {
      throw fieldError('cpf', SERVER_MSG.cpfLocked);
    }
    const newEmail = body.email !== undefined && body.email !== current.email ? body.email : null;
    if (newEmail && current.authorization_info.length > 0) throw fieldError('email', SERVER_MSG.emailLocked);
    if (newEmail && (await findPersonByEmail(db, newEmail))) throw fieldError('email', SERVER_MSG.emailTaken);
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(persons)
          .set({
            fullName: body.full_name?.trim() ?? current.full_name,
            nickname: body.nickname === undefined ? current.nickname : body.nickname,
            principalContact: body.principal_contact ?? current.principal_contact,
            birthday: body.birthday ?? current.birthday,
            updatedAt: new Date(),
          })
          .where(eq(persons.id, user.id));
        if (body.cpf !== undefined && !current.documents.CPF) {
          await tx.insert(documents).values({ personId: user.id, type: 'CPF', value: body.cpf });
        }
      });
    } catch (error) {
      const constraint = isUniqueViolation(error);
      if (constraint === null) throw error;
      throw constraint.includes('documents')
        ? fieldError('cpf', SERVER_MSG.cpfTaken)
        : fieldError('email', SERVER_MSG.emailTaken);
    }
    // A new e-mail takes effect only once the code mailed to it comes back (`person/v2/email`).
    if (newEmail) {
      await sendCode(deps, newEmail, user.id);
      return c.json({ person: await loadOr404(deps, user.id), pending_email: newEmail });
    }
    return c.json({ person: await loadOr404(deps, user.id) });
  });

  app.put('/person/v2/email', auth, validate('json', E.confirmEmail.body), async (c) => {
    const { code } = c.req.valid('json');
    const user = currentUser(c);
    const pending = await pendingEmailOf(db, user.id);
    if (!pending || !(await consumeCode(db, pending, code, user.id))) throw badRequest(SERVER_MSG.codeFailed);
    const current = await loadOr404(deps, user.id);
    if (current.authorization_info.length > 0) throw fieldError('email', SERVER_MSG.emailLocked);
    try {
      await db.update(persons).set({ email: pending, updatedAt: new Date() }).where(eq(persons.id, user.id));
    } catch (error) {
      if (isUniqueViolation(error) === null) throw error;
      throw fieldError('email', SERVER_MSG.emailTaken);
    }
    // A new e-mail means a new login everywhere.
    await revokeTokensOf(db, user.id);
    return c.json({ detail: SERVER_MSG.emailChanged });
  });

  app.put('/person/v2/existsoradd', async (c) => {
    const raw = await c.req.json().catch(() => undefined);
    const parsed = v.safeParse(E.checkEmail.body, raw);
    if (!parsed.success)
      throw badRequest(
        parsed.issues[0]?.message.startsWith('Invalid')
          ? MESSAGES.required
          : (parsed.issues[0]?.message ?? MESSAGES.invalid),
      );
    const { email, type = 'request' } = parsed.output;
    if (DISPOSABLE_PROVIDERS.has(email.split('@')[1] ?? '')) throw badRequest(SERVER_MSG.emailProvider);
    const address = c.get('clientAddress');
    await admitEmailCheck(db, address);
    const person = await findPersonByEmail(db, email);
    if (!person) throw notFound(SERVER_MSG.emailNotRegistered);
    await emailCheckFound(db, address);
    return c.json({
      exists: true,
      required_password: person.passwordHash === null,
      emailAndType: { email, type },
    });
  });

  app.post('/person/v2/existsoradd', validate('json', E.createLead.body), async (c) => {
    const id = await createCustomer(db, c.req.valid('json'), c.get('requestId'));
    const [person, token] = await Promise.all([loadOr404(deps, id), issueToken(db, id)]);
    return c.json({ person: { ...person, token } }, 201);
  });

  app.get('/person/v2/pbprofile/:pb', validate('param', E.bankerProfile.params), async (c) => {
    const profile = await loadBankerProfile(db, c.req.valid('param').pb);
    if (!profile) throw notFound(SERVER_MSG.bankerNotFound);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(profile);
  });

  app.get('/person/v2/address', auth, async (c) => c.json(await addressOf(deps, currentUser(c).id)));

  app.put('/person/v2/address', auth, validate('json', E.updateAddress.body), async (c) => {
    const body = c.req.valid('json');
    const user = currentUser(c);
    let stateId: number | null | undefined;
    if (body.state) {
      const rows = await db
        .select({ id: states.id })
        .from(states)
        .where(eq(states.slug, body.state))
        .limit(1);
      stateId = rows[0]?.id;
      if (!stateId) throw fieldError('state', MSG.state);
    } else if (body.state === null) stateId = null;
    if (body.city) {
      const rows = await db
        .select({ id: cities.id, stateId: cities.stateId })
        .from(cities)
        .where(eq(cities.id, body.city))
        .limit(1);
      const city = rows[0];
      if (!city || (stateId && city.stateId !== stateId)) throw fieldError('city', 'Cidade não encontrada.');
      stateId ??= city.stateId;
    }
    const values = {
      zipCode: body.zip_code,
      street: body.street,
      number: body.number,
      complement: body.complement,
      neighborhood: body.neighborhood,
      cityId: body.city,
      stateId,
      updatedAt: new Date(),
    };
    const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    await db
      .insert(addresses)
      .values({ personId: user.id, ...defined })
      .onConflictDoUpdate({ target: addresses.personId, set: defined });
    return c.json(await addressOf(deps, user.id));
  });

  app.put('/person/v2/authorization', auth, validate('json', E.authorize.body), async (c) => {
    const { personal_banker, authorized } = c.req.valid('json');
    const user = currentUser(c);
    const banker = await db
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.id, personal_banker), eq(persons.personType, 0)))
      .limit(1);
    if (!banker[0]) throw notFound(SERVER_MSG.bankerNotFound);
    await setAuthorization(db, { id: user.id, email: user.email, cpf: null }, personal_banker, authorized, {
      requestId: c.get('requestId'),
    });
    return c.json({ person: await loadOr404(deps, user.id) });
  });

  app.get('/person/v2/states', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(await db.select().from(states).orderBy(asc(states.name)));
  });

  app.get('/person/v2/cities', validate('query', E.cities.query), async (c) => {
    const uf = c.req.valid('query').state;
    const rows = await db
      .select({ id: cities.id, name: cities.name, state: states.slug })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(eq(states.slug, uf))
      .orderBy(asc(cities.name));
    if (rows.length === 0) throw fieldError('state', MSG.state);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(rows);
  });

  // Declared last so that the fixed paths above win over `{id}`.
  app.get('/person/v2/:id', auth, validate('param', E.person.params), async (c) => {
    const { id } = c.req.valid('param');
    const user = currentUser(c);
    if (id !== user.id) {
      if (user.personType !== 0) throw forbidden();
      const link = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.bankerId, user.id), eq(leads.customerId, id), ne(leads.customerId, user.id)))
        .limit(1);
      // The same answer whether the id exists or not: ids of other people stay unknown.
      if (!link[0]) throw forbidden();
    }
    return c.json({ person: await loadOr404(deps, id) });
  });

  return app;
}
