import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { productRef } from './catalog.ts';
import { instant } from './columns.ts';
import { personRef } from './people.ts';

/**
 * What the banker's Analytics pages read, kept by triggers on `orders`, `leads` and `persons`
 * (migration 0017) so that a page of a large book is an index range, never a scan of its orders.
 */

/** Each person of a banker's book (a lead or a customer) with their number of orders there. */
export const analyticsPeople = pgTable(
  'analytics_people',
  {
    bankerId: personRef('banker_id').notNull(),
    customerId: personRef('customer_id').notNull(),
    /** 0 for a lead who has not ordered yet. */
    orders: integer('orders').notNull().default(0),
    fullName: text('full_name').notNull(),
    /** The name lowercased without accents: the order of the name column. */
    sortName: text('sort_name').notNull(),
    /** Name, e-mail, contact and its digits, lowercased without accents: what the search matches. */
    searchText: text('search_text').notNull(),
    email: text('email').notNull(),
    principalContact: text('principal_contact'),
  },
  (t) => [
    primaryKey({ columns: [t.bankerId, t.customerId] }),
    index('analytics_people_customers_total_idx')
      .on(t.bankerId, t.orders.desc(), t.sortName, t.customerId)
      .where(sql`${t.orders} > 0`),
    // Fewest orders first keeps the names in their order: the index above read backwards would not.
    index('analytics_people_customers_fewest_idx')
      .on(t.bankerId, t.orders, t.sortName, t.customerId)
      .where(sql`${t.orders} > 0`),
    index('analytics_people_customers_name_idx')
      .on(t.bankerId, t.sortName, t.customerId)
      .where(sql`${t.orders} > 0`),
    index('analytics_people_leads_name_idx')
      .on(t.bankerId, t.sortName, t.customerId)
      .where(sql`${t.orders} = 0`),
    index('analytics_people_leads_email_idx')
      .on(t.bankerId, t.email, t.customerId)
      .where(sql`${t.orders} = 0`),
    index('analytics_people_customer_idx').on(t.customerId),
  ],
);

/** Each product a banker's customers ordered: its distinct customers and its orders. */
export const analyticsProducts = pgTable(
  'analytics_products',
  {
    bankerId: personRef('banker_id').notNull(),
    productId: productRef(),
    customers: integer('customers').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bankerId, t.productId] })],
);

/** Bumped by every change of a banker's book: the whole-book answer's cache check reads one row. */
export const analyticsVersions = pgTable('analytics_versions', {
  bankerId: personRef('banker_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: instant('changed_at').notNull().defaultNow(),
});
