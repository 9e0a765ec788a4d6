/**
 * The services alone, without the storefront: one stateless process of a deployment where several
 * such processes sit behind a reverse proxy over one PostgreSQL (docs/deployment.md).
 * `node services/main.ts` listens on HOST:PORT (127.0.0.1, 8080; PORT=0 picks a free port) and
 * prints `{"port":N}` once it listens, so scripts and tests can start it as a child process.
 */
import { serve } from '@hono/node-server';
import { createServices } from './app.ts';
import { exitOnConfigError } from './config.ts';
import { closeOnSignals } from './http/close-on-signals.ts';

const services = await createServices(process.env).catch(exitOnConfigError);
const server = serve(
  {
    fetch: services.fetch,
    port: services.deps.config.port,
    hostname: services.deps.config.host,
  },
  (info) => process.stdout.write(`${JSON.stringify({ port: info.port })}\n`),
);

closeOnSignals(server, services);
