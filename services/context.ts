import type { Context } from 'hono';
import type { AuthUser } from './accounts/tokens.ts';
import { bearerToken, findUserByToken } from './accounts/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { unauthorized } from './http/errors.ts';
import type { Log } from './log/logger.ts';
import type { Outbox } from './mail/outbox.ts';
import type { AuditRecord } from './privacy/audit.ts';

export type { AuthUser } from './accounts/tokens.ts';
export type { Config } from './config.ts';
export type { Db } from './db/index.ts';
export {
  badRequest,
  conflict,
  fieldError,
  forbidden,
  HttpError,
  MESSAGES,
  notFound,
  tooManyRequests,
  unauthorized,
} from './http/errors.ts';
export { parseOrThrow, validate } from './http/validate.ts';
export type { MailMessage, Outbox } from './mail/outbox.ts';
export type { AuditRecord } from './privacy/audit.ts';

/** What every route module receives. */
export interface Deps {
  db: Db;
  config: Config;
  mail: Outbox;
  /** The process's log (JSON lines): never a code, key, token, e-mail or CPF in it. */
  log: Log;
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

/** The bearer token's user; null without a token, 'invalid' for a dead or unknown one. */
export async function userFrom(deps: Deps, c: Context<AppEnv>): Promise<AuthUser | null | 'invalid'> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return null;
  return (await findUserByToken(deps.db, token)) ?? 'invalid';
}

/** The logged user of a call with `auth: 'required'` (401 if somehow missing). */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
