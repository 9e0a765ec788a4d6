import { and, eq } from 'drizzle-orm';
import { earliestBrazilianToday } from '../../../src/features/ordering/rules/schedule.ts';
import { expiredOfferDetail, offerExpired } from '../../../src/features/simulators/rules/offer-terms.ts';
import { HttpError } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { interestRecords } from '../../db/schema/index.ts';

/**
 * An order started from a simulated offer names the stored simulation (`simulation`); once the
 * offer's last valid day has passed, the order is refused with the day it expired, so the
 * customer simulates again. Only the store's own simulations are looked at: an id of another
 * store's simulation says nothing about this order.
 */
export async function assertOfferHolds(
  db: Db,
  body: { simulation?: unknown; personal_banker: number },
  now: Date,
): Promise<void> {
  const id = body.simulation;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return;
  const [record] = await db
    .select({ validUntil: interestRecords.validUntil })
    .from(interestRecords)
    .where(and(eq(interestRecords.id, id), eq(interestRecords.bankerId, body.personal_banker)))
    .limit(1);
  if (record && offerExpired(record.validUntil, earliestBrazilianToday(now)))
    throw new HttpError(410, { detail: expiredOfferDetail(record.validUntil) });
}
