import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/api/endpoint.ts';
import type { AppEnv } from '../context.ts';

interface Entry {
  expires: number;
  status: number;
  body: ArrayBuffer;
  headers: [string, string][];
  /** What the entry holds in memory, roughly: body, key and kept headers. */
  bytes: number;
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'etag'];

/** Default bound of the cache: far below the process's memory, far above the catalog's reads. */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

/** Names of the query parameters a call reads, as its contract declares them. */
export function queryNamesOf(...endpoints: Endpoint[]): string[] {
  const names = endpoints.flatMap((endpoint) => {
    const query = endpoint.query as { entries?: Record<string, unknown> } | undefined;
    return query?.entries ? Object.keys(query.entries) : [];
  });
  return [...new Set(names)].sort();
}

export interface MicroCache {
  /**
   * The middleware of one group of reads, keyed by path and the given query parameters only: any
   * other parameter (`?cb=1`, `?cb=2`…) lands on the same entry, so it cannot grow the cache.
   */
  keyedBy(queryNames: readonly string[]): MiddlewareHandler<AppEnv>;
  /** Bytes currently held, for tests and diagnostics. */
  readonly bytes: number;
  readonly size: number;
}

/**
 * A short-lived in-process cache of public reads (anonymous GETs answered 200), bounded by bytes:
 * the oldest entries leave first. Concurrent misses of one key share a single computation. Answers
 * may be up to `ttlMs` old; a ttl of 0 turns the cache off.
 */
export function microCache(ttlMs: number, maxBytes = DEFAULT_CACHE_BYTES): MicroCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const store = (key: string, entry: Entry) => {
    remove(key);
    if (entry.bytes > maxBytes) return;
    // Map iteration follows insertion order: the first keys are the oldest.
    for (const oldest of entries.keys()) {
      if (bytes + entry.bytes <= maxBytes) break;
      remove(oldest);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
  };

  const respond = (entry: Entry) =>
    new Response(entry.body.slice(0), {
      status: entry.status,
      headers: [...entry.headers, ['X-Cache', 'HIT']],
    });

  const keyedBy =
    (queryNames: readonly string[]): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      if (ttlMs <= 0 || c.req.method !== 'GET' || c.req.header('authorization')) return next();
      const url = new URL(c.req.url);
      const used = new URLSearchParams();
      for (const name of queryNames) {
        const value = url.searchParams.get(name);
        if (value !== null) used.set(name, value);
      }
      const key = `${url.pathname.replace(/\/$/, '')}?${used}`;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        c.res = respond(hit);
        return;
      }
      if (hit) remove(key);
      const waiting = pending.get(key);
      if (waiting) {
        const entry = await waiting;
        if (entry) {
          c.res = respond(entry);
          return;
        }
        return next();
      }
      let settle: (entry: Entry | null) => void = () => {};
      pending.set(
        key,
        new Promise((resolve) => {
          settle = resolve;
        }),
      );
      try {
        await next();
        if (c.res.status !== 200) {
          settle(null);
          return;
        }
        const body = await c.res.clone().arrayBuffer();
        const headers = KEPT_HEADERS.flatMap((name) => {
          const value = c.res.headers.get(name);
          return value ? [[name, value] as [string, string]] : [];
        });
        const entry: Entry = {
          expires: Date.now() + ttlMs,
          status: 200,
          body,
          headers,
          bytes: body.byteLength + 2 * (key.length + headers.flat().join('').length),
        };
        store(key, entry);
        settle(entry);
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        pending.delete(key);
      }
    };

  return {
    keyedBy,
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
