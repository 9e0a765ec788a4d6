/**
 * On Ctrl-C or a stop signal: stop listening, answer the requests in flight, then close the services
 * (database, mail worker, timers) and exit, so no request finds its database closed under it.
 */
export function closeOnSignals(
  server: { close(callback?: () => void): unknown },
  services: { close(): Promise<void> },
): void {
  const shutdown = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
