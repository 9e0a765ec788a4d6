import type { Config } from '../config.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a production clock never moves: its offers, limits and validities are the real ones. */
export const CLOCK_FIXED_IN_PRODUCTION = 'O relógio dos serviços não se move em produção.';

/**
 * The time the services' business rules read (docs/offers.md#time-and-slow-partners-in-tests):
 * the real time, which a test or the sandbox control may move ahead by whole days outside
 * production. Security windows (tokens, codes, throttles) read the real time instead.
 */
export interface Clock {
  now(): Date;
  /** Whole days the clock runs ahead of the real time: 0 unless moved. */
  readonly offsetDays: number;
  /** Moves the clock `days` ahead of where it is (throws in production). */
  advanceDays(days: number): void;
  /** Back to the real time. */
  reset(): void;
}

/** A clock outside production: the real time plus the days it was moved. */
export function movableClock(realNow: () => number = Date.now): Clock {
  let offsetDays = 0;
  return {
    now: () => new Date(realNow() + offsetDays * DAY_MS),
    get offsetDays() {
      return offsetDays;
    },
    advanceDays(days) {
      if (!Number.isInteger(days)) throw new RangeError('days must be a whole number');
      offsetDays += days;
    },
    reset() {
      offsetDays = 0;
    },
  };
}

/** Production's clock: the real time, which nothing moves. */
export function fixedClock(): Clock {
  return {
    now: () => new Date(),
    offsetDays: 0,
    advanceDays() {
      throw new Error(CLOCK_FIXED_IN_PRODUCTION);
    },
    reset() {},
  };
}

const byDeps = new WeakMap<object, Clock>();

/**
 * The clock of one running app, shared by every router built from the same deps (as its partners
 * are), so the sandbox control's move reaches the offers. A production app gets the fixed clock.
 */
export function clockFor(deps: { config: Pick<Config, 'nodeEnv'> }): Clock {
  let clock = byDeps.get(deps);
  if (!clock) {
    clock = deps.config.nodeEnv === 'production' ? fixedClock() : movableClock();
    byDeps.set(deps, clock);
  }
  return clock;
}
