import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { businessCompanies, businessInvites } from '../../db/schema/index.ts';

/** Whether the customer registered this company already (a registration is its customer's own). */
export async function isRegisteredBy(db: Db, cnpj: string, ownerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: businessCompanies.id })
    .from(businessCompanies)
    .where(and(eq(businessCompanies.cnpj, cnpj), eq(businessCompanies.ownerId, ownerId)))
    .limit(1);
  return rows.length > 0;
}

/** The new company's id; null when the customer registered its CNPJ meanwhile. */
export async function insertCompany(
  db: Db,
  values: typeof businessCompanies.$inferInsert,
): Promise<number | null> {
  const inserted = await db
    .insert(businessCompanies)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: businessCompanies.id });
  return inserted[0]?.id ?? null;
}

/** True when the invitation is new (the same one again is not stored twice). */
export async function insertInvite(db: Db, values: typeof businessInvites.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(businessInvites)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: businessInvites.id });
  return inserted.length > 0;
}
