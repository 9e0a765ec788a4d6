import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, privacyAudit } from '../db/schema/index.ts';
import {
  addPerson,
  CPF,
  HOME_EQUITY_PAGE_FIELDS,
  PRODUCTS,
  seedFixtures,
  startTestServices,
  withSeededServices,
} from './testing/harness.ts';

const { t, f } = withSeededServices();

const order = (customer: number, product: number, banker: number, extra: Record<string, unknown> = {}) => ({
  customer,
  product,
  personal_banker: banker,
  principal_contact: '(11) 98765-4321',
  birthday: '10/05/1990',
  terms: true,
  ...extra,
});

/** Tomorrow as a date input writes it (yyyy-mm-dd). */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function ordersOf(customerId: number) {
  const rows = await t.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return rows[0]?.n ?? 0;
}

describe('POST legacy/order/', () => {
  it('stores the order, writes the audit record first and answers the sandbox hand-off url', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Um', personType: 1 });
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body: order(customer.id, PRODUCTS.legacy, f.ana.id, { cpf: '496.472.504-95', marital: 'Solteiro(a)' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      order_id: expect.any(Number),
      url: expect.stringMatching(
        new RegExp(`^http://vitrine\\.test/sandbox/pedido/${res.body.order_id}-[0-9a-f]{32}$`),
      ),
    });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(stored).toMatchObject({
      productId: PRODUCTS.legacy,
      customerId: customer.id,
      bankerId: f.ana.id,
      path: 'legacy/order/',
    });
    expect(stored?.payload).toMatchObject({
      marital: 'Solteiro(a)',
      cpf: '49647250495',
      full_name: 'Cliente Um',
      birthday: '1990-05-10',
    });
    expect(stored?.payload).not.toHaveProperty('customer');
    const audits = await t.db.select().from(privacyAudit).where(eq(privacyAudit.userId, customer.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      source: 'store:ana-souza',
      action: 'create_order',
      tosVersion: 'v1.0.0',
      cpf: '49647250495',
    });
    expect(audits[0]?.createdAt.getTime()).toBeLessThanOrEqual(stored?.createdAt.getTime() ?? 0);
  });

  it('refuses an order without terms: true (400, pt-BR) and stores nothing', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Sem Termos', personType: 1 });
    for (const terms of [undefined, false]) {
      const res = await t.request('POST', '/api/checkout/legacy/order/', {
        token: customer.token,
        body: order(customer.id, PRODUCTS.legacy, f.ana.id, { terms }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        terms: ['É preciso aceitar os termos de uso e a política de privacidade.'],
      });
    }
    expect(await ordersOf(customer.id)).toBe(0);
    const audits = await t.db.select().from(privacyAudit).where(eq(privacyAudit.userId, customer.id));
    expect(audits).toHaveLength(0);
  });

  it('writes exactly one consent record per order, naming the order, terms version and source', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Um Registro', personType: 1 });
    const first = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      headers: { 'Idempotency-Key': 'consent-once-1' },
      body: order(customer.id, PRODUCTS.legacy, f.ana.id),
    });
    expect(first.status).toBe(201);
    // The retry answers the stored order; the repeat inside the window is refused: no record either way.
    const retry = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      headers: { 'Idempotency-Key': 'consent-once-1' },
      body: order(customer.id, PRODUCTS.legacy, f.ana.id),
    });
    expect(retry.status).toBe(200);
    const repeat = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body: order(customer.id, PRODUCTS.legacy, f.ana.id),
    });
    expect(repeat.status).toBe(400);
    const other = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body: order(customer.id, PRODUCTS.insurance, f.carlos.id, {
        date: tomorrow(),
        morning: { start: '08:00', end: '09:00' },
        afternoon: { start: '13:00', end: '15:00' },
      }),
    });
    expect(other.status).toBe(201);
    const audits = await t.db.select().from(privacyAudit).where(eq(privacyAudit.userId, customer.id));
    expect(audits).toHaveLength(2);
    const byOrder = new Map(audits.map((a) => [a.metadata.order_id, a]));
    expect(byOrder.get(first.body.order_id)).toMatchObject({
      action: 'create_order',
      source: 'store:ana-souza',
      tosVersion: 'v1.0.0',
      metadata: { terms: true, data_sharing: true, product: PRODUCTS.legacy },
    });
    expect(byOrder.get(other.body.order_id)).toMatchObject({
      source: `company:${f.whitelabelCompanyId}`,
      tosVersion: 'v2.0.0',
    });
  });

  it('audits under the white-label company with its terms version', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Dois', personType: 1 });
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body: order(customer.id, PRODUCTS.legacy, f.carlos.id),
    });
    expect(res.status).toBe(201);
    const [audit] = await t.db.select().from(privacyAudit).where(eq(privacyAudit.userId, customer.id));
    expect(audit).toMatchObject({ source: `company:${f.whitelabelCompanyId}`, tosVersion: 'v2.0.0' });
  });

  it("accepts the storefront's form as it sends it: unused fields blank", async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Formulário', personType: 1 });
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body: order(customer.id, PRODUCTS.insurance, f.ana.id, {
        email: '',
        cpf: '',
        cnpj: '',
        social_name: '',
        financing: null,
        home_equity: null,
        date: tomorrow(),
        morning: { start: '08:00', end: '09:00' },
        afternoon: { start: '13:00', end: '15:00' },
      }),
    });
    expect(res.status).toBe(201);
  });

  it('answers 401 without a token', async () => {
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      body: order(f.joao.id, PRODUCTS.legacy, f.ana.id),
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'As credenciais de autenticação não foram fornecidas.' });
  });

  it("answers 403 for an order in another customer's name", async () => {
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.maria.token,
      body: order(f.joao.id, PRODUCTS.legacy, f.ana.id),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'O pedido deve ser feito pelo próprio cliente.' });
  });

  it('answers 404 for an unknown product and for someone who is not a banker', async () => {
    const unknown = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.pedro.token,
      body: order(f.pedro.id, 9999, f.ana.id),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Produto não encontrado.' });
    const notBanker = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.pedro.token,
      body: order(f.pedro.id, PRODUCTS.legacy, f.maria.id),
    });
    expect(notBanker.status).toBe(404);
    expect(notBanker.body).toEqual({ detail: 'Personal Banker não encontrado.' });
  });

  it('answers field errors in the shapes of docs/validation-and-errors.md#error-catalogue', async () => {
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.pedro.token,
      body: order(f.pedro.id, PRODUCTS.legacy, f.ana.id, {
        cpf: '123.456.789-00',
        principal_contact: '1234',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      cpf: ['CPF informado não é válido.'],
      principal_contact: ['Celular inválido.'],
    });
    const missing = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.pedro.token,
      body: { customer: f.pedro.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      product: ['Campo obrigatório.'],
      personal_banker: ['Campo obrigatório.'],
    });
  });

  it('rejects a CPF that belongs to another customer', async () => {
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.pedro.token,
      body: order(f.pedro.id, PRODUCTS.legacy, f.ana.id, { cpf: CPF.joao }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cpf: ['CPF já cadastrado em outra conta.'] });
  });

  it('refuses a product posted to a path that is not its own', async () => {
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.pedro.token,
      body: order(f.pedro.id, PRODUCTS.card, f.ana.id),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Este produto não é solicitado por este endereço.' });
  });

  it('refuses orders at a paused store', async () => {
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.pedro.token,
      body: order(f.pedro.id, PRODUCTS.legacy, f.paused.id),
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Esta loja foi desabilitada temporariamente ou não está disponível!');
  });
});

