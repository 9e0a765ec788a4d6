import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPerson, type Person, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { leads, orders } from '../db/schema/index.ts';

const { t, f } = withSeededServices();
let customers: Person[];
let onlyLead: Person;
const placed: { customerId: number; productId: number; createdAt: Date }[] = [];

const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 1, 12);

beforeAll(async () => {
  customers = await Promise.all(
    ['Beatriz Lima', 'Carla Dias', 'Daniel Rocha'].map((fullName) =>
      addPerson(t.db, { fullName, personType: 1 }),
    ),
  );
  onlyLead = await addPerson(t.db, { fullName: 'Eduardo Nunes', personType: 1 });
  await t.db
    .insert(leads)
    .values([...customers, onlyLead].map((p) => ({ bankerId: f.ana.id, customerId: p.id })));
  // Beatriz 3 orders, Carla 2, Daniel 1; 120 more for Daniel to exercise the latest-orders limit.
  const plan: [number, number][] = [
    [0, PRODUCTS.legacy],
    [0, PRODUCTS.card],
    [0, PRODUCTS.legacy],
    [1, PRODUCTS.legacy],
    [1, PRODUCTS.insurance],
    [2, PRODUCTS.card],
  ];
  for (let i = 0; i < 120; i += 1) plan.push([2, PRODUCTS.benefits]);
  plan.forEach(([who, productId], i) => {
    placed.push({ customerId: customers[who]?.id ?? 0, productId, createdAt: new Date(start + i * DAY) });
  });
  await t.db.insert(orders).values(
    placed.map((o) => ({
      ...o,
      bankerId: f.ana.id,
      path: 'legacy/order/',
      payload: {},
      partnerUrl: 'http://vitrine.test/sandbox/pedido/0',
      source: 'store:ana-souza',
    })),
  );
  // Someone else's order at another banker must not show.
  await t.db.insert(orders).values({
    customerId: f.joao.id,
    productId: PRODUCTS.legacy,
    bankerId: f.carlos.id,
    path: 'legacy/order/',
    payload: {},
    partnerUrl: 'x',
    source: 'company:1',
  });
});

