import { DEFAULT_TOS_VERSION } from '../../src/api/privacy.ts';
import type { Db } from '../db/index.ts';
import { privacyAudit } from '../db/schema/index.ts';

export { DEFAULT_TOS_VERSION };

/** The database or an open transaction: a consent is written in the same transaction as its act. */
export type DbWriter = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The spec's privacy audit payload (§7): {source, metadata{user{cpf,email,id,action}, tos_version}}. */
export interface AuditRecord {
  source: string;
  metadata: {
    user: { cpf?: string | null; email?: string | null; id?: number | null; action: string };
    tos_version?: string | null;
    [key: string]: unknown;
  };
  requestId?: string;
}

/** Appends one record; the table rejects updates and deletes. */
export async function appendAudit(db: DbWriter, record: AuditRecord): Promise<number> {
  const { user, tos_version } = record.metadata;
  const rows = await db
    .insert(privacyAudit)
    .values({
      source: record.source,
      action: user.action,
      userId: user.id ?? null,
      email: user.email?.toLowerCase() ?? null,
      cpf: user.cpf?.replace(/\D/g, '') || null,
      tosVersion: tos_version || DEFAULT_TOS_VERSION,
      metadata: { ...record.metadata, tos_version: tos_version || DEFAULT_TOS_VERSION },
      requestId: record.requestId ?? null,
    })
    .returning({ id: privacyAudit.id });
  return rows[0]?.id ?? 0;
}
