/**
 * The services alone, without the storefront: one stateless process of a deployment where several
 * such processes sit behind a reverse proxy over one PostgreSQL (docs/deployment.md).
 * `node services/main.ts` listens on HOST:PORT (127.0.0.1, 8080; PORT=0 picks a free port) and
 * prints `{"port":N}` once it listens (with `"metrics_port":M` when `/metrics` has its own listener,
 * always in production), so scripts and tests can start it as a child process.
 * SIGTERM drains it (`http/close-on-signals.ts`, docs/operations.md).
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createServices } from './app.ts';
import { exitOnConfigError } from './config.ts';
import { closeOnSignals } from './http/close-on-signals.ts';
import { serveMetrics } from './metrics/listener.ts';

/**
 * Longer than the proxy keeps an idle upstream connection (the shipped nginx: 2 s, nginx's default
 * 60 s): the proxy, not this process, ends an idle connection, so it never sends a request into
 * one this side just closed.
 */
const KEEP_ALIVE_MS = 65_000;

const services = await createServices(process.env).catch(exitOnConfigError);
const { config } = services.deps;
const metrics = config.metrics ? await serveMetrics(config.metrics) : null;
const server = serve(
  {
    fetch: services.fetch,
    port: config.port,
    hostname: config.host,
  },
  (info) => {
    process.stdout.write(`${JSON.stringify({ port: info.port, metrics_port: metrics?.port })}\n`);
    services.log.info(
      { port: info.port, metrics_port: metrics?.port, env: config.nodeEnv },
      'start: serviços no ar',
    );
  },
) as Server;
server.keepAliveTimeout = KEEP_ALIVE_MS;

closeOnSignals(server, services, config.drainSeconds, services.log);
