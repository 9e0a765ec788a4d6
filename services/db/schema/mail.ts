import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const MAIL_STATUS = ['pending', 'sending', 'sent', 'stored', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUS)[number];

/**
 * Outgoing mail. `stored` means delivered to the local development mailbox; `sending` means a
 * worker claimed the row at `claimed_at` (a claim older than a few minutes is taken over). A
 * verification code is kept apart in `secret` (the texts hold SECRET_MARK) only until the message
 * is delivered.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    secret: text('secret'),
    status: varchar('status', { length: 8 }).$type<MailStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.id), index('mail_outbox_to_idx').on(t.to, t.id)],
);
