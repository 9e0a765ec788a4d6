/** Raised when a partner or bureau did not answer within its time. */
export class TimeLimitError extends Error {
  readonly who: string;
  constructor(who: string) {
    super(`${who} took too long`);
    this.name = 'TimeLimitError';
    this.who = who;
  }
}

/** The answer of `work`, or a TimeLimitError once `ms` have passed (the work is left to finish unheard). */
export function withinTime<T>(who: string, ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(who)), ms);
  });
  return Promise.race([Promise.resolve().then(work), limit]).finally(() => clearTimeout(timer));
}
