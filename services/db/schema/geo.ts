import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId } from './columns.ts';

/** The 27 federative units. */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  slug: varchar('slug', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: identityId(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('cities_state_name_idx').on(t.stateId, t.name),
    index('cities_state_idx').on(t.stateId),
  ],
);
