import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema/index.ts';
import { windowOver } from '../http/rate-limit.ts';

/** A counter's value in its current window without counting (0 when the window is over): tests read limits with it. */
export async function peek(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .select({
      count: sql<number>`CASE WHEN ${windowOver(windowSeconds)} THEN 0 ELSE ${rateLimits.count} END`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return Number(rows[0]?.count ?? 0);
}
