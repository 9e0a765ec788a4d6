import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import { registry } from './registry.ts';

/**
 * The Prometheus listener of a process (METRICS_HOST:METRICS_PORT, loopback unless told): only
 * `GET /metrics`, apart from the public port, where production answers 404 for it whatever the
 * headers. Resolves with the port it listens on once it does (METRICS_PORT=0 picks a free one).
 */
export function serveMetrics(
  listener: NonNullable<Config['metrics']>,
): Promise<{ server: Server; port: number }> {
  const app = new Hono();
  app.get('/metrics', async (c) =>
    c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType }),
  );
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: listener.port, hostname: listener.host }, (info) =>
      resolve({ server, port: info.port }),
    ) as Server;
  });
}
