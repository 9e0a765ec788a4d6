import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema/index.ts';

/** True when a counter's window started more than `windowSeconds` ago: its next event starts a new one. */
export function windowOver(windowSeconds: number) {
  return sql`${rateLimits.windowStart} < now() - (${windowSeconds}::int * interval '1 second')`;
}

/**
 * Fixed-window counters in the database, so limits hold across processes.
 * `hit` counts one event and answers the count within the current window.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const over = windowOver(windowSeconds);
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${over} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${over} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? 1;
}

/** Gives back one count of a window (an event that turned out not to count: a request that succeeded, a call not made). */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}
