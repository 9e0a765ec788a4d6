import { CONSENT_ACTIONS } from '../../src/api/privacy.ts';
import type { Db } from '../db/index.ts';
import { authorizationInfo } from '../db/schema/index.ts';
import type { DbWriter } from './audit.ts';
import { type ConsentSubject, consentScopeFor, recordConsent } from './consent.ts';

/**
 * Gives or withdraws a customer's authorization for a banker, and records it in the privacy
 * audit in the same transaction (with whatever else the caller changes under `alongside`).
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
    await options.alongside?.(tx);
    await tx
      .insert(authorizationInfo)
      .values({ personId: subject.id, bankerId, authorized })
      .onConflictDoUpdate({
        target: [authorizationInfo.personId, authorizationInfo.bankerId],
        set: { authorized, updatedAt: new Date() },
      });
    const action = authorized ? CONSENT_ACTIONS.authorizeBanker : CONSENT_ACTIONS.revokeAuthorization;
    await recordConsent(tx, scope, subject, action, options.details ?? {}, options.requestId);
  });
}
