import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './checkout.ts';
import { createdAt, instant, jsonOf, updatedAt } from './columns.ts';
import { personRef } from './people.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A bureau's answer as the look-up keeps it: its score and band, or that it did not answer. */
export type StoredBureau = { service: string; status: 'ok' | 'indisponivel'; score?: number; risk?: string };

/**
 * The one consented look-up of a customer in a banker's store ('Ofertas para você',
 * docs/offers.md): the profile the bureaus gave and the inputs it was read with. One row per
 * customer and store: a new look-up replaces it; withdrawing the consent deletes it. `pending`
 * while the bureaus are being asked, so a second request in between makes no second look-up.
 */
export const offerLookups = pgTable(
  'offer_lookups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: personRef('customer_id').notNull(),
    bankerId: personRef('banker_id').notNull(),
    status: varchar('status', { length: 8 }).$type<'pending' | 'done'>().notNull(),
    /** The day (São Paulo) of the look-up: re-pricing is possible through this day. */
    lookedUpOn: date('looked_up_on', { mode: 'string' }).notNull(),
    lookedUpAt: instant('looked_up_at').notNull().defaultNow(),
    monthlyIncome: money('monthly_income').notNull(),
    otherInstalments: money('other_instalments').notNull(),
    purpose: varchar('purpose', { length: 16 }),
    bureaus: jsonOf<StoredBureau[]>('bureaus').notNull().default([]),
    /** The pricing the customer sees now (`offer_entries.pricing_id`). */
    pricingId: uuid('pricing_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('offer_lookups_customer_banker_idx').on(t.customerId, t.bankerId)],
);

/**
 * One partner's answer in one pricing of a look-up: the entry as answered (`entry`, without its id
 * and request) and, once asked for, the order it became. Entries not requested go with their
 * look-up; requested ones stay with their order.
 */
export const offerEntries = pgTable(
  'offer_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lookupId: uuid('lookup_id').references(() => offerLookups.id, { onDelete: 'set null' }),
    pricingId: uuid('pricing_id').notNull(),
    customerId: personRef('customer_id').notNull(),
    bankerId: personRef('banker_id').notNull(),
    partner: varchar('partner', { length: 40 }).notNull(),
    productId: integer('product_id').notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    position: smallint('position').notNull(),
    amount: money('amount').notNull(),
    term: smallint('term').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    entry: jsonOf('entry').notNull(),
    /** When 'Quero esta oferta' claimed it: a second claim in between makes no second order. */
    requestClaimedAt: instant('request_claimed_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('offer_entries_lookup_pricing_idx').on(t.lookupId, t.pricingId),
    index('offer_entries_customer_idx').on(t.customerId),
    uniqueIndex('offer_entries_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    // 'Ofertas em aberto' of the desk: a store's offers not requested, by their last day.
    index('offer_entries_open_idx')
      .on(t.bankerId, t.validUntil)
      .where(sql`${t.orderId} is null and ${t.status} = 'offer'`),
  ],
);
