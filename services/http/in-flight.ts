/**
 * The requests being answered, so that closing the services waits for them: the database must not
 * close under a handler whose client has already gone (its work still commits or fails whole).
 */
export interface InFlight {
  /** Answers `answer()`, counted until it settles. */
  track<T>(answer: () => T | Promise<T>): Promise<T>;
  /** Resolves once no request is being answered. */
  idle(): Promise<void>;
}

export function inFlightRequests(): InFlight {
  let count = 0;
  let waiting: (() => void)[] = [];
  return {
    async track(answer) {
      count += 1;
      try {
        return await answer();
      } finally {
        count -= 1;
        if (count === 0) {
          for (const resolve of waiting) resolve();
          waiting = [];
        }
      }
    },
    idle: () => (count === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}
