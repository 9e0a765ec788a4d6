import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbWriter } from '../db/index.ts';
import { persons, products, solicitations } from '../db/schema/index.ts';
import { type SolicitationRow, STEP_DESCRIPTIONS } from './solicitation-store.ts';

type Step = keyof typeof STEP_DESCRIPTIONS;
const notConfirmed = (id: string) => and(eq(solicitations.id, id), ne(solicitations.step, 'confirmed'));
const mergedData = (data: Record<string, unknown>) =>
  sql`${solicitations.data} || ${JSON.stringify(data)}::jsonb`;

/** A banker's latest invitations with their product titles. */
export const invitationsOf = (db: Db, bankerId: number) =>
  db
    .select({ row: solicitations, productTitle: products.title })
    .from(solicitations)
    .innerJoin(products, eq(products.id, solicitations.productId))
    .where(and(eq(solicitations.bankerId, bankerId), sql`${solicitations.inviteCustomerEmail} is not null`))
    .orderBy(desc(solicitations.createdAt))
    .limit(200);

export async function markOpened(db: Db, id: string): Promise<void> {
  await db
    .update(solicitations)
    .set({ openedAt: new Date() })
    .where(and(eq(solicitations.id, id), isNull(solicitations.openedAt)));
}

/** The new solicitation; undefined when the same one exists already. */
export async function insertSolicitation(
  db: DbWriter,
  values: typeof solicitations.$inferInsert,
): Promise<SolicitationRow | undefined> {
  const [created] = await db.insert(solicitations).values(values).onConflictDoNothing().returning();
  return created;
}

/** Merges form fields into an unconfirmed solicitation. */
export async function mergeFormData(
  db: DbWriter,
  id: string,
  data: Record<string, unknown>,
): Promise<SolicitationRow | undefined> {
  const [changed] = await db
    .update(solicitations)
    .set({ data: mergedData(data), updatedAt: new Date() })
    .where(notConfirmed(id))
    .returning();
  return changed;
}

export async function personIdByEmail(db: Db, email: string): Promise<number | null> {
  const rows = await db.select({ id: persons.id }).from(persons).where(eq(persons.email, email)).limit(1);
  return rows[0]?.id ?? null;
}

/** The banker's filled-in data goes to review with a new confirmation token. */
export async function sendToReview(
  db: Db,
  id: string,
  data: Record<string, unknown>,
  confirmTokenHash: string,
): Promise<SolicitationRow | undefined> {
  const [updated] = await db
    .update(solicitations)
    .set({
      step: 'review',
      description: STEP_DESCRIPTIONS.review,
      data: mergedData(data),
      confirmTokenHash,
      updatedAt: new Date(),
    })
    .where(notConfirmed(id))
    .returning();
  return updated;
}

/** Moves an unconfirmed solicitation to a step, ending its confirmation token. */
export async function setStep(
  db: DbWriter,
  id: string,
  step: Step,
  extra: { confirmTokenHash?: string } = {},
): Promise<SolicitationRow | undefined> {
  const [updated] = await db
    .update(solicitations)
    .set({ step, description: STEP_DESCRIPTIONS[step], confirmTokenHash: null, updatedAt: new Date() })
    .where(
      extra.confirmTokenHash === undefined
        ? notConfirmed(id)
        : and(notConfirmed(id), eq(solicitations.confirmTokenHash, extra.confirmTokenHash)),
    )
    .returning();
  return updated;
}

/** Marks an invitation reported; undefined when it was reported or confirmed before (no second mail). */
export async function reportOnce(db: DbWriter, id: string): Promise<SolicitationRow | undefined> {
  const [updated] = await db
    .update(solicitations)
    .set({
      step: 'reported',
      description: STEP_DESCRIPTIONS.reported,
      confirmTokenHash: null,
      updatedAt: new Date(),
    })
    .where(and(notConfirmed(id), ne(solicitations.step, 'reported')))
    .returning();
  return updated;
}

export async function setAuthorized(db: DbWriter, id: string, authorized: boolean): Promise<void> {
  const step = authorized ? 'authorized' : 'not_authorized';
  await db
    .update(solicitations)
    .set({ authorized, step, description: STEP_DESCRIPTIONS[step], updatedAt: new Date() })
    .where(notConfirmed(id));
}
