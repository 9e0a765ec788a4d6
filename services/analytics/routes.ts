import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { service } from '../../src/features/analytics/contract/analytics.ts';
import { type AppEnv, type Deps, forbidden } from '../context.ts';
import { mount } from '../http/mount.ts';
import { preferenceHandlers } from '../notifications/preference.ts';
import { createAnalyticsCache } from './analytics-query.ts';

/**
 * `analytics/{id}/` and its `notifications/` (mounted under `/api/store`): only the banker they
 * belong to may read them.
 */
export function analyticsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cache = createAnalyticsCache();
  mount(
    app,
    service,
    {
      async analytics({ params, user, c }) {
        if (user.id !== params.id) throw forbidden();
        const { fingerprint, json, gzip } = await cache.get(deps.db, user.id);
        const etag = `W/"${createHash('sha256').update(`${user.id}:${fingerprint}`).digest('base64url').slice(0, 27)}"`;
        c.header('Cache-Control', 'private, no-cache');
        c.header('ETag', etag);
        if (c.req.header('if-none-match') === etag) return c.body(null, 304);
        c.header('Vary', 'Accept-Encoding');
        if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
          return c.body(new Uint8Array(gzip), 200, {
            'Content-Type': 'application/json; charset=UTF-8',
            'Content-Encoding': 'gzip',
          });
        }
        return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
      },
      ...preferenceHandlers(deps),
    },
    deps,
    // A malformed id names no banker: the same 404 as an unknown one.
    { notFoundOnBadParams: ['analytics'] },
  );
  return app;
}
