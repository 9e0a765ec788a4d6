import { boolean, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant } from './columns.ts';
import { personRef } from './people.ts';

export type TokenPurpose = 'session' | 'reset';

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: identityId(),
    personId: personRef('person_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** `session` (login, sign-up) or `reset` (a validated code: short-lived, may set a new password once). */
    purpose: varchar('purpose', { length: 8 }).$type<TokenPurpose>().notNull().default('session'),
    /** The token a refresh swapped for this one: logging out of that one ends this one too. */
    parentId: integer('parent_id'),
  },
  (t) => [index('auth_tokens_person_idx').on(t.personId), index('auth_tokens_parent_idx').on(t.parentId)],
);

/**
 * 6-digit codes sent by e-mail; only their hash is stored. A code with `person_id` confirms that
 * person's change to the e-mail it was sent to; without, it proves access to the e-mail's account.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: identityId(),
    email: text('email').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    personId: personRef('person_id'),
    /** Mailed by a sign-up to confirm itself: validating it keeps what the sign-up stored. */
    registration: boolean('registration').notNull().default(false),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.createdAt)],
);

/** Fixed-window counters shared by every process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
  count: integer('count').notNull(),
});
