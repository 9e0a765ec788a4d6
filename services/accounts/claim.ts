import { and, eq, isNull } from 'drizzle-orm';
import { CONSENT_ACTIONS, PLATFORM_SOURCE } from '../../src/features/privacy/contract/privacy.ts';
import type { Db } from '../db/index.ts';
import { authorizationInfo, documents, leads, persons, privacyAudit } from '../db/schema/index.ts';
import { appendAudit } from '../privacy/audit.ts';
import { CLAIM_ACTION, consentScopeFor, recordConsent } from '../privacy/consent.ts';

/**
 * The first time a code comes back from a person's e-mail. A sign-up's own code (`keep`) confirms
 * what that sign-up stored. Any other code is the e-mail's owner arriving at an account someone
 * made beforehand (a lead or sign-up needs no proof of the e-mail): what that party attached goes
 * (CPF, authorizations and banker links), each authorization with a revocation record, and one
 * record marks the earlier records as made by an unverified party. The audit table is append-only,
 * so the earlier records stay, and consent reads count only records after the claim.
 */
export async function claimEmail(
  db: Db,
  person: { id: number; email: string },
  keep: boolean,
  requestId?: string,
): Promise<void> {
  const granted = await db
    .select({ bankerId: authorizationInfo.bankerId })
    .from(authorizationInfo)
    .where(and(eq(authorizationInfo.personId, person.id), eq(authorizationInfo.authorized, true)));
  const scopes = await Promise.all(granted.map((row) => consentScopeFor(db, row.bankerId)));
  await db.transaction(async (tx) => {
    // Only the first claim counts: a parallel one finds the e-mail already proven.
    const [claimed] = await tx
      .update(persons)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(persons.id, person.id), isNull(persons.emailVerifiedAt)))
      .returning({ id: persons.id });
    if (!claimed || keep) return;
    const earlier = await tx
      .select({ id: privacyAudit.id })
      .from(privacyAudit)
      .where(eq(privacyAudit.userId, person.id));
    const owner = { id: person.id, email: person.email, cpf: null };
    for (const scope of scopes)
      await recordConsent(
        tx,
        scope,
        owner,
        CONSENT_ACTIONS.revokeAuthorization,
        { reason: CLAIM_ACTION },
        requestId,
      );
    await tx.delete(authorizationInfo).where(eq(authorizationInfo.personId, person.id));
    await tx.delete(leads).where(eq(leads.customerId, person.id));
    await tx.delete(documents).where(and(eq(documents.personId, person.id), eq(documents.type, 'CPF')));
    await appendAudit(tx, {
      source: PLATFORM_SOURCE,
      metadata: {
        user: { ...owner, action: CLAIM_ACTION },
        unverified_records: earlier.map((row) => row.id),
      },
      requestId,
    });
  });
}
