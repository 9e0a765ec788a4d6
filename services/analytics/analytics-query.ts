import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { LAST_ORDERS_LIMIT } from '../../src/features/analytics/contract/analytics.ts';
import type { Db } from '../db/index.ts';

const gzipAsync = promisify(gzip);

/**
 * The whole analytics answer of one banker, built by PostgreSQL in one statement (set-based:
 * grouped aggregates over the banker's orders, no query per customer) and returned as JSON text.
 */
export async function analyticsJson(db: Db, bankerId: number): Promise<string> {
  const result = (await db.execute(sql`
    with o as (
      select id, created_at, customer_id, product_id
      from orders
      where banker_id = ${bankerId}
    ),
    people as (
      select customer_id from leads where banker_id = ${bankerId}
      union
      select customer_id from o
    ),
    per_customer as (
      select o.customer_id,
             count(*)::int as total,
             json_agg(json_build_object('created_at', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'id', o.id, 'product', p.title)
                      order by o.created_at desc, o.id desc) as orders
      from o join products p on p.id = o.product_id
      group by o.customer_id
    ),
    per_product as (
      select o.product_id, p.title, count(distinct o.customer_id)::int as total, count(*)::int as orders
      from o join products p on p.id = o.product_id
      group by o.product_id, p.title
    ),
    latest as (
      select o.id, o.created_at, p.title, pe.id as person_id, pe.full_name, pe.principal_contact
      from o
      join products p on p.id = o.product_id
      join persons pe on pe.id = o.customer_id
      order by o.created_at desc, o.id desc
      limit ${LAST_ORDERS_LIMIT}
    )
    select json_build_object(
      'pb_order', json_build_object('orders', json_build_object('products', (
        select coalesce(json_agg(json_build_object('id', product_id, 'title', title, 'total', total, 'orders', orders)
                                 order by total desc, orders desc, title), '[]'::json)
        from per_product))),
      'leads_orders', (
        select coalesce(json_agg(json_build_object(
                 'id', pe.id, 'full_name', pe.full_name, 'email', pe.email, 'principal_contact', pe.principal_contact,
                 'total', coalesce(pc.total, 0), 'orders', coalesce(pc.orders, '[]'::json))
               order by coalesce(pc.total, 0) desc, pe.full_name, pe.id), '[]'::json)
        from people x
        join persons pe on pe.id = x.customer_id
        left join per_customer pc on pc.customer_id = x.customer_id),
      'last_orders', (
        select coalesce(json_agg(json_build_object(
                 'created_at', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'id', id, 'product', title,
                 'lead', json_build_object('id', person_id, 'full_name', full_name, 'principal_contact', principal_contact))
               order by created_at desc, id desc), '[]'::json)
        from latest)
    )::text as analytics
  `)) as unknown as { rows: { analytics: string }[] };
  return result.rows[0]?.analytics ?? '{}';
}

/**
 * What changes the answer: the version the triggers of migration 0017 bump at each change of the
 * banker's orders, leads and their people's names and contacts. One row read by its key, never a
 * scan of the book. Edits of product titles are not seen here: cached answers also expire after a
 * minute.
 */
export async function analyticsFingerprint(db: Db, bankerId: number): Promise<string> {
  const result = (await db.execute(sql`
    select version::text as fingerprint from analytics_versions where banker_id = ${bankerId}
  `)) as unknown as { rows: { fingerprint: string }[] };
  return result.rows[0]?.fingerprint ?? '0';
}

interface Cached {
  fingerprint: string;
  json: string;
  /** The JSON gzipped once, for clients that accept it (browsers do). */
  gzip: Buffer;
  at: number;
}

/**
 * Answers kept per banker while their fingerprint holds (and for at most `ttlMs`); at most `limit`
 * bankers, least recent out. Concurrent misses of one banker share one computation.
 */
export function createAnalyticsCache(
  options: {
    limit?: number;
    ttlMs?: number;
    clock?: () => number;
    fingerprintOf?: typeof analyticsFingerprint;
    compute?: typeof analyticsJson;
  } = {},
) {
  const {
    limit = 32,
    ttlMs = 60_000,
    clock = Date.now,
    fingerprintOf = analyticsFingerprint,
    compute = analyticsJson,
  } = options;
  const entries = new Map<number, Cached>();
  const pending = new Map<string, Promise<Cached>>();

  function remember(bankerId: number, entry: Cached): void {
    entries.delete(bankerId);
    entries.set(bankerId, entry);
    while (entries.size > limit) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    async get(db: Db, bankerId: number): Promise<Cached> {
      const fingerprint = await fingerprintOf(db, bankerId);
      const hit = entries.get(bankerId);
      if (hit && hit.fingerprint === fingerprint && clock() - hit.at < ttlMs) {
        remember(bankerId, hit);
        return hit;
      }
      const key = `${bankerId}:${fingerprint}`;
      let computing = pending.get(key);
      if (!computing) {
        computing = (async () => {
          const json = await compute(db, bankerId);
          const entry = { fingerprint, json, gzip: await gzipAsync(json), at: clock() };
          remember(bankerId, entry);
          return entry;
        })().finally(() => pending.delete(key));
        pending.set(key, computing);
      }
      return computing;
    },
  };
}
