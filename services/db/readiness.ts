import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_FOLDER } from './index.ts';

/** The newest migration this code ships (drizzle records each applied one with its `when`). */
const NEWEST_MIGRATION: number = Math.max(
  ...(
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((entry) => entry.when),
);

/**
 * True when the database answers and has every migration of this code applied: a process of a
 * newer release on an older schema is alive but must not take traffic.
 */
export async function databaseReady(db: Db): Promise<boolean> {
  try {
    const result = (await db.execute(
      sql`select max(created_at)::float8 as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: number | null }[] };
    return (result.rows[0]?.newest ?? 0) >= NEWEST_MIGRATION;
  } catch {
    return false;
  }
}
