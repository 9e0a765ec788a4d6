import { setTimeout as sleep } from 'node:timers/promises';

/** Raised by an adapter whose partner did not answer; routes turn it into a pt-BR 502/200 answer. */
export class PartnerUnavailableError extends Error {
  readonly partner: string;
  constructor(partner: string) {
    super(`partner ${partner} unavailable`);
    this.name = 'PartnerUnavailableError';
    this.partner = partner;
  }
}

/** The longest a sandbox partner can be told to take: past every budget, short of a hung test. */
export const MAX_DELAY_MS = 10_000;

/**
 * Lets a sandbox adapter be told to fail or to answer late, so callers' error paths and time
 * budgets can be exercised. `failTimes(n)` fails the next n calls; `failAlways()` until `restore()`;
 * `failFor(subject)` every call about one subject (a customer's CPF) until `restore()`, the others
 * answered as ever; `answerAfter(ms)` delays every call until `restore()`.
 */
export class FailureSwitch {
  readonly partner: string;
  #remaining = 0;
  readonly #subjects = new Set<string>();
  #delayMs = 0;

  constructor(partner: string) {
    this.partner = partner;
  }

  failAlways(): void {
    this.#remaining = Number.POSITIVE_INFINITY;
  }

  failTimes(count: number): void {
    this.#remaining = count;
  }

  failFor(subject: string): void {
    this.#subjects.add(subject);
  }

  answerAfter(ms: number): void {
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_DELAY_MS) throw new RangeError(`delay of ${ms} ms`);
    this.#delayMs = ms;
  }

  restore(): void {
    this.#remaining = 0;
    this.#subjects.clear();
    this.#delayMs = 0;
  }

  /** How long each call waits before it is answered (or fails). */
  get delayMs(): number {
    return this.#delayMs;
  }

  get failing(): boolean {
    return this.#remaining > 0 || this.#subjects.size > 0;
  }

  /**
   * Where a sandbox adapter's answer starts: waits the delay the partner is told to take, then
   * throws when it is told to fail, for every call or for this one's subject (and counts the
   * failure down).
   */
  async answer(subject?: string): Promise<void> {
    if (this.#delayMs > 0) await sleep(this.#delayMs);
    if (subject !== undefined && this.#subjects.has(subject)) throw new PartnerUnavailableError(this.partner);
    if (this.#remaining <= 0) return;
    this.#remaining -= 1;
    throw new PartnerUnavailableError(this.partner);
  }

  /** A sandbox adapter's call, answered as this switch says: after its delay, or failing. */
  guard<A extends unknown[], R>(call: (...args: A) => R | Promise<R>): (...args: A) => Promise<R> {
    return async (...args) => {
      await this.answer();
      return call(...args);
    };
  }
}
