import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, jsonOf } from './columns.ts';

/** Append-only privacy audit trail: a database trigger rejects updates and deletes. */
export const privacyAudit = pgTable(
  'privacy_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id'),
    email: text('email'),
    cpf: varchar('cpf', { length: 11 }),
    tosVersion: varchar('tos_version', { length: 32 }).notNull(),
    metadata: jsonOf('metadata').notNull(),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_audit_user_idx').on(t.userId)],
);
