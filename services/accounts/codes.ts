import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { verificationCodes } from '../db/schema/index.ts';
import { sha256 } from './tokens.ts';

export const CODE_TTL_MS = 15 * 60 * 1000;
/** Tries allowed per code (right or wrong) before it stops working. */
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Who a code is for: `null` proves access to the account of the e-mail; a person id confirms
 * that person's change to the e-mail the code was sent to.
 */
type CodeOwner = number | null;

const ownedBy = (personId: CodeOwner) =>
  personId === null ? isNull(verificationCodes.personId) : eq(verificationCodes.personId, personId);

const hashOf = (email: string, code: string) => sha256(`${email}:${code}`);

/**
 * Issues a 6-digit code for an e-mail; earlier access codes of the e-mail (or, for a change,
 * every earlier change code of the person) stop working. `registration`: the code a sign-up mails
 * to confirm itself (validating it keeps what the sign-up stored).
 */
export async function issueCode(
  db: Db,
  email: string,
  personId: CodeOwner = null,
  now = new Date(),
  registration = false,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        personId === null ? eq(verificationCodes.email, email) : undefined,
        ownedBy(personId),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    email,
    personId,
    codeHash: hashOf(email, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    registration,
  });
  return code;
}

/**
 * The consumed code when it is the live one for the e-mail, else null. The try is counted in the
 * same statement that reads the stored hash, so parallel guesses never compare more than
 * CODE_MAX_ATTEMPTS times.
 */
export async function consumeCode(
  db: Db,
  email: string,
  code: string,
  personId: CodeOwner = null,
  now = new Date(),
): Promise<{ registration: boolean } | null> {
  const live = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        ownedBy(personId),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const [tried] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, sql`(${live})`),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      registration: verificationCodes.registration,
    });
  if (!tried) return null;
  const expected = Buffer.from(tried.codeHash);
  const given = Buffer.from(hashOf(email, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, tried.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return consumed.length === 1 ? { registration: tried.registration } : null;
}

/** The e-mail a person asked to change to and has not confirmed yet (its code still live), or null. */
export async function pendingEmailOf(db: Db, personId: number, now = new Date()): Promise<string | null> {
  const rows = await db
    .select({ email: verificationCodes.email })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.personId, personId),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return rows[0]?.email ?? null;
}
