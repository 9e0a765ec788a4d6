import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type * as v from 'valibot';
import { SERVER_MSG } from '../../src/core/contract/common.ts';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import type { LeadBody } from '../../src/features/accounts/contract/accounts.ts';
import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import { fieldError } from '../context.ts';
import { findPersonByCpf, findPersonByEmail } from '../db/identity.ts';
import type { Db, DbWriter } from '../db/index.ts';
import { authorizationInfo, contacts, documents, leads, persons } from '../db/schema/index.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { notifyInTransaction } from '../notifications/notify.ts';
import { consentScopeFor, recordConsent } from '../privacy/consent.ts';
import { hashPassword } from './password.ts';

type NewPerson = v.InferOutput<typeof LeadBody> & { password?: string };

/** A banker by id or store slug, or a 400 under `personal_banker`. */
export async function resolveBanker(db: Db, ref: number | string | undefined): Promise<number | null> {
  if (ref === undefined) return null;
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(
      and(
        typeof ref === 'number' ? eq(persons.id, ref) : eq(persons.slug, ref),
        eq(persons.personType, PERSON_TYPE.banker),
      ),
    )
    .limit(1);
  const id = rows[0]?.id;
  if (!id) throw fieldError('personal_banker', SERVER_MSG.bankerNotFound);
  return id;
}

/**
 * A sign-up or profile edit that lost a race for a unique e-mail or CPF, as the field error the
 * form shows; any other error is thrown as it is.
 */
export function accountConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === null) throw error;
  throw constraint.includes('documents')
    ? fieldError('cpf', SERVER_MSG.cpfTaken)
    : fieldError('email', SERVER_MSG.emailTaken);
}

/**
 * How long an account whose e-mail nobody confirmed keeps the CPF it gave: the first account that
 * uses a CPF holds it this long, so a second sign-up cannot take it over meanwhile; after it, the
 * CPF goes to whoever proves an e-mail (the owner must not be kept out by someone who typed it).
 */
export const UNCONFIRMED_CPF_HOLD_MS = 24 * 60 * 60 * 1000;

/** Whether a CPF's holder keeps it at `now`: a confirmed e-mail, or an account younger than the hold. */
export function keepsCpf(holder: { emailVerifiedAt: Date | null; createdAt: Date }, now: Date): boolean {
  return (
    holder.emailVerifiedAt !== null || now.getTime() - holder.createdAt.getTime() < UNCONFIRMED_CPF_HOLD_MS
  );
}

/**
 * Removes a CPF from a person who no longer keeps it (an e-mail unconfirmed for the whole hold), so
 * the caller can store it. A CPF kept stays where it is (the caller's insert then fails as taken).
 */
export async function freeUnverifiedCpf(tx: DbWriter, cpf: string, now = new Date()): Promise<void> {
  const lapsed = tx
    .select({ id: persons.id })
    .from(persons)
    .where(
      and(
        isNull(persons.emailVerifiedAt),
        lt(persons.createdAt, new Date(now.getTime() - UNCONFIRMED_CPF_HOLD_MS)),
      ),
    );
  await tx
    .delete(documents)
    .where(and(eq(documents.type, 'CPF'), eq(documents.value, cpf), inArray(documents.personId, lapsed)));
}

/**
 * Creates a customer with CPF, WhatsApp contact, lead, optional authorization and the consent
 * records (terms of the store's current version; the authorization when given), in one transaction.
 * The cheap checks (banker, e-mail and CPF taken) come before the password is hashed, under the
 * caller's address in the hash queue. With `origin`, the banker's message about the lead is
 * written in the same transaction. `now` is when the CPF's hold is judged (`keepsCpf`).
 */
export async function createCustomer(
  db: Db,
  input: NewPerson,
  context: { address: string; requestId?: string; origin?: string; now?: Date },
): Promise<number> {
  const now = context.now ?? new Date();
  const bankerId = await resolveBanker(db, input.personal_banker);
  const [byEmail, byCpf] = await Promise.all([
    findPersonByEmail(db, input.email),
    findPersonByCpf(db, input.cpf),
  ]);
  if (byEmail) throw fieldError('email', SERVER_MSG.emailTaken);
  if (byCpf && keepsCpf(byCpf, now)) throw fieldError('cpf', SERVER_MSG.cpfTaken);
  const scope = await consentScopeFor(db, bankerId);
  const passwordHash = input.password ? await hashPassword(input.password, context.address) : null;
  const { requestId, origin } = context;
  try {
    return await db.transaction(async (tx) => {
      const [person] = await tx
        .insert(persons)
        .values({
          email: input.email,
          fullName: input.full_name.trim(),
          personType: PERSON_TYPE.customer,
          principalContact: input.principal_contact,
          birthday: input.birthday,
          passwordHash,
        })
        .returning({ id: persons.id });
      const id = person?.id ?? 0;
      await freeUnverifiedCpf(tx, input.cpf, now);
      await tx.insert(documents).values({ personId: id, type: 'CPF', value: input.cpf });
      await tx.insert(contacts).values({ personId: id, contactTypeId: 1, value: input.principal_contact });
      if (bankerId) {
        await tx.insert(leads).values({ bankerId, customerId: id }).onConflictDoNothing();
        // The banker hears of the lead from this transaction (links start at the public `origin`).
        if (origin)
          await notifyInTransaction(tx, origin, { kind: 'lead', bankerId, customer: id, product: null });
        if (input.authorized !== undefined) {
          await tx.insert(authorizationInfo).values({ personId: id, bankerId, authorized: input.authorized });
        }
      }
      const subject = { id, email: input.email, cpf: input.cpf };
      await recordConsent(tx, scope, subject, CONSENT_ACTIONS.createUser, { terms: true }, requestId);
      if (bankerId && input.authorized === true)
        await recordConsent(tx, scope, subject, CONSENT_ACTIONS.authorizeBanker, {}, requestId);
      return id;
    });
  } catch (error) {
    // A concurrent sign-up took the e-mail or the CPF first.
    accountConflict(error);
  }
}
