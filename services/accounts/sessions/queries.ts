import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { persons } from '../../db/schema/index.ts';

/** Notes the login; `passwordHash` replaces a hash made at an older cost. */
export async function recordLogin(db: Db, personId: number, passwordHash?: string): Promise<void> {
  await db
    .update(persons)
    .set({ lastLogin: new Date(), ...(passwordHash ? { passwordHash } : {}) })
    .where(eq(persons.id, personId));
}

export async function passwordHashOf(db: Db, personId: number): Promise<string | null> {
  const [person] = await db
    .select({ passwordHash: persons.passwordHash })
    .from(persons)
    .where(eq(persons.id, personId))
    .limit(1);
  return person?.passwordHash ?? null;
}

export async function setPasswordHash(db: Db, personId: number, passwordHash: string): Promise<void> {
  await db.update(persons).set({ passwordHash, updatedAt: new Date() }).where(eq(persons.id, personId));
}