describe('dedicated order paths', () => {
  it('APP products answer a QR PNG data URL of the hand-off url', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente App', personType: 1 });
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body: order(customer.id, PRODUCTS.app, f.ana.id),
    });
    expect(res.status).toBe(201);
    expect(res.body.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(res.body.image.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('credit card goes to creditcard/v1/order/ without an image', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Cartão', personType: 1 });
    const res = await t.request('POST', '/api/checkout/creditcard/v1/order/', {
      token: customer.token,
      body: order(customer.id, PRODUCTS.card, f.ana.id),
    });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('image');
  });

  it('home equity answers a list whose first item carries order_id and url', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente HE', personType: 1 });
    const res = await t.request('POST', '/api/checkout/homeequity/v1/order/', {
      token: customer.token,
      body: order(customer.id, PRODUCTS.homeEquity, f.ana.id, HOME_EQUITY_PAGE_FIELDS),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      { order_id: expect.any(Number), url: expect.stringContaining('/sandbox/pedido/') },
    ]);
  });

  it('company home equity needs the company name and a CNPJ', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente PJ', personType: 1 });
    const path = '/api/checkout/homeequity/v1/orderpj/';
    const missing = await t.request('POST', path, {
      token: customer.token,
      body: order(customer.id, PRODUCTS.homeEquityPj, f.ana.id, HOME_EQUITY_PAGE_FIELDS),
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ social_name: ['Campo obrigatório.'], cnpj: ['Campo obrigatório.'] });
    const company = { ...HOME_EQUITY_PAGE_FIELDS, social_name: 'Padaria Pão Quente' };
    const invalid = await t.request('POST', path, {
      token: customer.token,
      body: order(customer.id, PRODUCTS.homeEquityPj, f.ana.id, { ...company, cnpj: '11.222.333/0001-00' }),
    });
    expect(invalid.body).toEqual({ cnpj: ['CNPJ Inválido'] });
    const ok = await t.request('POST', path, {
      token: customer.token,
      body: order(customer.id, PRODUCTS.homeEquityPj, f.ana.id, { ...company, cnpj: '11.222.333/0001-81' }),
    });
    expect(ok.status).toBe(201);
  });

  it('consortium carries is_pj, consortium_type, value_type and the values', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Consórcio', personType: 1 });
    const path = '/api/checkout/consorcio/v1/order/';
    const bad = await t.request('POST', path, {
      token: customer.token,
      body: order(customer.id, PRODUCTS.consortium, f.ana.id, {
        is_pj: false,
        consortium_type: 'boats',
        value_type: 'full',
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      consortium_type: ['Campo obrigatório.'],
      property_value: ['Campo obrigatório.'],
    });
    const res = await t.request('POST', path, {
      token: customer.token,
      body: order(customer.id, PRODUCTS.consortium, f.ana.id, {
        is_pj: false,
        consortium_type: 'real_estate',
        value_type: 'full',
        property_value: 300000,
        term_value: null,
      }),
    });
    expect(res.status).toBe(201);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(stored?.payload).toMatchObject({
      is_pj: false,
      consortium_type: 'real_estate',
      value_type: 'full',
      property_value: 300000,
    });
  });

  it('credit auto needs credit_value', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Auto', personType: 1 });
    const path = '/api/checkout/creditauto/v1/order/';
    const bad = await t.request('POST', path, {
      token: customer.token,
      body: order(customer.id, PRODUCTS.creditAuto, f.ana.id),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ credit_value: ['Campo obrigatório.'] });
    const ok = await t.request('POST', path, {
      token: customer.token,
      body: order(customer.id, PRODUCTS.creditAuto, f.ana.id, {
        financing_value: 45000,
        credit_value: 45000,
      }),
    });
    expect(ok.status).toBe(201);
  });
});

