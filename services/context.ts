import type { Context, MiddlewareHandler } from 'hono';
import type { AuthUser } from './auth/tokens.ts';
import { bearerToken, findUserByToken } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { forbidden, MESSAGES, unauthorized } from './http/errors.ts';
import type { Outbox } from './mail/outbox.ts';
import type { AuditRecord } from './privacy/audit.ts';

export type { AuthUser } from './auth/tokens.ts';
export type { Config } from './config.ts';
export type { Db } from './db/index.ts';
export {
  badRequest,
  conflict,
  type ErrorBody,
  fieldError,
  forbidden,
  HttpError,
  MESSAGES,
  notFound,
  tooManyRequests,
  unauthorized,
} from './http/errors.ts';
export { issuesToBody, parseOrThrow, validate } from './http/validate.ts';
export type { MailMessage, Outbox } from './mail/outbox.ts';
export type { AuditRecord } from './privacy/audit.ts';

/** What every route module receives. */
export interface Deps {
  db: Db;
  config: Config;
  mail: Outbox;
  /** Appends a privacy audit record (never updated nor deleted). */
  audit(record: AuditRecord): Promise<void>;
}

export type AppEnv = {
  Variables: {
    user: AuthUser | null;
    requestId: string;
    /** The caller's address (`http/client-address.ts`): per-address limits key on it. */
    clientAddress: string;
  };
};

async function userFrom(deps: Deps, c: Context<AppEnv>): Promise<AuthUser | null | 'invalid'> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return null;
  return (await findUserByToken(deps.db, token)) ?? 'invalid';
}

/** Sets `c.var.user` from the bearer token, or null for visitors; a bad token answers 401. */
export function optionalUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await userFrom(deps, c);
    if (user === 'invalid') throw unauthorized(MESSAGES.invalidToken);
    c.set('user', user);
    await next();
  };
}

/** Answers 401 unless a live bearer token is sent; then `c.var.user` is the user. */
export function requireUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await userFrom(deps, c);
    if (user === null) throw unauthorized();
    if (user === 'invalid') throw unauthorized(MESSAGES.invalidToken);
    c.set('user', user);
    await next();
  };
}

/** The logged user of a route behind `requireUser` (401 if somehow missing). */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** 403 unless the user is a banker (person_type 0). */
export function assertBanker(user: AuthUser): void {
  if (user.personType !== 0) throw forbidden();
}
