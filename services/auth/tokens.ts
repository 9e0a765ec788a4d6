import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { authTokens, persons } from '../db/schema/index.ts';

/** Tokens live 5 days (spec §9: user token cookie 5 days). */
export const TOKEN_TTL_MS = 5 * 24 * 60 * 60 * 1000;

export interface AuthUser {
  id: number;
  email: string;
  fullName: string;
  personType: number;
  slug: string | null;
  companyId: number | null;
  /** Id of the token row the request came with (logout revokes it). */
  tokenId: number;
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Issues an opaque random token; only its hash is stored. */
export async function issueToken(db: Db, personId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    personId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

/** The user owning a live (not revoked, not expired) token, or null. */
export async function findUserByToken(db: Db, token: string, now = new Date()): Promise<AuthUser | null> {
  const rows = await db
    .select({
      id: persons.id,
      email: persons.email,
      fullName: persons.fullName,
      personType: persons.personType,
      slug: persons.slug,
      companyId: persons.companyId,
      tokenId: authTokens.id,
    })
    .from(authTokens)
    .innerJoin(persons, eq(persons.id, authTokens.personId))
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeToken(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

/** Reads `Authorization: Bearer <token>` (also `Token <token>`). */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^(?:Bearer|Token)\s+(\S+)$/i);
  return match?.[1] ?? null;
}
