import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { clockFor } from '../clock/clock.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { OutageLog } from '../db/outage.ts';
import { offerEntries, offerLookups } from '../db/schema/index.ts';
import { type PeriodicJob, startPeriodic } from '../jobs/periodic.ts';
import { firstDayStillHeld, offersToday } from './days.ts';

/** How often a process looks for ended consents; a profile outlives its consent by at most this. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the credit profiles whose consent has ended (docs/offers.md#retention): a look-up's
 * consent lasts while its offers hold (through `valid_until`); the day after, its profile (income,
 * other instalments, the bureaus' scores) and its offers not asked for go, as LGPD art. 15 and 16
 * ask once the purpose is met. A look-up under way is left to its request. Answers how many
 * profiles went.
 */
export async function deleteEndedProfiles(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = tx
      .select({ id: offerLookups.id })
      .from(offerLookups)
      .where(and(eq(offerLookups.status, 'done'), lt(offerLookups.lookedUpOn, firstDayStillHeld(today))));
    // The offers first: deleting a profile would unlink them from it.
    await tx
      .delete(offerEntries)
      .where(and(inArray(offerEntries.lookupId, ended), isNull(offerEntries.orderId)));
    const removed = await tx
      .delete(offerLookups)
      .where(inArray(offerLookups.id, ended))
      .returning({ id: offerLookups.id });
    return removed.length;
  });
}

/** Deletes ended profiles every hour in this process, on the services' clock. */
export function startProfileRetention(deps: Deps, outage?: OutageLog): PeriodicJob<number> {
  const pass = (now?: Date) => deleteEndedProfiles(deps.db, offersToday(now ?? clockFor(deps).now()));
  return startPeriodic(pass, CHECK_EVERY_MS, deps.log, 'ofertas: limpeza de perfis falhou', outage);
}
