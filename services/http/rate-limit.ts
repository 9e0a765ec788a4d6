import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema/index.ts';

/**
 * Fixed-window counters in the database, so limits hold across processes.
 * `hit` counts one event and answers the count within the current window.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} < now() - (${windowSeconds}::int * interval '1 second') THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} < now() - (${windowSeconds}::int * interval '1 second') THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? 1;
}

/** The count of the current window without counting (0 when the window is over). */
export async function peek(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .select({
      count: sql<number>`CASE WHEN ${rateLimits.windowStart} < now() - (${windowSeconds}::int * interval '1 second') THEN 0 ELSE ${rateLimits.count} END`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return Number(rows[0]?.count ?? 0);
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
