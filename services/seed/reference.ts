import type { Db } from '../db/index.ts';
import * as t from '../db/schema/index.ts';
import { BANK_LISTS, OCCUPATIONS, STATES } from './reference-data.ts';
import { syncSequences } from './sequences.ts';

/**
 * The reference lists every database needs, demo or not: states and cities, contact types,
 * occupations and bank lists (sign-ups and profiles point at them). Idempotent.
 */
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(t.states)
    .values(STATES.map(({ id, slug, name }) => ({ id, slug, name })))
    .onConflictDoNothing();
  let cityId = 1;
  const cityRows = STATES.flatMap((state) =>
    state.cities.map((name) => ({ id: cityId++, stateId: state.id, name })),
  );
  await db.insert(t.cities).values(cityRows).onConflictDoNothing();
  await db
    .insert(t.contactTypes)
    .values([
      { id: 1, name: 'WhatsApp' },
      { id: 2, name: 'Facebook' },
      { id: 3, name: 'Instagram' },
      { id: 4, name: 'LinkedIn' },
    ])
    .onConflictDoNothing();
  await db
    .insert(t.occupations)
    .values(OCCUPATIONS.map((description, i) => ({ simId: 101 + i, description })))
    .onConflictDoNothing();
  let itemId = 1;
  const listRows = Object.entries(BANK_LISTS).flatMap(([kind, items]) =>
    items.map(([code, name], position) => ({ id: itemId++, kind, code, name, position })),
  );
  await db.insert(t.bankListItems).values(listRows).onConflictDoNothing();
  await syncSequences(db, ['cities', 'bank_list_items']);
}
