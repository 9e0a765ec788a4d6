import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPerson, type Person, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { leads, orders, persons } from '../db/schema/index.ts';

/** The pages of a banker's book over HTTP, on a banker of their own so the demo data stays out. */
const { t, f } = withSeededServices();
let banker: Person;
let other: Person;
/** Twelve customers: customer i has i + 1 orders; names with and without accents. */
let customers: Person[];
/** Six leads without orders. */
let onlyLeads: Person[];
let outsider: Person;

const NAMES = [
  'Ana Beatriz',
  'Bruno Álvares',
  'Cecília Prado',
  'Davi Souza',
  'Élida Ramos',
  'Fábio Nunes',
  'Gustavo Lima',
  'Heloísa Dias',
  'Igor Mendes',
  'João Pedro',
  'Karina Luz',
  'Lúcia Torres',
];
const LEADS = ['Zé Lead', 'Marta Lead', 'Otto Lead', 'Paula Lead', 'Rui Lead', 'Sara Lead'];
const start = Date.UTC(2026, 0, 1, 12);
const HOUR = 3_600_000;
let orderCount = 0;

const get = (path: string, token = banker.token) =>
  t.request('GET', `/api/store/analytics/${path}`, { token });
const names = (body: { rows: { full_name: string }[] }) => body.rows.map((row) => row.full_name);

beforeAll(async () => {
  banker = await addPerson(t.db, { fullName: 'Banqueira Teste', personType: 0, slug: 'banqueira-teste' });
  other = await addPerson(t.db, { fullName: 'Outro Banqueiro', personType: 0, slug: 'outro-banqueiro' });
  customers = [];
  for (const fullName of NAMES) customers.push(await addPerson(t.db, { fullName, personType: 1 }));
  onlyLeads = [];
  for (const fullName of LEADS) onlyLeads.push(await addPerson(t.db, { fullName, personType: 1 }));
  outsider = await addPerson(t.db, { fullName: 'Fora do Livro', personType: 1 });
  await t.db.insert(leads).values(onlyLeads.map((p) => ({ bankerId: banker.id, customerId: p.id })));
  const rows = customers.flatMap((customer, i) =>
    Array.from({ length: i + 1 }, (_, k) => ({
      customerId: customer.id,
      // Every third order is a card, the rest legacy: the card counts the customers with 3+ orders.
      productId: k % 3 === 2 ? PRODUCTS.card : PRODUCTS.legacy,
      bankerId: banker.id,
      createdAt: new Date(start + orderCount++ * HOUR),
      path: 'legacy/order/',
      payload: {},
      partnerUrl: 'http://vitrine.test/sandbox/pedido/0',
      source: 'store:banqueira-teste',
    })),
  );
  // Two statements: the summaries add a second batch to the first.
  await t.db.insert(orders).values(rows.slice(0, 40));
  await t.db.insert(orders).values(rows.slice(40));
  // The outsider ordered from the other banker only.
  await t.db
    .insert(orders)
    .values({ ...rows[0], customerId: outsider.id, bankerId: other.id } as (typeof rows)[0]);
});

