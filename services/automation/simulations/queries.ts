import { and, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { interestRecords, leads, persons } from '../../db/schema/index.ts';

export async function findSimulation(db: Db, id: number) {
  const [simulation] = await db.select().from(interestRecords).where(eq(interestRecords.id, id)).limit(1);
  return simulation;
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
