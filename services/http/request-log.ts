import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Log } from '../log/logger.ts';
import { httpDuration, httpRequests } from '../metrics/registry.ts';
import type { NodeBindings } from './client-address.ts';

/**
 * The route template of the request (`/api/store/pb/:pb/productgroups`), also when a middleware
 * answered before it (a cache hit, a refusal): the last matched route with a method, middleware
 * being registered for ALL. An unknown path gets the pattern of the last middleware it passed
 * (`/api/*`). Never the path: it may carry an e-mail or a token in its query, and its values would
 * make every label unique.
 */
export function routeOf(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  return (routes.findLast((route) => route.method !== 'ALL') ?? routes.at(-1))?.path ?? '*';
}

/**
 * Counts and times every request that came over HTTP (the app's own reads for the fragments and
 * the sandbox partner's events are part of the request that made them), and, with `logger`, writes
 * one line per request: its id (the `X-Request-Id` answered and the `request_id` of a 500), method,
 * route template, status and duration. Nothing the person sent: no path values, query, body,
 * header or token.
 */
export function requestLog(logger: Log | null): MiddlewareHandler<AppEnv> {
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
