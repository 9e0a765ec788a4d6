import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';

/** Where the sandbox partner receives a stored order: this path plus the order's reference. */
export const HAND_OFF_PATH = '/sandbox/pedido/';

/**
 * An order's reference on the partner page: its id and 128 random bits (`17-9f…`), so knowing one
 * order's address tells nothing about another's and ids cannot be walked.
 */
const REFERENCE = /^(\d{1,9})-([0-9a-f]{32})$/;

/** The hand-off path of an order written from code (the seed). */
export function handOffPathOf(orderId: number): string {
  return `${HAND_OFF_PATH}${orderId}-${randomBytes(16).toString('hex')}`;
}

/** The hand-off url of an order whose id is only known inside the inserting statement. */
export function handOffUrlSql(baseUrl: string, orderId: SQL): SQL {
  return sql`${`${baseUrl}${HAND_OFF_PATH}`} || ${orderId} || '-' || replace(gen_random_uuid()::text, '-', '')`;
}

/** The order id of a well-formed reference, or null. */
export function orderIdOfReference(reference: string): number | null {
  const match = REFERENCE.exec(reference);
  return match ? Number(match[1]) : null;
}
