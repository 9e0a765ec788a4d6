import type { Drain } from './drain.ts';

/** The parts of `node:http`'s server a drain uses (`@hono/node-server`'s `serve` returns one). */
interface HttpServer {
  close(callback: () => void): unknown;
  closeAllConnections(): void;
}

/**
 * On Ctrl-C or a stop signal, drain: stop accepting connections (`close`, which also closes the
 * idle kept-alive ones), answer every request already received, each answer closing its
 * connection (`drain`), then close the services (the mail worker and the sandbox partner finish
 * what they hold, then the database closes) and exit. Past `limitSeconds` the connections still
 * open are cut and the process exits with 1.
 */
export function closeOnSignals(
  server: HttpServer,
  services: { close(): Promise<void>; drain: Drain },
  limitSeconds: number,
  log: (line: string) => void,
): void {
  const shutdown = async () => {
    if (services.drain.draining) return;
    services.drain.start();
    const limit = setTimeout(() => {
      log(`[drain] limite de ${limitSeconds} s atingido: conexões restantes encerradas`);
      server.closeAllConnections();
      process.exit(1);
    }, limitSeconds * 1000);
    // Resolves once every connection has ended: the last answers went out before the database closes.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
    clearTimeout(limit);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
