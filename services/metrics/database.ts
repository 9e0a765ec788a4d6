import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Database } from '../db/index.ts';
import { registry } from './registry.ts';

/** The database the gauges read at each scrape: the one the process's services opened. */
let watched: Database | undefined;

export function watchDatabase(database: Database): void {
  watched = database;
}

const pool = new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = watched?.pool;
    if (!stats) return;
    pool.set({ state: 'total' }, stats.totalCount);
    pool.set({ state: 'idle' }, stats.idleCount);
    pool.set({ state: 'waiting' }, stats.waitingCount);
  },
});

/** Pending mail, read at each scrape; left at its last value while the database cannot answer. */
async function readOutbox(database: Database): Promise<{ pending: number; oldest: number } | null> {
  try {
    const result = (await database.db.execute(sql`
      select count(*)::int as pending,
        coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from mail_outbox where status in ('pending', 'sending')`)) as unknown as {
      rows: { pending: number; oldest: number }[];
    };
    return result.rows[0] ?? null;
  } catch {
    return null;
  }
}

const outboxPending = new Gauge({
  name: 'mail_outbox_pending',
  help: 'Messages waiting in the outbox (pending or being sent).',
  registers: [registry],
  async collect() {
    const outbox = watched && (await readOutbox(watched));
    if (!outbox) return;
    outboxPending.set(outbox.pending);
    outboxOldest.set(outbox.oldest);
  },
});

const outboxOldest = new Gauge({
  name: 'mail_outbox_oldest_seconds',
  help: 'Age of the oldest message waiting in the outbox (0 when none waits).',
  registers: [registry],
});
