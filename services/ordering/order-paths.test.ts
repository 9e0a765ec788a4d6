import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPerson, HOME_EQUITY_PAGE_FIELDS, type Person, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { orderBody } from '../checkout/testing/order-bodies.ts';
import { orders } from '../db/schema/index.ts';

/** Orders of the products with a path of their own: APP, credit card, home equity, consortium, auto. */
const { t, f } = withSeededServices();

/** A customer's order of `product` at Ana's store, posted to `path`. */
const orderBy = (customer: Person, path: string, product: number, extra?: Record<string, unknown>) =>
  t.request('POST', path, { token: customer.token, body: orderBody(customer.id, product, f.ana.id, extra) });

describe('dedicated order paths', () => {
  it('APP products answer a QR PNG data URL of the hand-off url', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente App', personType: 1 });
    const res = await orderBy(customer, '/api/checkout/legacy/order/', PRODUCTS.app);
    expect(res.status).toBe(201);
    expect(res.body.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(res.body.image.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('credit card goes to creditcard/v1/order/ without an image', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Cartão', personType: 1 });
    const res = await orderBy(customer, '/api/checkout/creditcard/v1/order/', PRODUCTS.card);
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('image');
  });

  it('home equity answers a list whose first item carries order_id and url', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente HE', personType: 1 });
    const res = await orderBy(
      customer,
      '/api/checkout/homeequity/v1/order/',
      PRODUCTS.homeEquity,
      HOME_EQUITY_PAGE_FIELDS,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      { order_id: expect.any(Number), url: expect.stringContaining('/sandbox/pedido/') },
    ]);
  });

  it('company home equity needs the company name and a CNPJ', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente PJ', personType: 1 });
    const path = '/api/checkout/homeequity/v1/orderpj/';
    const missing = await orderBy(customer, path, PRODUCTS.homeEquityPj, HOME_EQUITY_PAGE_FIELDS);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ social_name: ['Campo obrigatório.'], cnpj: ['Campo obrigatório.'] });
    const company = { ...HOME_EQUITY_PAGE_FIELDS, social_name: 'Padaria Pão Quente' };
    const invalid = await orderBy(customer, path, PRODUCTS.homeEquityPj, {
      ...company,
      cnpj: '11.222.333/0001-00',
    });
    expect(invalid.body).toEqual({ cnpj: ['CNPJ Inválido'] });
    const ok = await orderBy(customer, path, PRODUCTS.homeEquityPj, {
      ...company,
      cnpj: '11.222.333/0001-81',
    });
    expect(ok.status).toBe(201);
  });

  it('consortium carries is_pj, consortium_type, value_type and the values', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Consórcio', personType: 1 });
    const path = '/api/checkout/consorcio/v1/order/';
    const bad = await orderBy(customer, path, PRODUCTS.consortium, {
      is_pj: false,
      consortium_type: 'boats',
      value_type: 'full',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      consortium_type: ['Campo obrigatório.'],
      property_value: ['Campo obrigatório.'],
    });
    const res = await orderBy(customer, path, PRODUCTS.consortium, {
      is_pj: false,
      consortium_type: 'real_estate',
      value_type: 'full',
      property_value: 300000,
      term_value: null,
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
    const bad = await orderBy(customer, path, PRODUCTS.creditAuto);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ credit_value: ['Campo obrigatório.'] });
    const ok = await orderBy(customer, path, PRODUCTS.creditAuto, {
      financing_value: 45000,
      credit_value: 45000,
    });
    expect(ok.status).toBe(201);
  });
});
