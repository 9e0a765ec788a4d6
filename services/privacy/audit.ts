import { type SQL, sql } from 'drizzle-orm';
import { digitsOf } from '../../src/core/format/digits.ts';
import { DEFAULT_TOS_VERSION } from '../../src/features/privacy/contract/privacy.ts';
import type { DbWriter } from '../db/index.ts';
import { privacyAudit } from '../db/schema/index.ts';

export { DEFAULT_TOS_VERSION };

/** The privacy audit payload (docs/services.md#calls): {source, metadata{user{cpf,email,id,action}, tos_version}}. */
export interface AuditRecord {
  source: string;
  metadata: {
    user: { cpf?: string | null; email?: string | null; id?: number | null; action: string };
    tos_version?: string | null;
    [key: string]: unknown;
  };
  requestId?: string;
  /** When the record was written, if not the transaction's start (`now()`). */
  createdAt?: SQL;
}

/** The columns of a record as the table stores them. */
function auditRow(record: AuditRecord) {
  const { user, tos_version } = record.metadata;
  const tosVersion = tos_version || DEFAULT_TOS_VERSION;
  return {
    source: record.source,
    action: user.action,
    userId: user.id ?? null,
    email: user.email?.toLowerCase() ?? null,
    cpf: digitsOf(user.cpf ?? '') || null,
    tosVersion,
    metadata: { ...record.metadata, tos_version: tosVersion },
    requestId: record.requestId ?? null,
    ...(record.createdAt ? { createdAt: record.createdAt } : {}),
  };
}

/** Appends one record; the table rejects updates and deletes. */
export async function appendAudit(db: DbWriter, record: AuditRecord): Promise<number> {
  return (await appendAudits(db, [record]))[0] ?? 0;
}

/** Appends records in one statement, so all commit or none; their ids ascend in the given order. */
export async function appendAudits(db: DbWriter, records: readonly AuditRecord[]): Promise<number[]> {
  const rows = await db.insert(privacyAudit).values(records.map(auditRow)).returning({ id: privacyAudit.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A record as the `audit` JSON of a row that `appendAuditsSql` reads (no `createdAt`: written at `now()`). */
export function auditColumns(record: Omit<AuditRecord, 'createdAt'>) {
  const row = auditRow(record);
  return {
    source: row.source,
    action: row.action,
    user_id: row.userId,
    email: row.email,
    cpf: row.cpf,
    tos_version: row.tosVersion,
    metadata: row.metadata,
    request_id: row.requestId,
  };
}

/**
 * An `insert ... select` of a record for each row of `rows` (a CTE of the caller's statement whose
 * `audit` column holds `auditColumns`), its metadata merged with `extraMetadata` (a jsonb built
 * from that row): the records are written by the same statement as the acts they record, so one
 * commits only with the other.
 */
export function appendAuditsSql(rows: SQL, extraMetadata: SQL): SQL {
  return sql`insert into ${privacyAudit} (source, action, user_id, email, cpf, tos_version, metadata, request_id)
    select audit->>'source', audit->>'action', (audit->>'user_id')::int, audit->>'email', audit->>'cpf',
           audit->>'tos_version', (audit->'metadata') || ${extraMetadata}, audit->>'request_id'
    from ${rows}`;
}
