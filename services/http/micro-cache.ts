import type { MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/core/contract/endpoint.ts';
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

/** Entries bounded by their bytes: storing past the bound evicts the oldest first. */
function boundedEntries(maxBytes: number) {
  const entries = new Map<string, Entry>();
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

  return {
    get: (key: string) => entries.get(key),
    remove,
    store,
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The entry's key: the path and only the named query parameters, in the order named. */
function cacheKey(requestUrl: string, queryNames: readonly string[]): string {
  const url = new URL(requestUrl);
  const used = new URLSearchParams();
  for (const name of queryNames) {
    const value = url.searchParams.get(name);
    if (value !== null) used.set(name, value);
  }
  return `${url.pathname.replace(/\/$/, '')}?${used}`;
}

/** A fresh answer from a stored entry (its body copied, since a body is read once). */
function respond(entry: Entry): Response {
  return new Response(entry.body.slice(0), {
    status: entry.status,
    headers: [...entry.headers, ['X-Cache', 'HIT']],
  });
}

/** The entry of a 200 answer: its body and kept headers, valid for `ttlMs` from now. */
async function entryOf(response: Response, key: string, ttlMs: number): Promise<Entry> {
  const body = await response.clone().arrayBuffer();
  const headers = KEPT_HEADERS.flatMap((name) => {
    const value = response.headers.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });
  return {
    expires: Date.now() + ttlMs,
    status: 200,
    body,
    headers,
    bytes: body.byteLength + 2 * (key.length + headers.flat().join('').length),
  };
}

/**
 * A short-lived in-process cache of public reads (anonymous GETs answered 200), bounded by bytes:
 * the oldest entries leave first. Concurrent misses of one key share a single computation. Answers
 * may be up to `ttlMs` old; a ttl of 0 turns the cache off.
 */
export function microCache(ttlMs: number, maxBytes = DEFAULT_CACHE_BYTES): MicroCache {
  const entries = boundedEntries(maxBytes);
  const pending = new Map<string, Promise<Entry | null>>();

  const keyedBy =
    (queryNames: readonly string[]): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      if (ttlMs <= 0 || c.req.method !== 'GET' || c.req.header('authorization')) return next();
      const key = cacheKey(c.req.url, queryNames);
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) {
        c.res = respond(hit);
        return;
      }
      if (hit) entries.remove(key);
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
        const entry = await entryOf(c.res, key, ttlMs);
        entries.store(key, entry);
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
      return entries.bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
