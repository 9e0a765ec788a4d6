import { and, eq } from 'drizzle-orm';
import { SERVER_MSG } from '../../src/core/contract/common.ts';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import { notFound } from '../context.ts';
import type { Db } from '../db/index.ts';
import { documents, persons } from '../db/schema/index.ts';
import type { ConsentSubject } from './consent.ts';

/** The id of the banker whose store is `pb` (404 when there is none). */
export async function bankerIdOf(db: Db, pb: string): Promise<number> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.slug, pb), eq(persons.personType, PERSON_TYPE.banker)))
    .limit(1);
  const id = rows[0]?.id;
  if (!id) throw notFound(SERVER_MSG.bankerNotFound);
  return id;
}

/** The logged user as the subject of a record: identity from the account, never from the body. */
export async function subjectOf(db: Db, user: { id: number; email: string }): Promise<ConsentSubject> {
  const cpf = await db
    .select({ value: documents.value })
    .from(documents)
    .where(and(eq(documents.personId, user.id), eq(documents.type, 'CPF')))
    .limit(1);
  return { id: user.id, email: user.email, cpf: cpf[0]?.value ?? null };
}

/** Another person (a banker's customer) as the subject of a record; null when there is none. */
export async function subjectById(db: Db, id: number): Promise<ConsentSubject | null> {
  const [person] = await db.select({ email: persons.email }).from(persons).where(eq(persons.id, id)).limit(1);
  return person ? subjectOf(db, { id, email: person.email }) : null;
}
