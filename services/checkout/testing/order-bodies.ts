import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { orders } from '../../db/schema/index.ts';

/** An order body as the storefront sends it for a customer, a product and a banker. */
export const orderBody = (
  customer: number,
  product: number,
  banker: number,
  extra: Record<string, unknown> = {},
) => ({
  customer,
  product,
  personal_banker: banker,
  principal_contact: '(11) 98765-4321',
  birthday: '10/05/1990',
  terms: true,
  ...extra,
});

/** Tomorrow as a date input writes it (yyyy-mm-dd). */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** How many orders a customer has stored. */
export async function ordersStoredBy(db: Db, customerId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return rows[0]?.n ?? 0;
}
