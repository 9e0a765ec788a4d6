import { date, index, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import type { NotificationMode } from '../../../src/features/analytics/contract/notification-modes.ts';
import { createdAt, identityId, instant, updatedAt } from './columns.ts';
import { personRef } from './people.ts';

/** A banker's choice of how to hear of new requests; no row means 'imediato'. */
export const bankerNotificationSettings = pgTable('banker_notification_settings', {
  bankerId: personRef('banker_id').primaryKey(),
  mode: varchar('mode', { length: 16 }).$type<NotificationMode>().notNull(),
  updatedAt: updatedAt(),
});

/** One line of a daily summary, written with the request it tells of. */
export const bankerEvents = pgTable(
  'banker_events',
  {
    id: identityId(),
    bankerId: personRef('banker_id').notNull(),
    line: text('line').notNull(),
    whatsapp: text('whatsapp'),
    /** The request the event is of, as the desk's link names it (`order-42`): the summary links to it. */
    request: varchar('request', { length: 60 }),
    createdAt: createdAt(),
  },
  (t) => [index('banker_events_banker_created_idx').on(t.bankerId, t.createdAt)],
);

/** The summaries sent: the key (banker, day) lets only one process send each. */
export const bankerDigests = pgTable(
  'banker_digests',
  {
    bankerId: personRef('banker_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bankerId, t.day] })],
);
