/**
 * Work keyed by what it is for: a second caller with the same key while the first runs shares its
 * answer (two clicks, two tabs), so it neither repeats the work nor races it. One process only; the
 * database claims cover the others.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
