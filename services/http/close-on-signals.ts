/** On Ctrl-C or a stop signal: stop listening, close the services (database, mail worker, timers), exit. */
export function closeOnSignals(server: { close(): unknown }, services: { close(): Promise<void> }): void {
  const shutdown = async () => {
    server.close();
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
