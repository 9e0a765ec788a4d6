import type { Db } from './index.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement prepared once per database handle under `name` (PostgreSQL then parses and plans it
 * once per connection), so a request only binds its values.
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (db: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db, name);
    byName.set(name, statement);
  }
  return statement;
}
