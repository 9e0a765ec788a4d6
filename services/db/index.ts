import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import { releaseDeadConnections } from './dead-connections.ts';
import * as schema from './schema/index.ts';
import { isMemoryUrl, isPostgresUrl } from './urls.ts';

export { schema };
export type Schema = typeof schema;
/** One drizzle type for both drivers: PGlite (embedded) and node-postgres (server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The database or an open transaction: a record is written in the same transaction as its act. */
export type DbWriter = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the generated migrations in `services/db/migrations` (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: the data directory as an image to open copies from (`openDatabase`'s `image`). */
  image?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connections (the metrics read them at each scrape). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /** PostgreSQL only: calls `listener` each time the pool opens a connection (an outage is over). */
  onConnect?(listener: () => void): void;
}

/**
 * How long a request waits for a new connection before failing: while the server refuses or
 * cannot be reached, requests answer 503 within this time instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 1500;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL when `DATABASE_URL` is a postgres URL, otherwise PGlite (folder or `memory://`). */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  /** For `memory://`: PGlite's data directory to start from (`dumpDataDir`), instead of an empty one. */
  image?: Blob,
): Promise<Database> {
  const url = config.databaseUrl;
  if (isPostgresUrl(url)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // An order takes three short statements; 8, 20 and 40 connections measured alike under the
    // checkout benchmark's 50 clients, and 20 leaves room under the server's max_connections.
    // Prepared statements are planned once per connection: the batched lookups pass arrays, and
    // PostgreSQL would otherwise plan them again on every call (over 1 ms for the order context's
    // joins). The statements look rows up by key, where the generic plan is the one a value gets.
    const options = '-c plan_cache_mode=force_generic_plan';
    const pool = new pg.Pool({
      connectionString: url,
      max: 20,
      options,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection closed by the server (restart, dropped database) must not crash the process.
    pool.on('error', () => {});
    releaseDeadConnections(pool);
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      pool,
      onConnect: (listener) => pool.on('connect', listener),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (isMemoryUrl(url)) {
    client = new PGlite(image ? { loadDataDir: image } : {});
  } else {
    await mkdir(config.dataDir, { recursive: true });
    client = new PGlite(config.dataDir);
  }
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    image: () => client.dumpDataDir('none'),
  };
}
