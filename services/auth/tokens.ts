import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { authTokens, persons, type TokenPurpose } from '../db/schema/index.ts';

/** Tokens live 5 days (spec §9: user token cookie 5 days). */
export const TOKEN_TTL_MS = 5 * 24 * 60 * 60 * 1000;
/** A validated code's token: long enough to type a new password. */
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

const TTL: Record<TokenPurpose, number> = { session: TOKEN_TTL_MS, reset: RESET_TOKEN_TTL_MS };

export interface AuthUser {
  id: number;
  email: string;
  fullName: string;
  personType: number;
  slug: string | null;
  companyId: number | null;
  /** Id of the token row the request came with (logout revokes it). */
  tokenId: number;
  tokenPurpose: TokenPurpose;
  tokenExpiresAt: Date;
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Issues an opaque random token; only its hash is stored. `expiresAt` caps its life (a refreshed reset token). */
export async function issueToken(
  db: Db,
  personId: number,
  purpose: TokenPurpose = 'session',
  now = new Date(),
  expiresAt = new Date(now.getTime() + TTL[purpose]),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(authTokens)
    .values({ personId, tokenHash: sha256(token), createdAt: now, expiresAt, purpose });
  return token;
}

/** The token lookup of every authenticated request, prepared once per database (see `findUserByToken`). */
function prepareUserByToken(db: Db) {
  return db
    .select({
      id: persons.id,
      email: persons.email,
      fullName: persons.fullName,
      personType: persons.personType,
      slug: persons.slug,
      companyId: persons.companyId,
      tokenId: authTokens.id,
      tokenPurpose: authTokens.purpose,
      tokenExpiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(persons, eq(persons.id, authTokens.personId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('user_by_token');
}

const userByTokenQueries = new WeakMap<Db, ReturnType<typeof prepareUserByToken>>();

/**
 * The user owning a live (not revoked, not expired) token, or null. A named prepared statement:
 * PostgreSQL parses and plans it once per connection.
 */
export async function findUserByToken(db: Db, token: string, now = new Date()): Promise<AuthUser | null> {
  let prepared = userByTokenQueries.get(db);
  if (!prepared) {
    prepared = prepareUserByToken(db);
    userByTokenQueries.set(db, prepared);
  }
  const rows = await prepared.execute({ tokenHash: sha256(token), now: now.toISOString() });
  return rows[0] ?? null;
}

export async function revokeToken(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

/** Revokes every live token of a person, but the one named in `keep`. */
export async function revokeTokensOf(
  db: Db,
  personId: number,
  keep?: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.personId, personId),
        isNull(authTokens.revokedAt),
        keep === undefined ? undefined : ne(authTokens.id, keep),
      ),
    );
}

/** A reset token that has set its password becomes a plain (still short-lived) session. */
export async function spendResetToken(db: Db, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ purpose: 'session' }).where(eq(authTokens.id, tokenId));
}

/** Reads `Authorization: Bearer <token>` (also `Token <token>`). */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^(?:Bearer|Token)\s+(\S+)$/i);
  return match?.[1] ?? null;
}
