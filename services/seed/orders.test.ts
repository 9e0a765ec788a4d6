import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServices, type TestServices } from '../checkout/testing/harness.ts';
import { orders, persons } from '../db/schema/index.ts';
import { seedDatabase } from './index.ts';
import { seedOrders } from './orders.ts';

let t: TestServices;
const now = new Date();

beforeAll(async () => {
  t = await startTestServices();
  await seedDatabase(t.db, now);
});
afterAll(async () => {
  await t?.close();
});

describe('seedOrders', () => {
  it('gives ana-souza 30 orders over 10 products in the last six months, some by João', async () => {
    const [ana] = await t.db.select().from(persons).where(eq(persons.slug, 'ana-souza'));
    const [joao] = await t.db.select().from(persons).where(eq(persons.email, 'joao.silva@exemplo.com.br'));
    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.bankerId, ana?.id ?? 0));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.productId)).size).toBe(10);
    const sixMonthsAgo = now.getTime() - 183 * 86_400_000;
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThan(sixMonthsAgo);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(rows.filter((r) => r.customerId === joao?.id).length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.customerId)).size).toBeGreaterThanOrEqual(8);
  });

  it('is idempotent and new orders get fresh ids', async () => {
    await seedOrders(t.db, now);
    const rows = await t.db.select({ id: orders.id }).from(orders);
    expect(rows).toHaveLength(30);
    const [any] = await t.db.select().from(orders).limit(1);
    if (!any) throw new Error('no seeded order');
    const { id: _id, ...copy } = any;
    const [fresh] = await t.db.insert(orders).values(copy).returning({ id: orders.id });
    expect(fresh?.id).toBe(31);
  });
});
