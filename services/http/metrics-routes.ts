import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { registry } from '../metrics/registry.ts';
import { isRelayed } from './client-address.ts';
import { notFound } from './errors.ts';

/**
 * `GET /metrics`: the process's Prometheus text, for the scraper that asks each process directly.
 * It names routes and volumes, so a request relayed by the proxy (`X-Forwarded-For`, `Forwarded`…)
 * gets the 404 of an unknown path; the shipped nginx does not forward `/metrics` at all.
 */
export function metricsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    if (isRelayed(c)) throw notFound();
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });
  return app;
}
