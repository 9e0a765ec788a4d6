import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { addresses, cities, states } from '../../db/schema/index.ts';

/** A person's address as the auth service answers it (every field null when none is stored). */
export async function addressOf(deps: { db: Db }, personId: number) {
  const rows = await deps.db
    .select({
      address: addresses,
      city: { id: cities.id, name: cities.name },
      state: { id: states.id, slug: states.slug, name: states.name },
    })
    .from(addresses)
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .where(eq(addresses.personId, personId))
    .limit(1);
  const row = rows[0];
  return {
    zip_code: row?.address.zipCode ?? null,
    street: row?.address.street ?? null,
    number: row?.address.number ?? null,
    complement: row?.address.complement ?? null,
    neighborhood: row?.address.neighborhood ?? null,
    city: row?.city?.id ? row.city : null,
    state: row?.state?.id ? row.state : null,
  };
}

export async function stateIdOf(db: Db, slug: string): Promise<number | undefined> {
  const rows = await db.select({ id: states.id }).from(states).where(eq(states.slug, slug)).limit(1);
  return rows[0]?.id;
}

export async function findCity(db: Db, id: number) {
  const rows = await db
    .select({ id: cities.id, stateId: cities.stateId })
    .from(cities)
    .where(eq(cities.id, id))
    .limit(1);
  return rows[0];
}

/** Writes the given fields of a person's address, creating it when there is none. */
export async function upsertAddress(
  db: Db,
  personId: number,
  fields: Partial<typeof addresses.$inferInsert>,
): Promise<void> {
  await db
    .insert(addresses)
    .values({ personId, ...fields })
    .onConflictDoUpdate({ target: addresses.personId, set: fields });
}

export const listStates = (db: Db) => db.select().from(states).orderBy(asc(states.name));

export const citiesOfState = (db: Db, uf: string) =>
  db
    .select({ id: cities.id, name: cities.name, state: states.slug })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(states.slug, uf))
    .orderBy(asc(cities.name));