describe('repeated orders', () => {
  it("answers 'Multiplas requisições rejeitadas.' within the window and stores one order", async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Repete', personType: 1 });
    const body = order(customer.id, PRODUCTS.loan, f.ana.id);
    const first = await t.request('POST', '/api/checkout/loan/v1/order/', { token: customer.token, body });
    expect(first.status).toBe(201);
    const again = await t.request('POST', '/api/checkout/loan/v1/order/', { token: customer.token, body });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: 'Multiplas requisições rejeitadas.' });
    expect(await ordersOf(customer.id)).toBe(1);
    // Another product is a different request.
    const other = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      body: order(customer.id, PRODUCTS.legacy, f.ana.id),
    });
    expect(other.status).toBe(201);
  });

  it('a retry with the same Idempotency-Key answers the stored order', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Retenta', personType: 1 });
    const body = order(customer.id, PRODUCTS.app, f.ana.id);
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
    expect(await ordersOf(customer.id)).toBe(1);
  });

  it('50 simultaneous identical orders store exactly one', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Pressa', personType: 1 });
    const body = order(customer.id, PRODUCTS.legacy, f.ana.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('POST', '/api/checkout/legacy/order/', { token: customer.token, body }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    expect(await ordersOf(customer.id)).toBe(1);
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
        body: order(customer.id, PRODUCTS.legacy, f.ana.id),
      }),
      t.request('POST', '/api/checkout/benefits/v1/order/', {
        token: customer.token,
        // A TABLE product: the modal's scheduling step comes with the order.
        body: order(customer.id, PRODUCTS.benefits, f.carlos.id, {
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
      const body = order(g.pedro.id, PRODUCTS.legacy, g.ana.id);
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
