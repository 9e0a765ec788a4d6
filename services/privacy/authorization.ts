import { eq, sql } from 'drizzle-orm';
import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import type { Db, DbWriter } from '../db/index.ts';
import { authorizationInfo, persons } from '../db/schema/index.ts';
import { type ConsentSubject, consentScopeFor, recordConsent } from './consent.ts';

/**
 * Gives or withdraws a customer's authorization for a banker, and records it in the privacy
 * audit in the same transaction (with whatever else the caller changes under `alongside`). The
 * person's row is locked first: parallel changes of one customer take turns, so the state left is
 * the one the newest consent record names.
 */
export async function setAuthorization(
  db: Db,
  subject: ConsentSubject,
  bankerId: number,
  authorized: boolean,
  options: {
    requestId?: string;
    details?: Record<string, unknown>;
    alongside?: (tx: DbWriter) => Promise<void>;
  } = {},
): Promise<void> {
  const scope = await consentScopeFor(db, bankerId);
  await db.transaction(async (tx) => {
    await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, subject.id)).for('update');
    await options.alongside?.(tx);
    await tx
      .insert(authorizationInfo)
      .values({ personId: subject.id, bankerId, authorized })
      .onConflictDoUpdate({
        target: [authorizationInfo.personId, authorizationInfo.bankerId],
        set: { authorized, updatedAt: new Date() },
      });
    const action = authorized ? CONSENT_ACTIONS.authorizeBanker : CONSENT_ACTIONS.revokeAuthorization;
    // Dated when written (after the lock), not when the transaction began: records sort as the changes took effect.
    await recordConsent(
      tx,
      scope,
      subject,
      action,
      options.details ?? {},
      options.requestId,
      sql`clock_timestamp()`,
    );
  });
}
