import { and, eq, gt, sql } from 'drizzle-orm';
import { timeParam } from '../clock/stamps.ts';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema/index.ts';

/** A window that starts this far after the time it is read at was opened by a clock since reset. */
const AHEAD_MS = 60 * 60 * 1000;

/**
 * True when a counter's window started more than `windowSeconds` before `at` (the database's
 * now() unless given): its next event starts a new one. With `at`, so does a window opened by the
 * services' clock moved ahead and since reset (services/clock/clock.ts).
 */
export function windowOver(windowSeconds: number, at?: Date) {
  const now = at ? timeParam(at) : sql`now()`;
  const past = sql`${rateLimits.windowStart} < ${now} - (${windowSeconds}::int * interval '1 second')`;
  return at
    ? sql`(${past} or ${rateLimits.windowStart} > ${timeParam(new Date(at.getTime() + AHEAD_MS))})`
    : past;
}

/**
 * Fixed-window counters in the database, so limits hold across processes.
 * `hit` counts one event and answers the count within the current window. A business limit
 * passes the services' clock as `at`; the security limits keep the database's time.
 */
export async function hit(
  db: Db,
  key: string,
  windowSeconds: number,
  at?: Date,
  events = 1,
): Promise<number> {
  const over = windowOver(windowSeconds, at);
  const start = at ? timeParam(at) : sql`now()`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: events })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${over} THEN ${events}::int ELSE ${rateLimits.count} + ${events}::int END`,
        windowStart: sql`CASE WHEN ${over} THEN ${start} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? events;
}

/** Gives back one count of a window (an event that turned out not to count: a request that succeeded, a call not made). */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}
