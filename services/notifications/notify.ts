import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_MODE } from '../../src/features/analytics/contract/notification-modes.ts';
import type { RequestRef } from '../../src/features/requests/contract/request-kinds.ts';
import { deskLinkQuery } from '../../src/features/requests/rules/desk-link.ts';
import type { DbWriter } from '../db/index.ts';
import { bankerEvents, bankerNotificationSettings, mailOutbox } from '../db/schema/index.ts';
import { type MailMessage, outboxRow } from '../mail/outbox.ts';
import {
  type BankerNoticeInput,
  bankerNotice,
  type CustomerConfirmationInput,
  customerConfirmation,
  ORDER_ID_PENDING,
  ORDER_ID_SLOT,
} from './messages.ts';
import { partyOf, storeOf } from './parties.ts';

/** What one request announces: the banker's message and, for orders and solicitations, the customer's. */
export interface Notices {
  bankerId: number;
  banker: ReturnType<typeof bankerNotice>;
  customer?: MailMessage | undefined;
}

/** A message as the JSON its outbox row is written from (notices carry no secret). */
function mailColumns(message: MailMessage) {
  const { secret: _none, ...row } = outboxRow(message);
  return row;
}

/** A request's notices as the `notices` JSON of a row that `noticesOfRowsSql` reads. */
export function noticeColumns(notices: Notices) {
  return {
    banker_id: notices.bankerId,
    banker_mail: mailColumns(notices.banker.message),
    line: notices.banker.line,
    whatsapp: notices.banker.whatsapp,
    request: notices.banker.request,
    ...(notices.customer ? { customer_mail: mailColumns(notices.customer) } : {}),
  };
}

/** The outbox columns of the message a `notices` JSON holds under `key`, read in SQL. */
const outboxValuesOf = (key: string) =>
  sql.raw(`n->'${key}'->>'to', n->'${key}'->>'subject', n->'${key}'->>'text', n->'${key}'->>'html'`);

/** The banker's message with the order's id in its link to the desk (`ORDER_ID_SLOT`), read in SQL. */
function bankerOutboxValues(orderId: SQL | undefined): SQL {
  if (!orderId) return outboxValuesOf('banker_mail');
  const link = sql`${deskLinkQuery({ kind: 'order', id: '' })}::text || (${orderId})::text`;
  const filled = (part: string) => sql`replace(n->'banker_mail'->>${part}, ${ORDER_ID_SLOT}::text, ${link})`;
  return sql`n->'banker_mail'->>'to', n->'banker_mail'->>'subject', ${filled('text')}, ${filled('html')}`;
}

/**
 * The statements that announce requests, as data-modifying CTEs (`name as (...)`, comma-joined)
 * over `rows`, a CTE of the caller's statement with a `notices` column (`noticeColumns`) and one
 * row per request stored: the banker's message when the banker hears at once, the summary line
 * when once a day, nothing when off; the customer's confirmation in any case. Nothing is
 * announced that was not stored. `orderId`, a column of `rows` (as `r.…`), fills the order's id
 * into the banker's link to it.
 */
export function noticesOfRowsSql(rows: SQL, orderId?: SQL): SQL {
  const settings = bankerNotificationSettings;
  return sql`notice_rows as (
      select r.notices as n, coalesce(${settings.mode}, ${DEFAULT_NOTIFICATION_MODE}) as mode
        ${orderId ? sql`, ${orderId} as order_id` : sql``}
      from ${rows} r left join ${settings} on ${settings.bankerId} = (r.notices->>'banker_id')::int
    ), notice_banker as (
      insert into ${mailOutbox} ("to", subject, text, html)
      select ${bankerOutboxValues(orderId ? sql`order_id` : undefined)} from notice_rows where mode = 'imediato'
    ), notice_event as (
      insert into ${bankerEvents} (banker_id, line, whatsapp, request)
      select (n->>'banker_id')::int, n->>'line', n->>'whatsapp',
             ${orderId ? sql`replace(n->>'request', ${ORDER_ID_PENDING}::text, order_id::text)` : sql`n->>'request'`}
      from notice_rows where mode = 'resumo_diario'
    ), notice_customer as (
      insert into ${mailOutbox} ("to", subject, text, html)
      select ${outboxValuesOf('customer_mail')} from notice_rows where n->'customer_mail' is not null
    )`;
}

/** Writes a request's notices in the caller's transaction (call the outbox's `wake` after it commits). */
export async function recordNotices(tx: DbWriter, notices: Notices): Promise<void> {
  const input = sql`(select ${JSON.stringify(noticeColumns(notices))}::jsonb as notices)`;
  await tx.execute(sql`with ${noticesOfRowsSql(input)} select 1`);
}

/** What an event says besides who caused it and where. */
export interface NoticeEvent {
  kind: BankerNoticeInput['kind'];
  bankerId: number;
  /** The customer's account, or their address when they have none yet (an invitation). */
  customer: number | { email: string };
  product: string | null;
  values?: BankerNoticeInput['values'];
  offered?: BankerNoticeInput['offered'];
  /** Sends the customer the confirmation of an order or solicitation. */
  confirm?: CustomerConfirmationInput['kind'];
  /** The request announced, which the banker's message links to in the desk. */
  request?: RequestRef;
}

/**
 * Reads the store and the customer in the caller's transaction, builds the messages and writes
 * them there: the one call a request's handler makes. A banker who no longer exists hears nothing.
 */
export async function notifyInTransaction(tx: DbWriter, origin: string, event: NoticeEvent): Promise<void> {
  const store = await storeOf(tx, event.bankerId);
  const customer =
    typeof event.customer === 'number'
      ? await partyOf(tx, event.customer)
      : { fullName: null, email: event.customer.email, phone: null };
  if (!store || !customer) return;
  await recordNotices(tx, noticesFor(origin, event, store, customer));
}

/** The messages of an event once its store and customer are known. */
export function noticesFor(
  origin: string,
  event: NoticeEvent,
  store: NonNullable<Awaited<ReturnType<typeof storeOf>>>,
  customer: NonNullable<Awaited<ReturnType<typeof partyOf>>>,
): Notices {
  const banker = bankerNotice({
    kind: event.kind,
    store,
    customer,
    product: event.product,
    values: event.values ?? [],
    offered: event.offered,
    origin,
    request: event.request,
  });
  const confirmation =
    event.confirm && event.product
      ? customerConfirmation({ store, customer, product: event.product, kind: event.confirm, origin })
      : undefined;
  return { bankerId: event.bankerId, banker, customer: confirmation };
}
