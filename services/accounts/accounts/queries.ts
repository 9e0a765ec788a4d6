import { and, eq, ne } from 'drizzle-orm';
import { PERSON_TYPE } from '../../../src/core/format/person-types.ts';
import type { Db } from '../../db/index.ts';
import { documents, leads, persons } from '../../db/schema/index.ts';
import { freeUnverifiedCpf } from '../people.ts';

export interface PersonChange {
  fullName: string;
  nickname: string | null;
  principalContact: string | null;
  birthday: string | null;
  /** A first CPF to store (a stored one never changes). */
  newCpf?: string;
}

/** Updates a person's own fields and stores a first CPF, together. */
export async function updatePerson(db: Db, personId: number, change: PersonChange): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(persons)
      .set({
        fullName: change.fullName,
        nickname: change.nickname,
        principalContact: change.principalContact,
        birthday: change.birthday,
        updatedAt: new Date(),
      })
      .where(eq(persons.id, personId));
    if (change.newCpf !== undefined) {
      await freeUnverifiedCpf(tx, change.newCpf);
      await tx.insert(documents).values({ personId, type: 'CPF', value: change.newCpf });
    }
  });
}

/** A confirmed change: the code came back from the new e-mail, so it is proven. */
export async function setEmail(db: Db, personId: number, email: string): Promise<void> {
  const now = new Date();
  await db
    .update(persons)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(persons.id, personId));
}

export async function isBanker(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, id), eq(persons.personType, PERSON_TYPE.banker)))
    .limit(1);
  return rows.length > 0;
}

/** True when the person is a customer or lead of the banker (never the banker herself). */
export async function isLeadOf(db: Db, bankerId: number, personId: number): Promise<boolean> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.bankerId, bankerId), eq(leads.customerId, personId), ne(leads.customerId, bankerId)))
    .limit(1);
  return rows.length > 0;
}
