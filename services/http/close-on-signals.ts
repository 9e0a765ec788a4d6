import { Server as NetServer } from 'node:net';
import type { Log } from '../log/logger.ts';
import type { Drain } from './drain.ts';

/** The parts of `node:http`'s server a drain uses (`@hono/node-server`'s `serve` returns one). */
interface HttpServer extends NetServer {
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

/**
 * How long a kept-alive connection left idle at the signal stays open. The proxy may be writing a
 * request into it at that very moment, and it does not send an order (a POST) again elsewhere
 * when the connection is cut under it: the request is answered instead, with `Connection: close`.
 * The shipped nginx closes its idle upstream connections itself after 2 s (`keepalive_timeout`),
 * before this; what is left belongs to other clients.
 */
const IDLE_GRACE_MS = 3000;

/**
 * On Ctrl-C or a stop signal, drain: stop accepting connections, answer every request already
 * received and any sent on a connection already open, each answer closing its connection
 * (`drain`); close the connections idle after IDLE_GRACE_MS, and again every IDLE_GRACE_MS; once
 * every connection has ended, close the services (the mail worker and the sandbox partner finish
 * what they hold, then the database closes) and exit. Past `limitSeconds` the connections still
 * open are cut and the process exits with 1.
 */
export function closeOnSignals(
  server: HttpServer,
  services: { close(): Promise<void>; drain: Drain },
  limitSeconds: number,
  log: Log,
): void {
  const shutdown = async () => {
    if (services.drain.draining) return;
    services.drain.start();
    log.info({ limit_s: limitSeconds }, 'drain: sinal recebido, respondendo ao que já chegou');
    const limit = setTimeout(() => {
      log.warn({ limit_s: limitSeconds }, 'drain: limite atingido, conexões restantes encerradas');
      server.closeAllConnections();
      process.exit(1);
    }, limitSeconds * 1000);
    // The listening socket only: `http.Server#close` would also cut the idle connections at once.
    const ended = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    // Again every IDLE_GRACE_MS: a connection whose answer began before the signal (so without
    // `Connection: close`) turns idle later.
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_GRACE_MS);
    // Resolves once every connection has ended: the last answers went out before the database closes.
    await ended;
    clearInterval(idle);
    await services.close();
    clearTimeout(limit);
    log.info('drain: encerrado');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
