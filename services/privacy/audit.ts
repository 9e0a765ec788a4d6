import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_TOS_VERSION } from '../../src/api/privacy.ts';
import { digitsOf } from '../../src/domain/digits.ts';
import type { Db } from '../db/index.ts';
import { privacyAudit } from '../db/schema/index.ts';

export { DEFAULT_TOS_VERSION };

/** The database or an open transaction: a consent is written in the same transaction as its act. */
export type DbWriter = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

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
  const rows = await db.insert(privacyAudit).values(auditRow(record)).returning({ id: privacyAudit.id });
  return rows[0]?.id ?? 0;
}

/**
 * An `insert ... select` of the record for each row of `rows` (a CTE of the caller's statement),
 * its metadata merged with `extraMetadata` (a jsonb built from that row): the record is written by
 * the same statement as the act it records, so one commits only with the other.
 */
export function appendAuditSql(record: AuditRecord, rows: SQL, extraMetadata: SQL): SQL {
  const row = auditRow(record);
  return sql`insert into ${privacyAudit} (source, action, user_id, email, cpf, tos_version, metadata, request_id)
    select ${row.source}, ${row.action}, ${row.userId}::int, ${row.email}, ${row.cpf}, ${row.tosVersion},
           ${JSON.stringify(row.metadata)}::jsonb || ${extraMetadata}, ${row.requestId}
    from ${rows}`;
}
