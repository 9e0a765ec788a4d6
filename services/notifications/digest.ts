import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import type { OutageLog } from '../db/outage.ts';
import { bankerDigests, bankerEvents, bankerNotificationSettings } from '../db/schema/index.ts';
import { type PeriodicJob, startPeriodic } from '../jobs/periodic.ts';
import type { Log } from '../log/logger.ts';
import { insertMail } from '../mail/outbox.ts';
import { digestMessage } from './messages.ts';
import { storeOf } from './parties.ts';

/** The stores' days run on Brasília time (UTC−3, no daylight saving since 2019). */
const BRASILIA_OFFSET_MS = -3 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/** How often a process looks for a day to summarise; the (banker, day) key keeps it to one send. */
const CHECK_EVERY_MS = 10 * 60 * 1000;

/** The Brasília day before `now` (`AAAA-MM-DD`) and its bounds as instants. */
export function previousDay(now: Date): { day: string; start: Date; end: Date } {
  const local = new Date(now.getTime() + BRASILIA_OFFSET_MS);
  const endLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const start = new Date(endLocal - DAY_MS - BRASILIA_OFFSET_MS);
  const end = new Date(endLocal - BRASILIA_OFFSET_MS);
  return { day: new Date(endLocal - DAY_MS).toISOString().slice(0, 10), start, end };
}

/**
 * Sends each banker who chose the daily summary one mail for yesterday's events, if any. Each send
 * claims its (banker, day) row in the transaction that writes the mail: a second process, or a
 * second run, finds the row taken and sends nothing. Answers how many summaries this call wrote.
 */
export async function sendDailyDigests(db: Db, origin: string, now: Date = new Date()): Promise<number> {
  const { day, start, end } = previousDay(now);
  const due = await db
    .selectDistinct({ bankerId: bankerEvents.bankerId })
    .from(bankerEvents)
    .innerJoin(bankerNotificationSettings, eq(bankerNotificationSettings.bankerId, bankerEvents.bankerId))
    .where(
      and(
        eq(bankerNotificationSettings.mode, 'resumo_diario'),
        gte(bankerEvents.createdAt, start),
        lt(bankerEvents.createdAt, end),
        sql`not exists (select 1 from ${bankerDigests} where ${bankerDigests.bankerId} = ${bankerEvents.bankerId} and ${bankerDigests.day} = ${day})`,
      ),
    );
  let sent = 0;
  for (const { bankerId } of due) {
    const wrote = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(bankerDigests)
        .values({ bankerId, day })
        .onConflictDoNothing()
        .returning({ bankerId: bankerDigests.bankerId });
      if (claimed.length === 0) return false;
      const [store, events] = await Promise.all([
        storeOf(tx, bankerId),
        tx
          .select({ line: bankerEvents.line, whatsapp: bankerEvents.whatsapp, request: bankerEvents.request })
          .from(bankerEvents)
          .where(
            and(
              eq(bankerEvents.bankerId, bankerId),
              gte(bankerEvents.createdAt, start),
              lt(bankerEvents.createdAt, end),
            ),
          )
          .orderBy(asc(bankerEvents.id)),
      ]);
      if (!store || events.length === 0) return false;
      await insertMail(tx, digestMessage({ store, day, events, origin }));
      return true;
    });
    if (wrote) sent += 1;
  }
  return sent;
}

export type DigestRunner = PeriodicJob<number>;

/** Looks for due summaries every few minutes in this process; the outbox's worker delivers them. */
export function startDigests(
  db: Db,
  origin: string,
  wake: () => void,
  log: Log,
  /** Says a database outage once; the summaries due go at the first pass after it. */
  outage?: OutageLog,
): DigestRunner {
  const pass = async (now?: Date) => {
    const sent = await sendDailyDigests(db, origin, now);
    if (sent > 0) wake();
    return sent;
  };
  return startPeriodic(pass, CHECK_EVERY_MS, log, 'digest: resumo falhou', outage);
}
