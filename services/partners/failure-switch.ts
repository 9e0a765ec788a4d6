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
 * `failTimes(n)` fails the next n calls; `failAlways()` until `restore()`.
 */
export class FailureSwitch {
  readonly partner: string;
  #remaining = 0;

  constructor(partner: string) {
    this.partner = partner;
  }

  failAlways(): void {
    this.#remaining = Number.POSITIVE_INFINITY;
  }

  failTimes(count: number): void {
    this.#remaining = count;
  }

  restore(): void {
    this.#remaining = 0;
  }

  get failing(): boolean {
    return this.#remaining > 0;
  }

  /** Throws when the partner is told to fail (and counts the failure down). */
  check(): void {
    if (this.#remaining <= 0) return;
    this.#remaining -= 1;
    throw new PartnerUnavailableError(this.partner);
  }
}
