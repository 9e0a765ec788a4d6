import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_MODE } from '../../src/api/notification-modes.ts';
import { bankerEvents, bankerNotificationSettings, mailOutbox } from '../db/schema/index.ts';
import { type MailMessage, outboxRow } from '../mail/outbox.ts';
import type { DbWriter } from '../privacy/audit.ts';
import {
  type BankerNoticeInput,
  bankerNotice,
  type CustomerConfirmationInput,
  customerConfirmation,
} from './messages.ts';
import { partyOf, storeOf } from './parties.ts';

/** What one request announces: the banker's message and, for orders and solicitations, the customer's. */
export interface Notices {
  bankerId: number;
  banker: ReturnType<typeof bankerNotice>;
  customer?: MailMessage | undefined;
}

/** The banker's stored choice, or the default. */
const modeOf = (bankerId: number) =>
  sql`coalesce((select ${bankerNotificationSettings.mode} from ${bankerNotificationSettings}
    where ${bankerNotificationSettings.bankerId} = ${bankerId}), ${DEFAULT_NOTIFICATION_MODE})`;

function mailInsert(message: MailMessage, from: SQL, when: SQL): SQL {
  const row = outboxRow(message);
  return sql`insert into ${mailOutbox} ("to", subject, text, html)
    select ${row.to}, ${row.subject}, ${row.text}, ${row.html} from ${from} where ${when}`;
}

/**
 * The statements that announce a request, as data-modifying CTEs (`name as (...)`, comma-joined)
 * over `from`, a CTE of the caller's statement that has a row only when the request was stored:
 * the banker's message when the banker hears at once, the summary line when once a day, nothing
 * when off; the customer's confirmation in any case. Nothing is announced that was not stored.
 * `suffix` (`_3`, digits only) names the CTEs apart when one statement announces several requests.
 */
export function noticesSql(notices: Notices, from: SQL, suffix = ''): SQL {
  const mode = modeOf(notices.bankerId);
  const { banker } = notices;
  const name = (cte: string) => sql.raw(`${cte}${suffix}`);
  const ctes = [
    sql`${name('notice_banker')} as (${mailInsert(banker.message, from, sql`${mode} = 'imediato'`)})`,
    sql`${name('notice_event')} as (insert into ${bankerEvents} (banker_id, line, whatsapp)
      select ${notices.bankerId}, ${banker.line}, ${banker.whatsapp} from ${from} where ${mode} = 'resumo_diario')`,
  ];
  if (notices.customer)
    ctes.push(sql`${name('notice_customer')} as (${mailInsert(notices.customer, from, sql`true`)})`);
  return sql.join(ctes, sql`, `);
}

/** Writes a request's notices in the caller's transaction (call the outbox's `wake` after it commits). */
export async function recordNotices(tx: DbWriter, notices: Notices): Promise<void> {
  await tx.execute(sql`with ${noticesSql(notices, sql`(select 1) as stored`)} select 1`);
}

/** What an event says besides who caused it and where. */
export interface NoticeEvent {
  kind: BankerNoticeInput['kind'];
  bankerId: number;
  /** The customer's account, or their address when they have none yet (an invitation). */
  customer: number | { email: string };
  product: string | null;
  values?: BankerNoticeInput['values'];
  /** Sends the customer the confirmation of an order or solicitation. */
  confirm?: CustomerConfirmationInput['kind'];
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
    origin,
  });
  const confirmation =
    event.confirm && event.product
      ? customerConfirmation({ store, customer, product: event.product, kind: event.confirm, origin })
      : undefined;
  return { bankerId: event.bankerId, banker, customer: confirmation };
}
