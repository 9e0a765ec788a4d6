import { type SQL, sql } from 'drizzle-orm';
import { foldText } from '../../src/core/ui/table-rules.ts';

/**
 * The searches of the banker's tables: each word of a search, folded like the stored text
 * (`analytics_fold` of migration 0017: lowercase, no accents), must be found in the row's text.
 */

/** Each word of the search as a LIKE pattern over folded text (`%` and `_` taken literally). */
export function searchPatterns(search: string | undefined): string[] {
  return foldText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Every pattern found in `text`; true without a search. */
export function matchAll(text: SQL, patterns: readonly string[]): SQL {
  if (patterns.length === 0) return sql`true`;
  return sql.join(
    patterns.map((pattern) => sql`${text} like ${pattern}`),
    sql` and `,
  );
}
