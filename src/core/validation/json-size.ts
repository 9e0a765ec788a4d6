import * as v from 'valibot';

/** Our own text: a record larger than the services keep. */
export const tooLargeMessage = (kilobytes: number) => `O registro deve ter no máximo ${kilobytes} KB.`;

/**
 * A free-form value (records the services keep for good, like the append-only privacy audit)
 * bounded by the size of its JSON: the body limit alone lets 256 KB of anything in.
 */
export function jsonAtMost<T>(kilobytes: number) {
  return v.check<T, string>(
    (value) => new TextEncoder().encode(JSON.stringify(value) ?? '').length <= kilobytes * 1024,
    tooLargeMessage(kilobytes),
  );
}
