import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import type { FunnelStep } from '../../../src/features/funnel/contract/funnel.ts';
import { personRef } from './people.ts';

/**
 * The store's funnel counts kept as they happen (docs/desk.md#funnel): visits and simulations
 * counted by the pages, offers asked by the services. One row per store, Brasília day, step,
 * family ('' when none) and source ('' when not known): an aggregate, no person in it.
 */
export const storeFunnelCounts = pgTable(
  'store_funnel_counts',
  {
    bankerId: personRef('banker_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: varchar('step', { length: 12 }).$type<FunnelStep>().notNull(),
    family: varchar('family', { length: 60 }).notNull().default(''),
    source: varchar('source', { length: 60 }).notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bankerId, t.day, t.step, t.family, t.source] })],
);
