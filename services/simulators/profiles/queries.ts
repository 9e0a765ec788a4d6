import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { bureauResults, creditProfiles } from '../../db/schema/index.ts';
import type { BureauResult } from '../../partners/credit-bureaus.ts';

export type ProfileRow = typeof creditProfiles.$inferSelect;

export async function insertProfile(db: Db, values: typeof creditProfiles.$inferInsert): Promise<number> {
  const [row] = await db.insert(creditProfiles).values(values).returning({ id: creditProfiles.id });
  return row?.id ?? 0;
}

export async function latestProfileOf(db: Db, solicitationId: string): Promise<ProfileRow | undefined> {
  const [profile] = await db
    .select()
    .from(creditProfiles)
    .where(eq(creditProfiles.solicitationId, solicitationId))
    .orderBy(desc(creditProfiles.id))
    .limit(1);
  return profile;
}

export async function findProfile(db: Db, id: number): Promise<ProfileRow | undefined> {
  const [profile] = await db.select().from(creditProfiles).where(eq(creditProfiles.id, id)).limit(1);
  return profile;
}

/** Keeps a bureau's latest answer for a profile. */
export async function saveBureauResult(db: Db, profileId: number, service: string, result: BureauResult) {
  await db
    .insert(bureauResults)
    .values({ profileId, service, result: { ...result } })
    .onConflictDoUpdate({
      target: [bureauResults.profileId, bureauResults.service],
      set: { result: { ...result }, calculatedAt: new Date() },
    });
}
