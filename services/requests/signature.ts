import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of a partner's status event. */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';

/** How old (or how far ahead) a signed timestamp may be. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `sha256=<hex>`: HMAC-SHA256 of `{timestamp}.{body}` with the partner's secret. */
export function signEvent(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'bad' | 'old';

/**
 * Whether a body came from the partner: a whole-seconds timestamp within the tolerance of `now`
 * and its signature compared in constant time. An unknown partner (no secret) is 'bad'.
 */
export function checkSignature(
  secret: string | undefined,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  body: string,
  nowSeconds: number,
): SignatureCheck {
  if (!secret || !timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader)) return 'bad';
  const expected = Buffer.from(signEvent(secret, Number(timestampHeader), body));
  const given = Buffer.from(signatureHeader.trim());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  return Math.abs(nowSeconds - Number(timestampHeader)) > SIGNATURE_TOLERANCE_SECONDS ? 'old' : 'ok';
}
