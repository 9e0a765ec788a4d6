import type pg from 'pg';

/**
 * A connection the server ends (an outage, a restart) while a request holds it goes back to the
 * pool at once, which drops it. drizzle's `transaction()` sends BEGIN before the try/finally that
 * releases its connection, so a BEGIN failing on a dead connection would otherwise keep that
 * connection out of the pool for good, one slot lost per outage. The holder's own release, if it
 * comes, then does nothing. The listener also keeps the connection's `error` event from crashing
 * the process: the holder's next statement fails, and its request answers 503.
 */
export function releaseDeadConnections(pool: pg.Pool): void {
  const held = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => held.add(client));
  pool.on('release', (_error, client) => held.delete(client));
  pool.on('remove', (client) => held.delete(client as pg.PoolClient));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      // An idle connection is the pool's to drop.
      if (!held.has(client)) return;
      const release = client.release;
      let released = false;
      client.release = (reason?: Error | boolean) => {
        if (released) return;
        released = true;
        release(reason);
      };
      client.release(error);
    }),
  );
}
