import { sql } from 'drizzle-orm';
import type { DueReminderAnswer } from '../../../src/features/requests/contract/desk.ts';
import { DESK_MESSAGES } from '../../../src/features/requests/contract/desk.ts';
import type { RequestRef } from '../../../src/features/requests/contract/request-kinds.ts';
import { clockFor } from '../../clock/clock.ts';
import { type Deps, notFound } from '../../context.ts';
import type { Db, DbWriter } from '../../db/index.ts';
import type { OutageLog } from '../../db/outage.ts';
import { type PeriodicJob, startPeriodic } from '../../jobs/periodic.ts';
import { recordNotices } from '../../notifications/notify.ts';
import { partyOf, storeOf } from '../../notifications/parties.ts';
import { reminderNotice } from '../../notifications/reminder-notice.ts';

/** How often a process looks for reminders come due: a reminder arrives at most this late. */
const CHECK_EVERY_MS = 60 * 1000;
/** At most this many reminders are sent by one pass (the next pass takes the rest). */
const PASS_SIZE = 100;
/** How many due reminders the desk lists first (the oldest due first). */
export const DUE_REMINDERS_SHOWN = 20;

interface ReminderRow {
  id: number;
  bankerId: number;
  orderId: number | null;
  solicitationId: string | null;
  customerId: number;
  product: string | null;
  body: string;
  remindAt: string;
}

const refOfRow = (row: Pick<ReminderRow, 'orderId' | 'solicitationId'>): RequestRef | null =>
  row.orderId !== null
    ? { kind: 'order', id: String(row.orderId) }
    : row.solicitationId !== null
      ? { kind: 'solicitation', id: row.solicitationId }
      : null;

/**
 * A note's customer and product: its own customer for a note on the customer, the request's
 * customer and product for a note on a request. `n` is `desk_notes`.
 */
const SUBJECT_JOINS = sql`
  left join orders o on o.id = n.order_id
  left join solicitations s on s.id = n.solicitation_id
  left join products p on p.id = coalesce(o.product_id, s.product_id)
  join persons c on c.id = coalesce(n.customer_id, o.customer_id, s.customer_id)`;

/**
 * Sends the reminders come due (docs/desk.md#notes): each is claimed (`reminded_at`) in the
 * transaction that writes its notice, by the banker's choice of notices (a mail at once, a line of
 * the daily summary, or nothing), so a second process or pass skips it (`skip locked`). Answers
 * how many were claimed.
 */
export async function sendDueReminders(db: Db, origin: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with due as (
        update desk_notes set reminded_at = ${now}
        where id in (
          select id from desk_notes
          where remind_at is not null and reminded_at is null and remind_at <= ${now}
          order by remind_at limit ${PASS_SIZE} for update skip locked
        )
        returning *
      )
      select n.id, n.banker_id as "bankerId", n.order_id as "orderId",
             n.solicitation_id as "solicitationId", c.id as "customerId", p.title as product, n.body,
             to_json(n.remind_at) #>> '{}' as "remindAt"
      from due n ${SUBJECT_JOINS}
      order by n.remind_at`)) as unknown as { rows: ReminderRow[] };
    for (const row of result.rows) await announce(tx, origin, row);
    return result.rows.length;
  });
}

async function announce(tx: DbWriter, origin: string, row: ReminderRow): Promise<void> {
  const [store, customer] = await Promise.all([storeOf(tx, row.bankerId), partyOf(tx, row.customerId)]);
  if (!store || !customer) return;
  const banker = reminderNotice({
    store,
    customer,
    product: row.product,
    body: row.body,
    dueAt: new Date(row.remindAt),
    request: refOfRow(row),
    origin,
  });
  await recordNotices(tx, { bankerId: row.bankerId, banker });
}

/** The banker's reminders come due and not yet done, the oldest due first: the desk lists them first. */
export async function dueRemindersOf(db: Db, bankerId: number, now: Date): Promise<DueReminderAnswer[]> {
  const result = (await db.execute(sql`
    select n.id, n.order_id as "orderId", n.solicitation_id as "solicitationId",
           coalesce(nullif(c.full_name, ''), c.email) as customer, p.title as product, n.body,
           to_json(n.remind_at) #>> '{}' as "remindAt"
    from desk_notes n ${SUBJECT_JOINS}
    where n.banker_id = ${bankerId} and n.remind_at is not null and n.done_at is null
      and n.remind_at <= ${now}
    order by n.remind_at
    limit ${DUE_REMINDERS_SHOWN}`)) as unknown as {
    rows: (Omit<ReminderRow, 'bankerId' | 'customerId'> & { customer: string })[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    body: row.body,
    remind_at: new Date(row.remindAt).toISOString(),
    customer: row.customer,
    product: row.product,
    request: refOfRow(row),
  }));
}

/** Marks one of the banker's reminders done; another banker's, or a note without a time, is not found. */
export async function markReminderDone(db: Db, bankerId: number, id: number, now: Date) {
  const result = (await db.execute(sql`
    update desk_notes set done_at = coalesce(done_at, ${now})
    where id = ${id} and banker_id = ${bankerId} and remind_at is not null
    returning id, to_json(done_at) #>> '{}' as "doneAt"`)) as unknown as {
    rows: { id: number; doneAt: string }[];
  };
  const row = result.rows[0];
  if (!row) throw notFound(DESK_MESSAGES.notFound);
  return { id: row.id, done_at: new Date(row.doneAt).toISOString() };
}

/** Sends due reminders every minute in this process, on the services' clock; the outbox's worker delivers them. */
export function startReminders(deps: Deps, wake: () => void, outage?: OutageLog): PeriodicJob<number> {
  const pass = async (now?: Date) => {
    const sent = await sendDueReminders(deps.db, deps.config.publicOrigin, now ?? clockFor(deps).now());
    if (sent > 0) wake();
    return sent;
  };
  return startPeriodic(pass, CHECK_EVERY_MS, deps.log, 'lembretes: envio falhou', outage);
}
