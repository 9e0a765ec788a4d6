import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** The new database's URL on the same server. */
  url: string;
  /** Drops it, once the pools that used it have let their connections go. */
  drop(): Promise<void>;
}

/**
 * A `<prefix>_<random>` database on the PostgreSQL server of `serverUrl`, for a test file or a
 * benchmark run that wants a database of its own: empty, or a copy of `template` (a database
 * nobody is connected to).
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const from = template ? ` TEMPLATE ${template}` : '';
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${from}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, async (client) => {
        // A pool ends its sockets asynchronously: give them a moment to leave before forcing.
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const { rows } = await client.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/** The name of a database from its URL (a throwaway's `url`). */
export const databaseNameOf = (url: string): string => new URL(url).pathname.slice(1);

/** Drops a database of the server at once, whoever is still connected to it. */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function onServer(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
