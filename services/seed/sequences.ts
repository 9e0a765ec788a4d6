import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

/** Moves the id sequences past the rows written with explicit ids. */
export async function syncSequences(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
      ),
    );
  }
}
