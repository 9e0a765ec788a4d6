import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  ContactChannel,
  ContactTemplateKey,
} from '../../../src/features/requests/rules/contact-templates.ts';
import type { RequestStatus } from '../../../src/features/requests/rules/request-status.ts';
import { institutions } from './catalog.ts';
import { oneRequest, requestColumns, requestIndexes } from './checkout.ts';
import { createdAt, identityId, instant } from './columns.ts';
import { personRef } from './people.ts';

/**
 * The banker's private notes, on a request or on a customer; never shown to the customer. A note
 * with `remind_at` is a reminder: due once that time has passed, sent once (`reminded_at`).
 */
export const deskNotes = pgTable(
  'desk_notes',
  {
    id: identityId(),
    bankerId: personRef('banker_id').notNull(),
    ...requestColumns(),
    customerId: personRef('customer_id'),
    body: text('body').notNull(),
    remindAt: instant('remind_at'),
    remindedAt: instant('reminded_at'),
    /** When the banker marked the reminder done: it leaves the desk's list of due reminders. */
    doneAt: instant('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    ...requestIndexes('desk_notes', t),
    index('desk_notes_customer_idx').on(t.bankerId, t.customerId, t.id),
    index('desk_notes_due_idx')
      .on(t.remindAt)
      .where(sql`${t.remindAt} is not null and ${t.remindedAt} is null`),
    index('desk_notes_open_reminders_idx')
      .on(t.bankerId, t.remindAt)
      .where(sql`${t.remindAt} is not null and ${t.doneAt} is null`),
    check(
      'desk_notes_one_subject',
      sql`num_nonnulls(${t.orderId}, ${t.solicitationId}, ${t.customerId}) = 1`,
    ),
  ],
);

/** Each contact the banker opened from the desk (a prepared WhatsApp message or e-mail). */
export const deskContacts = pgTable(
  'desk_contacts',
  {
    id: identityId(),
    bankerId: personRef('banker_id').notNull(),
    ...requestColumns(),
    channel: varchar('channel', { length: 16 }).$type<ContactChannel>().notNull(),
    template: varchar('template', { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [...requestIndexes('desk_contacts', t), oneRequest('desk_contacts', t)],
);

/** A store's row for one request status, keyed by the two. */
const storeStatusColumns = () => ({
  bankerId: personRef('banker_id').notNull(),
  status: varchar('status', { length: 24 }).$type<RequestStatus>().notNull(),
});

const storeStatusKey = (t: { bankerId: AnyPgColumn; status: AnyPgColumn }) => [
  primaryKey({ columns: [t.bankerId, t.status] }),
];

/** A store's own service level for a status, in business days; no row means the default. */
export const storeServiceLevels = pgTable(
  'store_service_levels',
  { ...storeStatusColumns(), businessDays: smallint('business_days').notNull() },
  storeStatusKey,
);

/**
 * How many of the store's requests stand at each status, kept by triggers of `orders` and
 * `solicitations` (migration 0023) as requests arrive and move: the pipeline's columns count
 * without reading the requests.
 */
export const storeRequestCounts = pgTable(
  'store_request_counts',
  { ...storeStatusColumns(), count: integer('count').notNull().default(0) },
  storeStatusKey,
);

/** A store's own text for a contact template (src/features/requests/rules/contact-templates.ts). */
export const storeContactTemplates = pgTable(
  'store_contact_templates',
  {
    bankerId: personRef('banker_id').notNull(),
    template: varchar('template', { length: 24 }).$type<ContactTemplateKey>().notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bankerId, t.template] })],
);

/**
 * The commission a request brings the banker, fixed by the partner's rule in force when the
 * institution approved it: expected from then, earned once contracted. Centavos.
 */
export const requestCommissions = pgTable(
  'request_commissions',
  {
    id: identityId(),
    bankerId: personRef('banker_id').notNull(),
    ...requestColumns(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** The amount financed the share was taken of; null for a fixed amount per product. */
    baseCents: bigint('base_cents', { mode: 'number' }),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
    /** The rule as the banker reads it ('1,50% do valor financiado'). */
    rule: text('rule').notNull(),
    expectedAt: instant('expected_at').notNull(),
    earnedAt: instant('earned_at'),
  },
  (t) => [
    uniqueIndex('request_commissions_order_idx').on(t.orderId),
    uniqueIndex('request_commissions_solicitation_idx').on(t.solicitationId),
    index('request_commissions_banker_idx').on(t.bankerId, t.expectedAt),
    oneRequest('request_commissions', t),
  ],
);