describe('GET /api/store/analytics/{id}/customers/', () => {
  it('answers 5 customers a page, most orders first, with the counts the table shows', async () => {
    const res = await get(`${banker.id}/customers/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, total: 12, all: 12 });
    expect(names(res.body)).toEqual([
      'Lúcia Torres',
      'Karina Luz',
      'João Pedro',
      'Igor Mendes',
      'Heloísa Dias',
    ]);
    expect(res.body.rows[0]).toEqual({
      id: customers[11]?.id,
      full_name: 'Lúcia Torres',
      email: customers[11]?.email,
      principal_contact: '(11) 98765-4321',
      total: 12,
    });
    const third = await get(`${banker.id}/customers/?page=3`);
    expect(names(third.body)).toEqual(['Bruno Álvares', 'Ana Beatriz']);
    // A page past the last is the last.
    expect((await get(`${banker.id}/customers/?page=99`)).body).toMatchObject({ page: 3, total: 12 });
  });

  it('searches name, e-mail and contact without case or accents, every word', async () => {
    const accent = await get(`${banker.id}/customers/?search=${encodeURIComponent('joao')}`);
    expect(names(accent.body)).toEqual(['João Pedro']);
    expect(accent.body).toMatchObject({ total: 1, all: 12 });
    const words = await get(`${banker.id}/customers/?search=${encodeURIComponent('LÚCIA torr')}`);
    expect(names(words.body)).toEqual(['Lúcia Torres']);
    expect((await get(`${banker.id}/customers/?search=98765`)).body.total).toBe(12);
    const email = customers[4]?.email ?? '';
    expect(names((await get(`${banker.id}/customers/?search=${encodeURIComponent(email)}`)).body)).toEqual([
      'Élida Ramos',
    ]);
    // LIKE's wildcards are plain characters.
    expect((await get(`${banker.id}/customers/?search=%25`)).body).toMatchObject({
      rows: [],
      total: 0,
      all: 12,
    });
    expect((await get(`${banker.id}/customers/?search=_`)).body.total).toBe(0);
  });

  it('sorts by name and by number of orders, both ways', async () => {
    expect(names((await get(`${banker.id}/customers/?sort=name`)).body)).toEqual([
      'Ana Beatriz',
      'Bruno Álvares',
      'Cecília Prado',
      'Davi Souza',
      'Élida Ramos',
    ]);
    expect(names((await get(`${banker.id}/customers/?sort=name&direction=desc`)).body)[0]).toBe(
      'Lúcia Torres',
    );
    const fewest = await get(`${banker.id}/customers/?sort=total&direction=asc&page=1`);
    expect(fewest.body.rows.map((row: { total: number }) => row.total)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('GET /api/store/analytics/{id}/leads/', () => {
  it('lists the people without orders by name, sorted by e-mail when asked', async () => {
    const res = await get(`${banker.id}/leads/`);
    expect(res.body).toMatchObject({ total: 6, all: 6 });
    expect(names(res.body)).toEqual(['Marta Lead', 'Otto Lead', 'Paula Lead', 'Rui Lead', 'Sara Lead']);
    const byEmail = await get(`${banker.id}/leads/?sort=email&direction=desc`);
    const emails = onlyLeads
      .map((p) => p.email)
      .sort()
      .reverse()
      .slice(0, 5);
    expect(byEmail.body.rows.map((row: { email: string }) => row.email)).toEqual(emails);
    expect(names((await get(`${banker.id}/leads/?search=ze`)).body)).toEqual(['Zé Lead']);
  });
});

describe('GET /api/store/analytics/{id}/products/', () => {
  it('counts each product’s distinct customers and orders, searched by title', async () => {
    const res = await get(`${banker.id}/products/`);
    expect(res.body).toMatchObject({ total: 2, all: 2 });
    // Legacy: all 12 customers, 12 + 11 + ... orders minus the cards; card: customers with 3+ orders.
    const cards = customers.reduce((sum, _, i) => sum + Math.floor((i + 1) / 3), 0);
    expect(res.body.rows).toEqual([
      { id: PRODUCTS.legacy, title: 'Produto 1', total: 12, orders: 78 - cards },
      { id: PRODUCTS.card, title: 'Produto 17', total: 10, orders: cards },
    ]);
    expect(
      (await get(`${banker.id}/products/?search=17`)).body.rows.map((r: { id: number }) => r.id),
    ).toEqual([PRODUCTS.card]);
    expect(
      (await get(`${banker.id}/products/?sort=title&direction=desc`)).body.rows.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([PRODUCTS.card, PRODUCTS.legacy]);
  });
});

describe('GET /api/store/analytics/{id}/transactions/', () => {
  it('pages the latest orders, newest first, searched by customer and product', async () => {
    const res = await get(`${banker.id}/transactions/`);
    expect(res.body).toMatchObject({ total: 78, all: 78 });
    const times = res.body.rows.map((row: { created_at: string }) => Date.parse(row.created_at));
    expect(times[0]).toBe(start + 77 * HOUR);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.rows[0].lead).toEqual({
      id: customers[11]?.id,
      full_name: 'Lúcia Torres',
      principal_contact: '(11) 98765-4321',
    });
    const found = await get(`${banker.id}/transactions/?search=${encodeURIComponent('lucia produto 17')}`);
    expect(found.body.total).toBe(4);
    const oldest = await get(`${banker.id}/transactions/?sort=date&direction=asc`);
    expect(Date.parse(oldest.body.rows[0].created_at)).toBe(start);
  });
});

describe('GET /api/store/analytics/{id}/customers/{customer}/orders/', () => {
  it('pages one customer’s orders, newest first, sorted by id when asked', async () => {
    const karina = customers[10] as Person;
    const res = await get(`${banker.id}/customers/${karina.id}/orders/`);
    expect(res.body).toMatchObject({ page: 1, total: 11, all: 11 });
    expect(res.body.rows).toHaveLength(5);
    const ids = res.body.rows.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byId = await get(`${banker.id}/customers/${karina.id}/orders/?sort=id&page=3`);
    expect(byId.body.rows).toHaveLength(1);
    expect(byId.body.rows[0].id).toBe(Math.max(...ids));
    expect(byId.body.rows[0]).toEqual({
      created_at: expect.stringMatching(/Z$/),
      id: expect.any(Number),
      product: 'Produto 1',
    });
  });

  it('answers 404 for someone outside the book, and a lead gets an empty page', async () => {
    expect((await get(`${banker.id}/customers/${outsider.id}/orders/`)).status).toBe(404);
    expect((await get(`${banker.id}/customers/${onlyLeads[0]?.id}/orders/`)).body).toEqual({
      rows: [],
      page: 1,
      total: 0,
      all: 0,
    });
  });
});

describe('the pages follow the book', () => {
  it('an order, a renamed person and a removed lead show in the next page', async () => {
    const newcomer = onlyLeads[5] as Person;
    const placed = await t.request('POST', '/api/checkout/legacy/order/', {
      token: newcomer.token,
      body: { customer: newcomer.id, product: PRODUCTS.legacy, personal_banker: banker.id, terms: true },
    });
    expect(placed.status).toBe(201);
    expect((await get(`${banker.id}/customers/`)).body).toMatchObject({ total: 13, all: 13 });
    expect((await get(`${banker.id}/leads/`)).body).toMatchObject({ total: 5 });
    expect((await get(`${banker.id}/transactions/`)).body.rows[0].id).toBe(placed.body.order_id);
    await t.db
      .update(persons)
      .set({ fullName: 'Paula Renomeada' })
      .where(eq(persons.id, onlyLeads[3]?.id ?? 0));
    expect(names((await get(`${banker.id}/leads/?search=renomeada`)).body)).toEqual(['Paula Renomeada']);
    await t.db.delete(leads).where(eq(leads.customerId, onlyLeads[4]?.id ?? 0));
    expect((await get(`${banker.id}/leads/`)).body.total).toBe(4);
    // The newcomer is still the banker's customer after leaving the leads.
    await t.db.delete(leads).where(eq(leads.customerId, newcomer.id));
    expect((await get(`${banker.id}/customers/`)).body.total).toBe(13);
    await t.db.delete(orders).where(eq(orders.customerId, newcomer.id));
    expect((await get(`${banker.id}/customers/`)).body.total).toBe(12);
    expect((await get(`${banker.id}/products/`)).body.rows[0]).toMatchObject({ total: 12 });
  });
});

describe('who may read the pages', () => {
  const paths = (id: number, customer: number) => [
    `${id}/customers/`,
    `${id}/leads/`,
    `${id}/products/`,
    `${id}/transactions/`,
    `${id}/customers/${customer}/orders/`,
  ];

  it('answers 401 without a token, 404 to another banker, 403 to a customer', async () => {
    for (const path of paths(banker.id, customers[0]?.id ?? 0)) {
      expect((await t.request('GET', `/api/store/analytics/${path}`)).status).toBe(401);
      const stranger = await get(path, other.token);
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ detail: 'Não encontrado.' });
      expect((await get(path, customers[0]?.token)).status).toBe(403);
      expect((await get(path, f.ana.token)).status).toBe(404);
    }
  });

  it('another banker cannot reach a customer of this book through their own id', async () => {
    const theirs = await get(`${other.id}/customers/${customers[0]?.id}/orders/`, other.token);
    expect(theirs.status).toBe(404);
    // The outsider is the other banker's customer: only that order shows there.
    const outsiderOrders = await get(`${other.id}/customers/${outsider.id}/orders/`, other.token);
    expect(outsiderOrders.body).toMatchObject({ total: 1, all: 1 });
    expect(
      (await get(`${other.id}/customers/`, other.token)).body.rows.map((r: { id: number }) => r.id),
    ).toEqual([outsider.id]);
  });

  it('answers a bad query 400 in pt-BR and a malformed id 404, never a 5xx', async () => {
    const bad: [string, string][] = [
      ['page=0', 'Página inválida.'],
      ['page=abc', 'Página inválida.'],
      ['page=-1', 'Página inválida.'],
      ['page=1&page=2', 'Página inválida.'],
      ['page=9999999', 'Página inválida.'],
      ['sort=bogus', 'Ordenação inválida.'],
      ['sort=email', 'Ordenação inválida.'],
      ['sort=name&direction=up', 'Direção da ordenação inválida.'],
      [`search=${'a'.repeat(101)}`, 'A busca pode ter até 100 caracteres.'],
    ];
    for (const [query, message] of bad) {
      const res = await get(`${banker.id}/customers/?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
    for (const path of [
      'abc/customers/',
      '0x1/leads/',
      `${banker.id}/customers/x/orders/`,
      '99999999999/products/',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('sends pages gzipped to clients that accept it', async () => {
    const long = await addPerson(t.db, { fullName: `Nome ${'muito '.repeat(60)}longo`, personType: 1 });
    await t.db.insert(leads).values({ bankerId: banker.id, customerId: long.id });
    const res = await t.services.fetch(
      new Request(`http://vitrine.test/api/store/analytics/${banker.id}/leads/?search=longo`, {
        headers: { authorization: `Bearer ${banker.token}`, 'accept-encoding': 'gzip' },
      }),
    );
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(body.rows[0].id).toBe(long.id);
  });
});
