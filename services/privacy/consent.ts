import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  CONSENT_ACTIONS,
  DEFAULT_TOS_VERSION,
  PLATFORM_SOURCE,
} from '../../src/features/privacy/contract/privacy.ts';
import { auditSourceFor, type BankerContext, findBanker } from '../db/bankers.ts';
import type { Db, DbWriter } from '../db/index.ts';
import { privacyAudit } from '../db/schema/index.ts';
import { type AuditRecord, appendAudit, appendAudits } from './audit.ts';

/** Where a consent is given: the store's source (or its white-label company's) and its terms version. */
export interface ConsentScope {
  source: string;
  tosVersion: string;
  bankerId: number | null;
}

/** The person a record is about. */
export interface ConsentSubject {
  id: number;
  email: string | null;
  cpf: string | null;
}

/** The scope of a banker's store; the platform's default terms when there is no banker. */
export async function consentScopeFor(db: Db, bankerId: number | null): Promise<ConsentScope> {
  return consentScopeOf(bankerId === null ? null : await findBanker(db, bankerId));
}

/** The scope of a store already read (`findBanker`); the platform's default terms without one. */
export function consentScopeOf(banker: BankerContext | null): ConsentScope {
  if (!banker) return { source: PLATFORM_SOURCE, tosVersion: DEFAULT_TOS_VERSION, bankerId: null };
  return { source: auditSourceFor(banker), tosVersion: banker.tosVersion, bankerId: banker.id };
}

/** The audit record of a consent about `subject`. */
export function consentRecord(
  scope: ConsentScope,
  subject: ConsentSubject,
  action: string,
  details: Record<string, unknown> = {},
  requestId?: string,
  createdAt?: SQL,
): AuditRecord {
  return {
    createdAt,
    source: scope.source,
    metadata: {
      user: { id: subject.id, email: subject.email, cpf: subject.cpf, action },
      tos_version: scope.tosVersion,
      ...(scope.bankerId === null ? {} : { personal_banker: scope.bankerId }),
      ...details,
    },
    requestId,
  };
}

/** Appends one consent record about `subject` (inside the caller's transaction when given one). */
export async function recordConsent(
  db: DbWriter,
  ...record: Parameters<typeof consentRecord>
): Promise<number> {
  return appendAudit(db, consentRecord(...record));
}

/** Appends consent records in one statement (all or none), each `consentRecord`'s arguments. */
export async function recordConsents(
  db: DbWriter,
  records: readonly Parameters<typeof consentRecord>[],
): Promise<number[]> {
  return appendAudits(
    db,
    records.map((record) => consentRecord(...record)),
  );
}

/**
 * The record of an e-mail's owner claiming an account someone made beforehand: the records listed
 * in its `unverified_records` were made by that unverified party and are not the owner's consent.
 */
export const CLAIM_ACTION = 'claim_email';

/** Records that accept the terms of a scope (each names the version it accepted). */
const TERMS_ACTIONS = [CONSENT_ACTIONS.createUser, CONSENT_ACTIONS.acceptTerms, CONSENT_ACTIONS.createOrder];

/**
 * Whether the user accepted the scope's current terms version, and whether they authorized sharing
 * their data with the partners of this store under it (an earlier order's consent).
 */
export async function consentOnRecord(
  db: Db,
  userId: number,
  scope: ConsentScope,
): Promise<{ terms: boolean; dataSharing: boolean }> {
  const rows = await db
    .select({
      action: privacyAudit.action,
      dataSharing: sql<boolean>`coalesce((${privacyAudit.metadata}->>'data_sharing')::boolean, false)`,
    })
    .from(privacyAudit)
    .where(
      and(
        eq(privacyAudit.userId, userId),
        eq(privacyAudit.source, scope.source),
        eq(privacyAudit.tosVersion, scope.tosVersion),
        inArray(privacyAudit.action, TERMS_ACTIONS),
        // Only what the person consented to since a claim of the account is theirs.
        sql`${privacyAudit.id} > coalesce((select max(c.id) from ${privacyAudit} c where c.user_id = ${userId} and c.action = ${CLAIM_ACTION}), 0)`,
      ),
    )
    .orderBy(desc(privacyAudit.id));
  return {
    terms: rows.length > 0,
    dataSharing: rows.some((row) => row.action === CONSENT_ACTIONS.createOrder && row.dataSharing),
  };
}