describe('GET /api/store/analytics/{id}/', () => {
  it('answers the banker her customers and leads with their totals and orders', async () => {
    const res = await t.request('GET', `/api/store/analytics/${f.ana.id}/`, { token: f.ana.token });
    expect(res.status).toBe(200);
    const byName = new Map(res.body.leads_orders.map((l: { full_name: string }) => [l.full_name, l]));
    expect(res.body.leads_orders).toHaveLength(4);
    for (const customer of [...customers, onlyLead]) {
      const expected = placed.filter((o) => o.customerId === customer.id);
      const row = res.body.leads_orders.find((l: { id: number }) => l.id === customer.id);
      expect(row.total).toBe(expected.length);
      expect(row.orders).toHaveLength(expected.length);
      expect(row.principal_contact).toBe('(11) 98765-4321');
    }
    expect(byName.get('Eduardo Nunes')).toMatchObject({ total: 0, orders: [] });
    const beatriz = res.body.leads_orders.find((l: { full_name: string }) => l.full_name === 'Beatriz Lima');
    expect(beatriz.orders.map((o: { product: string }) => o.product)).toEqual([
      'Produto 1',
      'Produto 17',
      'Produto 1',
    ]);
    expect(new Date(beatriz.orders[0].created_at).getTime()).toBe(start + 2 * DAY);
    // Most orders first.
    expect(res.body.leads_orders[0].full_name).toBe('Daniel Rocha');
  });

  it('counts distinct customers per product', async () => {
    const res = await t.request('GET', `/api/store/analytics/${f.ana.id}/`, { token: f.ana.token });
    const products = res.body.pb_order.orders.products as {
      id: number;
      title: string;
      total: number;
      orders: number;
    }[];
    for (const product of products) {
      const rows = placed.filter((o) => o.productId === product.id);
      expect(product.total).toBe(new Set(rows.map((o) => o.customerId)).size);
      expect(product.orders).toBe(rows.length);
    }
    expect(products.find((p) => p.id === PRODUCTS.legacy)).toMatchObject({
      title: 'Produto 1',
      total: 2,
      orders: 3,
    });
    expect(products.map((p) => p.id).sort()).toEqual(
      [PRODUCTS.legacy, PRODUCTS.card, PRODUCTS.benefits, PRODUCTS.insurance].sort(),
    );
  });

  it('lists the latest 100 orders newest first with the lead name', async () => {
    const res = await t.request('GET', `/api/store/analytics/${f.ana.id}/`, { token: f.ana.token });
    const last = res.body.last_orders as { created_at: string; lead: { full_name: string } }[];
    expect(last).toHaveLength(100);
    const times = last.map((o) => new Date(o.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBe(Math.max(...placed.map((o) => o.createdAt.getTime())));
    expect(last[0]?.lead.full_name).toBe('Daniel Rocha');
  });

  it('answers 401 without a token, 403 to another banker and to a customer, 404 for a bad id', async () => {
    expect((await t.request('GET', `/api/store/analytics/${f.ana.id}/`)).status).toBe(401);
    const other = await t.request('GET', `/api/store/analytics/${f.ana.id}/`, { token: f.carlos.token });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ detail: 'Você não tem permissão para executar essa ação.' });
    expect(
      (await t.request('GET', `/api/store/analytics/${f.joao.id}/`, { token: f.joao.token })).status,
    ).toBe(403);
    expect((await t.request('GET', '/api/store/analytics/abc/', { token: f.ana.token })).status).toBe(404);
  });

  it('a banker with no orders gets empty lists, and Carlos sees only his own customer', async () => {
    const paused = await t.request('GET', `/api/store/analytics/${f.paused.id}/`, { token: f.paused.token });
    expect(paused.body).toEqual({
      pb_order: { orders: { products: [] } },
      leads_orders: [],
      last_orders: [],
    });
    const carlos = await t.request('GET', `/api/store/analytics/${f.carlos.id}/`, { token: f.carlos.token });
    expect(carlos.body.leads_orders.map((l: { id: number }) => l.id)).toEqual([f.joao.id]);
  });

  it('answers a new order at once (the cached answer follows the data) and 304 to a matching ETag', async () => {
    const before = await t.request('GET', `/api/store/analytics/${f.ana.id}/`, { token: f.ana.token });
    const etag = before.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const same = await t.request('GET', `/api/store/analytics/${f.ana.id}/`, {
      token: f.ana.token,
      headers: { 'if-none-match': etag },
    });
    expect(same.status).toBe(304);
    const placedNow = await t.request('POST', '/api/checkout/legacy/order/', {
      token: onlyLead.token,
      body: { customer: onlyLead.id, product: PRODUCTS.legacy, personal_banker: f.ana.id, terms: true },
    });
    expect(placedNow.status).toBe(201);
    const after = await t.request('GET', `/api/store/analytics/${f.ana.id}/`, {
      token: f.ana.token,
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.last_orders[0].id).toBe(placedNow.body.order_id);
    const eduardo = after.body.leads_orders.find((l: { id: number }) => l.id === onlyLead.id);
    expect(eduardo.total).toBe(1);
    expect(eduardo.orders[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('sends the answer gzipped to clients that accept it', async () => {
    const plain = await t.request('GET', `/api/store/analytics/${f.ana.id}/`, { token: f.ana.token });
    const res = await t.services.fetch(
      new Request(`http://vitrine.test/api/store/analytics/${f.ana.id}/`, {
        headers: { authorization: `Bearer ${f.ana.token}`, 'accept-encoding': 'gzip, deflate, br' },
      }),
    );
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(JSON.parse(body)).toEqual(plain.body);
  });
});
