/**
 * The services alone, without the storefront: one stateless process of a deployment where several
 * such processes sit behind a reverse proxy over one PostgreSQL (docs/deployment.md).
 * `node services/main.ts` listens on HOST:PORT (127.0.0.1, 8080; PORT=0 picks a free port) and
 * prints `{"port":N}` once it listens, so scripts and tests can start it as a child process.
 * SIGTERM drains it (`http/close-on-signals.ts`, docs/operations.md).
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createServices } from './app.ts';
import { exitOnConfigError } from './config.ts';
import { closeOnSignals } from './http/close-on-signals.ts';

/**
 * Longer than the proxy keeps an idle upstream connection (the shipped nginx: 2 s, nginx's default
 * 60 s): the proxy, not this process, ends an idle connection, so it never sends a request into
 * one this side just closed.
 */
const KEEP_ALIVE_MS = 65_000;

const services = await createServices(process.env).catch(exitOnConfigError);
const server = serve(
  {
    fetch: services.fetch,
    port: services.deps.config.port,
    hostname: services.deps.config.host,
  },
  (info) => process.stdout.write(`${JSON.stringify({ port: info.port })}\n`),
) as Server;
server.keepAliveTimeout = KEEP_ALIVE_MS;

closeOnSignals(server, services, services.deps.config.drainSeconds, services.log);
