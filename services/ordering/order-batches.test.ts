import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPerson, type Person, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { orderBody, ordersStoredBy } from '../checkout/testing/order-bodies.ts';
import { mailOutbox, orders, privacyAudit } from '../db/schema/index.ts';

/**
 * Orders arriving together are stored by one statement (services/ordering/store-orders.ts):
 * each still answers only for itself, with its own record and messages.
 */
const { t, f } = withSeededServices();

const customers = (n: number, name: string) =>
  Promise.all(
    Array.from({ length: n }, (_, i) => addPerson(t.db, { fullName: `${name} ${i}`, personType: 1 })),
  );

const orderOf = (customer: Person, product: number = PRODUCTS.legacy) =>
  t.request('POST', '/api/checkout/legacy/order/', {
    token: customer.token,
    body: orderBody(customer.id, product, f.ana.id),
  });

describe('orders stored together', () => {
  it('simultaneous orders share statements, each with its consent record and messages', async () => {
    const people = await customers(30, 'Cliente Junto');
    const results = await Promise.all(people.map((customer) => orderOf(customer)));
    expect(results.map((r) => r.status)).toEqual(people.map(() => 201));
    const ids = results.map((r) => r.body.order_id as number);
    expect(new Set(ids).size).toBe(30);
    const stored = await t.db
      .select({ id: orders.id, createdAt: orders.createdAt, customerId: orders.customerId })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(stored).toHaveLength(30);
    // Each order is its own customer's: the batched reads and the batched store answer by place.
    const ownerOf = new Map(stored.map((row) => [row.id, row.customerId]));
    expect(ids.map((id) => ownerOf.get(id))).toEqual(people.map((customer) => customer.id));
    // One statement, one transaction: its orders carry the same transaction time.
    const times = new Set(stored.map((row) => new Date(row.createdAt).getTime()));
    expect(times.size).toBeLessThan(30);
    const audits = await t.db
      .select({
        orderId: sql<number>`(${privacyAudit.metadata}->>'order_id')::int`,
        userId: privacyAudit.userId,
      })
      .from(privacyAudit)
      .where(inArray(sql`(${privacyAudit.metadata}->>'order_id')::int`, ids));
    expect(audits.map((a) => a.orderId).sort()).toEqual([...ids].sort());
    for (const audit of audits) expect(audit.userId).toBe(ownerOf.get(audit.orderId));
    for (const customer of people) {
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
      expect(mails).toHaveLength(1);
    }
  });

  it('one order failing in the statement fails only its own request', async () => {
    const people = await customers(12, 'Cliente Falha');
    const failing = people[5] as Person;
    await t.db.execute(
      sql.raw(`create function fail_one_order() returns trigger language plpgsql as $$
        begin
          if new.customer_id = ${failing.id} then raise exception 'pedido recusado pelo teste'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger fail_one_order before insert on orders for each row execute function fail_one_order()',
      ),
    );
    try {
      const results = await Promise.all(people.map((customer) => orderOf(customer)));
      expect(results.map((res) => res.status)).toEqual(people.map((_, i) => (i === 5 ? 500 : 201)));
      expect(await ordersStoredBy(t.db, failing.id)).toBe(0);
      for (const customer of people.filter((c) => c !== failing))
        expect(await ordersStoredBy(t.db, customer.id)).toBe(1);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, failing.email));
      expect(mails).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger fail_one_order on orders'));
      await t.db.execute(sql.raw('drop function fail_one_order()'));
    }
    // Nothing of the failed order was kept, not even its claim on the repeat window.
    expect((await orderOf(failing)).status).toBe(201);
  });

  it('the repeat window holds among simultaneous orders of many customers', async () => {
    const people = await customers(20, 'Cliente Vizinho');
    const hurried = people[0] as Person;
    const results = await Promise.all([
      ...people.map((customer) => orderOf(customer)),
      ...Array.from({ length: 9 }, () => orderOf(hurried)),
      orderOf(hurried, PRODUCTS.app),
    ]);
    const statuses = results.map((r) => r.status);
    // Each of the 20 customers' first order, and the hurried customer's other product.
    expect(statuses.filter((s) => s === 201)).toHaveLength(21);
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
    expect(await ordersStoredBy(t.db, hurried.id)).toBe(2);
    for (const customer of people.slice(1)) expect(await ordersStoredBy(t.db, customer.id)).toBe(1);
  });
});
