import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `at` as a query parameter of type timestamptz: the clock's time where SQL would read now(). */
export const timeParam = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/**
 * A claim's stamp is stale when it lies outside `ms` either side of `now`: left by a request that
 * died, or stamped ahead by a clock since reset (services/clock/clock.ts), which a later `now`
 * would not pass for days.
 */
export function staleStamp(column: AnyColumn, now: Date, ms: number): SQL {
  const from = timeParam(new Date(now.getTime() - ms));
  const to = timeParam(new Date(now.getTime() + ms));
  return sql`${column} not between ${from} and ${to}`;
}
