import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from '../context.ts';
import { httpDuration, httpRequests } from '../metrics/registry.ts';
import type { NodeBindings } from './client-address.ts';

/**
 * The route template that answered (`/api/store/pb/:pb/productgroups`), or the middleware's pattern
 * when one answered first (a cache hit, a refusal, an unknown path under `/api/*`). Never the path:
 * it may carry an e-mail or a token in its query, and its values would make every label unique.
 */
const routeOf = (c: Context<AppEnv>): string => routePath(c) || '*';

/**
 * Counts and times every request that came over HTTP (the app's own reads for the fragments and
 * the sandbox partner's events are part of the request that made them), and, with `logger`, writes
 * one line per request: its id (the `X-Request-Id` answered and the `request_id` of a 500), method,
 * route template, status and duration. Nothing the person sent: no path values, query, body,
 * header or token.
 */
export function requestLog(logger: Logger | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    if (!(c.env as NodeBindings | undefined)?.incoming) return;
    const seconds = (performance.now() - started) / 1000;
    const labels = { method: c.req.method, route: routeOf(c), status: String(c.res.status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    logger?.info(
      {
        req_id: c.get('requestId'),
        ...labels,
        status: c.res.status,
        duration_ms: Math.round(seconds * 10000) / 10,
      },
      'request',
    );
  };
}
