/**
 * Whether the process is draining (it got SIGTERM): readiness answers 503 so no new traffic is
 * sent here, and each answer carries `Connection: close`, so a kept-alive connection ends after
 * its last answer instead of being cut with a request on its way.
 */
export interface Drain {
  readonly draining: boolean;
  start(): void;
  /** The answer as it must go out now. */
  answer(res: Response): Response;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
    answer(res) {
      if (!draining) return res;
      try {
        res.headers.set('Connection', 'close');
        return res;
      } catch {
        // Headers of a fetched answer are immutable: copy it.
        const copy = new Response(res.body, res);
        copy.headers.set('Connection', 'close');
        return copy;
      }
    },
  };
}
