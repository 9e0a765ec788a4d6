import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { batchedLookup } from '../db/batched.ts';
import type { Db, DbWriter } from '../db/index.ts';
import { authTokens, persons, type TokenPurpose } from '../db/schema/index.ts';

/** Tokens live 5 days (docs/validation-and-errors.md#constants-and-limits: user token cookie 5 days). */
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

/**
 * Issues an opaque random token; only its hash is stored. `expiresAt` caps its life (a refreshed
 * reset token); `parentId` names the token a refresh swapped for it.
 */
export async function issueToken(
  db: DbWriter,
  personId: number,
  purpose: TokenPurpose = 'session',
  now = new Date(),
  expiresAt = new Date(now.getTime() + TTL[purpose]),
  parentId: number | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(authTokens)
    .values({ personId, tokenHash: sha256(token), createdAt: now, expiresAt, purpose, parentId });
  return token;
}

/**
 * Swaps a live token for a new one in one transaction: the old one is revoked only if it still is
 * live, so of parallel refreshes (or a refresh racing a logout) one wins and the others get null.
 */
export async function swapToken(db: Db, user: AuthUser, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.id, user.tokenId), isNull(authTokens.revokedAt)))
      .returning({ id: authTokens.id });
    if (!revoked) return null;
    // A validated code's token stays what it was: refreshing never outlives its 15 minutes.
    const expiresAt = user.tokenPurpose === 'reset' ? user.tokenExpiresAt : undefined;
    return issueToken(tx, user.id, user.tokenPurpose, now, expiresAt, user.tokenId);
  });
}

/**
 * Logs a token out with every token refreshes made from it. The token's row is locked first, so a
 * refresh running at the same time either finished (its new token is found and revoked) or finds
 * the token revoked and makes none.
 */
export async function endSession(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.id, tokenId)).for('update');
    await tx.execute(sql`
      with recursive lineage(id) as (
        select ${tokenId}::int
        union select t.id from ${authTokens} t join lineage on t.parent_id = lineage.id
      )
      update ${authTokens} set revoked_at = ${now.toISOString()}::timestamptz
      where id in (select id from lineage) and revoked_at is null`);
  });
}

/**
 * The token lookups of authenticated requests, prepared once per database: each wanted token hash
 * with the time its request asked at, by its place in the list (`n`), joined with its live token.
 * The token is a lateral lookup, so the plan probes the token index once per wanted hash even
 * when it was made before the table had statistics.
 */
function prepareUsersByTokens(db: Db) {
  const wanted = sql`unnest(${sql.placeholder('hashes')}::text[], ${sql.placeholder('nows')}::timestamptz[]) with ordinality as wanted(hash, asked_at, n)`;
  const token = db
    .select({
      id: authTokens.id,
      personId: authTokens.personId,
      purpose: authTokens.purpose,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sql`wanted.hash`),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`wanted.asked_at`),
      ),
    )
    .limit(1)
    .as('token');
  return db
    .select({
      n: sql<number>`wanted.n::int`.mapWith(Number),
      id: persons.id,
      email: persons.email,
      fullName: persons.fullName,
      personType: persons.personType,
      slug: persons.slug,
      companyId: persons.companyId,
      tokenId: token.id,
      tokenPurpose: token.purpose,
      tokenExpiresAt: token.expiresAt,
    })
    .from(wanted)
    .innerJoinLateral(token, sql`true`)
    .innerJoin(persons, eq(persons.id, token.personId))
    .prepare('users_by_tokens');
}

interface Lookup {
  hash: string;
  now: Date;
}

/**
 * Looks tokens up, those of requests arriving while earlier lookups are running together in the
 * next statement (up to 64): under load one round trip serves many requests, each judged at its
 * own time.
 */
const lookUpUser = batchedLookup((db: Db) => {
  const prepared = prepareUsersByTokens(db);
  return async (batch: Lookup[]) => {
    const rows = await prepared.execute({
      hashes: batch.map((lookup) => lookup.hash),
      nows: batch.map((lookup) => lookup.now.toISOString()),
    });
    const users: (AuthUser | null)[] = batch.map(() => null);
    for (const { n, ...user } of rows) users[n - 1] = user;
    return users;
  };
}, 64);

/** The user owning a live (not revoked, not expired at `now`) token, or null. */
export function findUserByToken(db: Db, token: string, now = new Date()): Promise<AuthUser | null> {
  return lookUpUser(db, { hash: sha256(token), now });
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
