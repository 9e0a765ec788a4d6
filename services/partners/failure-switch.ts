/** Raised by an adapter whose partner did not answer; routes turn it into a pt-BR 502/200 answer. */
export class PartnerUnavailableError extends Error {
  readonly partner: string;
  constructor(partner: string) {
    super(`partner ${partner} unavailable`);
    this.name = 'PartnerUnavailableError';
    this.partner = partner;
  }
}

/**
 * Lets a sandbox adapter be told to fail, so callers' error paths can be exercised.
 * `failTimes(n)` fails the next n calls; `failAlways()` until `restore()`; `failFor(subject)` every
 * call about one subject (a customer's CPF) until `restore()`, the others answered as ever.
 */
export class FailureSwitch {
  readonly partner: string;
  #remaining = 0;
  readonly #subjects = new Set<string>();

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

  restore(): void {
    this.#remaining = 0;
    this.#subjects.clear();
  }

  get failing(): boolean {
    return this.#remaining > 0 || this.#subjects.size > 0;
  }

  /** Throws when the partner is told to fail, for every call or for this one's subject (and counts the failure down). */
  check(subject?: string): void {
    if (subject !== undefined && this.#subjects.has(subject)) throw new PartnerUnavailableError(this.partner);
    if (this.#remaining <= 0) return;
    this.#remaining -= 1;
    throw new PartnerUnavailableError(this.partner);
  }
}
