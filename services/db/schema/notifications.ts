import { date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { NotificationMode } from '../../../src/api/notification-modes.ts';
import { persons } from './people.ts';

/** A banker's choice of how to hear of new requests; no row means 'imediato'. */
export const bankerNotificationSettings = pgTable('banker_notification_settings', {
  bankerId: integer('banker_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  mode: varchar('mode', { length: 16 }).$type<NotificationMode>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One line of a daily summary, written with the request it tells of. */
export const bankerEvents = pgTable(
  'banker_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bankerId: integer('banker_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    line: text('line').notNull(),
    whatsapp: text('whatsapp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banker_events_banker_created_idx').on(t.bankerId, t.createdAt)],
);

/** The summaries sent: the key (banker, day) lets only one process send each. */
export const bankerDigests = pgTable(
  'banker_digests',
  {
    bankerId: integer('banker_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bankerId, t.day] })],
);
