import { and, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { interestRecords, leads, persons, products } from '../../db/schema/index.ts';

/** A stored simulation with its product's correspondent arrangement (corban). */
export async function findSimulation(db: Db, id: number) {
  const [row] = await db
    .select({ simulation: interestRecords, corban: products.corban })
    .from(interestRecords)
    .innerJoin(products, eq(products.id, interestRecords.productId))
    .where(eq(interestRecords.id, id))
    .limit(1);
  return row && { ...row.simulation, corban: row.corban };
}

/** The person with this address who is the banker's customer (of this simulation) or lead. */
export async function findCustomerOfBanker(
  db: Db,
  bankerId: number,
  email: string,
  customerId: number | null,
): Promise<{ email: string; fullName: string } | undefined> {
  const [customer] = await db
    .select({ email: persons.email, fullName: persons.fullName })
    .from(persons)
    .where(
      and(
        eq(persons.email, email),
        or(
          eq(persons.id, customerId ?? 0),
          exists(
            db
              .select({ id: leads.id })
              .from(leads)
              .where(and(eq(leads.bankerId, bankerId), eq(leads.customerId, persons.id))),
          ),
        ),
      ),
    )
    .limit(1);
  return customer;
}
