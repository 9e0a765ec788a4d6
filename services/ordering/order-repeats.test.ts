import { describe, expect, it } from 'vitest';
import { addPerson, PRODUCTS, seedFixtures } from '../checkout/testing/fixtures.ts';
import { startTestServices, withSeededServices } from '../checkout/testing/harness.ts';
import { orderBody, ordersStoredBy, tomorrow } from '../checkout/testing/order-bodies.ts';
import { orders } from '../db/schema/index.ts';

/** The same order again: the repeat window, idempotency keys and simultaneous orders. */
const { t, f } = withSeededServices();

describe('repeated orders', () => {
  it("answers 'Multiplas requisições rejeitadas.' within the window and stores one order", async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Repete', personType: 1 });
    const body = orderBody(customer.id, PRODUCTS.loan, f.ana.id);
    const first = await t.request('POST', '/api/checkout/loan/v1/order/', { token: customer.token, body });
    expect(first.status).toBe(201);
    const again = await t.request('POST', '/api/checkout/loan/v1/order/', { token: customer.token, body });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: 'Multiplas requisições rejeitadas.' });
    expect(await ordersStoredBy(t.db, customer.id)).toBe(1);
    // Another product is a different request.
    const other = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body: orderBody(customer.id, PRODUCTS.legacy, f.ana.id),
    });
    expect(other.status).toBe(201);
  });

  it('a retry with the same Idempotency-Key answers the stored order', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Retenta', personType: 1 });
    const body = orderBody(customer.id, PRODUCTS.app, f.ana.id);
    const headers = { 'idempotency-key': 'pedido-0001-retry' };
    const first = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body,
      headers,
    });
    const retry = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body,
      headers,
    });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await ordersStoredBy(t.db, customer.id)).toBe(1);
  });

  it('50 simultaneous identical orders store exactly one', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Pressa', personType: 1 });
    const body = orderBody(customer.id, PRODUCTS.legacy, f.ana.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('POST', '/api/checkout/legacy/order/', { token: customer.token, body }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    expect(await ordersStoredBy(t.db, customer.id)).toBe(1);
  });

  it('200 simultaneous orders for distinct customers and products store all 200', async () => {
    const customers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        addPerson(t.db, { fullName: `Cliente Lote ${i}`, personType: 1 }),
      ),
    );
    const requests = customers.flatMap((customer) => [
      t.request('POST', '/api/checkout/legacy/order/', {
        token: customer.token,
        body: orderBody(customer.id, PRODUCTS.legacy, f.ana.id),
      }),
      t.request('POST', '/api/checkout/benefits/v1/order/', {
        token: customer.token,
        // A TABLE product: the modal's scheduling step comes with the order.
        body: orderBody(customer.id, PRODUCTS.benefits, f.carlos.id, {
          date: tomorrow(),
          morning: { start: '08:00', end: '09:00' },
          afternoon: { start: '13:00', end: '14:00' },
        }),
      }),
    ]);
    const results = await Promise.all(requests);
    expect(results.filter((r) => r.status === 201)).toHaveLength(200);
    const ids = new Set(results.map((r) => r.body.order_id));
    expect(ids.size).toBe(200);
    const rows = await t.db.select({ id: orders.id }).from(orders);
    for (const id of ids) expect(rows.some((r) => r.id === id)).toBe(true);
  });
});

describe('repeat window from configuration', () => {
  it('lets the same order through again once the window has passed', async () => {
    const zero = await startTestServices({ ORDER_REPEAT_WINDOW_SECONDS: '0' });
    try {
      const g = await seedFixtures(zero.db);
      const body = orderBody(g.pedro.id, PRODUCTS.legacy, g.ana.id);
      const first = await zero.request('POST', '/api/checkout/legacy/order/', { token: g.pedro.token, body });
      const second = await zero.request('POST', '/api/checkout/legacy/order/', {
        token: g.pedro.token,
        body,
      });
      expect([first.status, second.status]).toEqual([201, 201]);
    } finally {
      await zero.close();
    }
  });
});
