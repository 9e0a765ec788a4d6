import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_audit_user_idx').on(t.userId)],
);
