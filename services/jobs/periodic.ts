import type { OutageLog } from '../db/outage.ts';
import { withoutValues } from '../log/log-text.ts';
import type { Log } from '../log/logger.ts';

/** A pass that runs every so often in this process, and on demand (tests, the first pass). */
export interface PeriodicJob<T> {
  /** Runs one pass now, or joins the one running. */
  run(now?: Date): Promise<T>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` (the timer does not keep the process alive), one pass at a time. A
 * failed pass is logged by `failure` (without values), unless it is a database outage the outage
 * log already tells once; the next pass tries again.
 */
export function startPeriodic<T>(
  pass: (now?: Date) => Promise<T>,
  everyMs: number,
  log: Log,
  failure: string,
  outage?: OutageLog,
): PeriodicJob<T> {
  let running: Promise<T> | null = null;
  const run = (now?: Date) => {
    running ??= pass(now).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    run().catch((error) => {
      if (!outage?.unavailable(error)) log.error({ err: withoutValues(String(error)) }, failure);
    });
  }, everyMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
