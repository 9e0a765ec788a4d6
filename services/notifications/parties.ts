import { eq, sql } from 'drizzle-orm';
import type { DbWriter } from '../db/index.ts';
import { companies, persons } from '../db/schema/index.ts';
import type { Party, StoreOf } from './messages.ts';

/** The store a banker's messages speak for: the banker's contacts and, when white-label, the company. */
export async function storeOf(db: DbWriter, bankerId: number): Promise<StoreOf | null> {
  const [row] = await db
    .select({
      fullName: persons.fullName,
      email: persons.email,
      phone: persons.principalContact,
      slug: persons.slug,
      companyName: sql<string | null>`case when ${companies.whitelabel} then ${companies.name} end`,
    })
    .from(persons)
    .leftJoin(companies, eq(companies.id, persons.companyId))
    .where(eq(persons.id, bankerId))
    .limit(1);
  if (!row) return null;
  const { slug, companyName, ...banker } = row;
  return { banker, slug, companyName };
}

/** A customer as a message names them: name, e-mail and phone of the account. */
export async function partyOf(db: DbWriter, personId: number): Promise<Party | null> {
  const [row] = await db
    .select({ fullName: persons.fullName, email: persons.email, phone: persons.principalContact })
    .from(persons)
    .where(eq(persons.id, personId))
    .limit(1);
  return row ?? null;
}
