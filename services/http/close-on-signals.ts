/**
 * On Ctrl-C or a stop signal: stop listening, then close the services, which first wait for the
 * requests being answered (database, mail worker, timers), and exit.
 */
export function closeOnSignals(server: { close(): unknown }, services: { close(): Promise<void> }): void {
  const shutdown = async () => {
    server.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
