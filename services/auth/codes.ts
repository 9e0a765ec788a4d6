import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { verificationCodes } from '../db/schema/index.ts';
import { sha256 } from './tokens.ts';

export const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong tries allowed per code before it stops working. */
export const CODE_MAX_ATTEMPTS = 5;

/** Issues a 6-digit code for an e-mail; earlier codes stop working. */
export async function issueCode(db: Db, email: string, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.email, email), isNull(verificationCodes.consumedAt)));
  await db.insert(verificationCodes).values({
    email,
    codeHash: sha256(`${email}:${code}`),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/** True when the code is the live one for the e-mail (then it is consumed); a wrong code counts a try. */
export async function consumeCode(db: Db, email: string, code: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const live = rows[0];
  if (!live || live.attempts >= CODE_MAX_ATTEMPTS) return false;
  if (live.codeHash !== sha256(`${email}:${code}`)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, live.id));
    return false;
  }
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return consumed.length === 1;
}
