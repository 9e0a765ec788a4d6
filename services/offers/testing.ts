import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema/index.ts';
import { BURST_SECONDS, burstKey } from './lookups.ts';

/**
 * Ends the customer's burst window as if its seconds had passed, so a test's next ask may make a
 * look-up of its own without waiting (a burst within the window makes one look-up).
 */
export async function endBurst(db: Db, customerId: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - (${BURST_SECONDS + 1}::int * interval '1 second')` })
    .where(eq(rateLimits.key, burstKey(customerId)));
}
