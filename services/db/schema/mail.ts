import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant } from './columns.ts';

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
    id: identityId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    secret: text('secret'),
    status: varchar('status', { length: 8 }).$type<MailStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    claimedAt: instant('claimed_at'),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.id),
    index('mail_outbox_to_idx').on(t.to, t.id),
    // Only the rows waiting to go, oldest first: each row is inserted pending and soon updated, so
    // the status index fills with entries of dead versions the worker's scan would step through.
    index('mail_outbox_pending_idx').on(t.id).where(sql`status = 'pending'`),
  ],
);
