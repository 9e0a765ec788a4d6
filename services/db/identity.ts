import { and, eq } from 'drizzle-orm';
import type { Db } from './index.ts';
import { documents, persons } from './schema/index.ts';

/**
 * A person's identity: the account's as stored, or the one an order is stored with
 * (docs/accounts.md#edit-user: changes go through 'editar dados').
 */
export interface Identity {
  fullName: string;
  email: string;
  /** yyyy-mm-dd, or null while unknown. */
  birthday: string | null;
  /** 11 digits, or null while unknown. */
  cpf: string | null;
}

/** The account's identity columns: `persons` joined with its CPF document. */
export const identityFields = {
  fullName: persons.fullName,
  email: persons.email,
  birthday: persons.birthday,
  cpf: documents.value,
};

/** The account's identity; null when the account no longer exists. */
export async function accountIdentity(db: Db, user: { id: number }): Promise<Identity | null> {
  const [person] = await db
    .select(identityFields)
    .from(persons)
    .leftJoin(documents, and(eq(documents.personId, persons.id), eq(documents.type, 'CPF')))
    .where(eq(persons.id, user.id))
    .limit(1);
  return person ?? null;
}

/** The person an e-mail or a CPF names: the account a login, a sign-up or a record is checked against. */
export async function findPersonByEmail(db: Db, email: string) {
  const rows = await db.select().from(persons).where(eq(persons.email, email)).limit(1);
  return rows[0];
}

export async function findPersonByCpf(db: Db, cpf: string) {
  const rows = await db
    .select({ person: persons })
    .from(documents)
    .innerJoin(persons, eq(persons.id, documents.personId))
    .where(and(eq(documents.type, 'CPF'), eq(documents.value, cpf)))
    .limit(1);
  return rows[0]?.person;
}
