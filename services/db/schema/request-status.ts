import { boolean, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import type { RequestAuthor, RequestStatus } from '../../../src/features/requests/rules/request-status.ts';
import { oneRequest, requestColumns, requestIndexes } from './checkout.ts';
import { createdAt, identityId, instant, updatedAt } from './columns.ts';
import { personRef } from './people.ts';

/**
 * Each status a request (an order or a solicitation, exactly one of the two) went through, newest
 * last. The first row ('recebida') is written by a trigger in the statement that stores the request.
 */
export const requestStatusEvents = pgTable(
  'request_status_events',
  {
    id: identityId(),
    ...requestColumns(),
    status: varchar('status', { length: 24 }).$type<RequestStatus>().notNull(),
    author: varchar('author', { length: 16 }).$type<RequestAuthor>().notNull(),
    /** A note for the customer, shown on the timeline and in the mail. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [...requestIndexes('request_status_events', t), oneRequest('request_status_events', t)],
);

/** The partners' webhook events already applied: a repeated event id changes nothing. */
export const partnerStatusEvents = pgTable(
  'partner_status_events',
  {
    partner: varchar('partner', { length: 40 }).notNull(),
    eventId: varchar('event_id', { length: 100 }).notNull(),
    statusEventId: integer('status_event_id').references(() => requestStatusEvents.id, {
      onDelete: 'cascade',
    }),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partner, t.eventId] })],
);

/** A customer's choice about the mail of each status change; no row means they receive it. */
export const customerMailSettings = pgTable('customer_mail_settings', {
  personId: personRef('person_id').primaryKey(),
  statusMail: boolean('status_mail').notNull(),
  updatedAt: updatedAt(),
});
