import { count, inArray, or, sql } from 'drizzle-orm';
import { BANKERS, CUSTOMERS } from '../db/demo/people-data.ts';
import type { Db } from '../db/index.ts';
import { bankerProfiles, orders, persons, solicitations, stores } from '../db/schema/index.ts';

/**
 * A person the demo seed wrote: both its id and its e-mail are the seed's, so a real account that
 * got one of those ids (a database never seeded numbers people from 1) is never taken for one.
 */
const isDemoPerson = sql`(${persons.id}, ${persons.email}) in (${sql.join(
  [...BANKERS, ...CUSTOMERS].map((person) => sql`(${person.id}::integer, ${person.email}::text)`),
  sql`, `,
)})`;

/** Whether the database holds any of the demo accounts (whose passwords the README publishes). */
export async function demoPeoplePresent(db: Db): Promise<boolean> {
  // A database never migrated has no people at all.
  const { rows } = (await db.execute(
    sql`select to_regclass('persons') is not null as migrated`,
  )) as unknown as {
    rows: { migrated: boolean }[];
  };
  if (!rows[0]?.migrated) return false;
  const [row] = await db.select({ n: count() }).from(persons).where(isDemoPerson);
  return (row?.n ?? 0) > 0;
}

/** Why a production start refuses a database holding the demo accounts, and the command that removes them. */
export const PRODUCTION_DEMO_DATA_REFUSED =
  'Banco com dados de demonstração: as contas de demonstração (como ana.souza@exemplo.com.br) têm senhas públicas e não servem em produção; remova-as com `npm run db:remove-demo` (mesmo DATABASE_URL), que apaga só as pessoas, lojas e pedidos de demonstração.';

/** What a production database holds that it must not serve: the demo accounts. */
export async function demoDataProblems(db: Db): Promise<string[]> {
  return (await demoPeoplePresent(db)) ? [PRODUCTION_DEMO_DATA_REFUSED] : [];
}

export interface DemoRemoval {
  people: number;
  stores: number;
  orders: number;
}

/**
 * Removes the demo people with what is theirs (stores, profiles, leads, orders, tokens: the rows
 * that reference a person go with it) and nothing else: companies, catalog and reference lists
 * stay, as do real accounts, even a real banker's customers who ordered from a demo store.
 */
export async function removeDemoPeople(db: Db): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    const ids = (await tx.select({ id: persons.id }).from(persons).where(isDemoPerson)).map((row) => row.id);
    if (ids.length === 0) return { people: 0, stores: 0, orders: 0 };
    const [storeCount] = await tx.select({ n: count() }).from(stores).where(inArray(stores.personId, ids));
    const demoOrders = or(inArray(orders.bankerId, ids), inArray(orders.customerId, ids));
    const orderIds = (await tx.select({ id: orders.id }).from(orders).where(demoOrders)).map((row) => row.id);
    // The two references to a person or an order that do not go with it: let go of them first.
    await tx
      .update(bankerProfiles)
      .set({ assistantId: null })
      .where(inArray(bankerProfiles.assistantId, ids));
    if (orderIds.length > 0)
      for (const column of ['heOrderId', 'heOrderPjId', 'realEstateOrderId'] as const)
        await tx
          .update(solicitations)
          .set({ [column]: null })
          .where(inArray(solicitations[column], orderIds));
    await tx.delete(persons).where(inArray(persons.id, ids));
    return { people: ids.length, stores: storeCount?.n ?? 0, orders: orderIds.length };
  });
}
