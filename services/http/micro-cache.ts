import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

interface Entry {
  expires: number;
  status: number;
  body: ArrayBuffer;
  headers: [string, string][];
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'etag'];

/**
 * A short-lived in-process cache of public reads (anonymous GETs answered 200), keyed by path and
 * query. Concurrent misses of one key share a single computation. Answers may be up to `ttlMs`
 * old; a ttl of 0 turns the cache off.
 */
export function microCache(ttlMs: number, maxEntries = 2000): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();

  const respond = (entry: Entry) =>
    new Response(entry.body.slice(0), {
      status: entry.status,
      headers: [...entry.headers, ['X-Cache', 'HIT']],
    });

  return async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== 'GET' || c.req.header('authorization')) return next();
    const url = new URL(c.req.url);
    const key = `${url.pathname.replace(/\/$/, '')}?${url.searchParams}`;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      c.res = respond(hit);
      return;
    }
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
      const entry: Entry = {
        expires: Date.now() + ttlMs,
        status: 200,
        body: await c.res.clone().arrayBuffer(),
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = c.res.headers.get(name);
          return value ? [[name, value] as [string, string]] : [];
        }),
      };
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, entry);
      settle(entry);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      pending.delete(key);
    }
  };
}
