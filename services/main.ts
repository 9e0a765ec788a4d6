/**
 * The services alone, without the storefront: one stateless process of a deployment where several
 * such processes sit behind a reverse proxy over one PostgreSQL (README, "Deployment").
 * `node services/main.ts` listens on HOST:PORT (127.0.0.1, 8080; PORT=0 picks a free port) and
 * prints `{"port":N}` once it listens, so scripts and tests can start it as a child process.
 */
import { serve } from '@hono/node-server';
import { createServices } from './app.ts';
import { exitOnConfigError } from './config.ts';

const services = await createServices(process.env).catch(exitOnConfigError);
const server = serve(
  {
    fetch: services.fetch,
    // PORT is the listening port of whichever program runs the services (8080 here, 4321 for npm start).
    port: Number(process.env.PORT ?? 8080),
    hostname: services.deps.config.host,
  },
  (info) => process.stdout.write(`${JSON.stringify({ port: info.port })}\n`),
);

async function shutdown(): Promise<void> {
  server.close();
  // Waits for the requests in flight, whose clients may have gone, before closing the database.
  await services.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
