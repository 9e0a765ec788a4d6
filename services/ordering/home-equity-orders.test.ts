import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanAboveShareMessage } from '../../src/core/products/home-equity.ts';
import { MSG } from '../../src/core/validation/messages.ts';
import { addPerson, HOME_EQUITY_PAGE_FIELDS, orderBody, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { orders, products } from '../db/schema/index.ts';

const { t, f } = withSeededServices();

const HE = '/api/checkout/homeequity/v1/order/';
const HE_PJ = '/api/checkout/homeequity/v1/orderpj/';
const LEGACY = '/api/checkout/legacy/order/';
/** Condo home equity: requested on the home-equity page, ordered on the legacy path. */
const CONDO = 233;
const COMPANY = { social_name: 'Condomínio Jardim', cnpj: '11.222.333/0001-81' };

beforeAll(async () => {
  const [like] = await t.db.select().from(products).where(eq(products.id, PRODUCTS.homeEquityPj));
  if (!like) throw new Error('product 91 not seeded');
  await t.db.insert(products).values({ ...like, id: CONDO, title: 'Crédito para condomínios' });
});

/** Posts an order of a new customer; `extra` goes on top of the body. */
async function post(path: string, product: number, extra: Record<string, unknown>) {
  const customer = await addPerson(t.db, { fullName: 'Cliente Garantia', personType: 1 });
  const res = await t.request('POST', path, {
    token: customer.token,
    body: orderBody(f, customer.id, product, extra),
  });
  const stored = await t.db.select().from(orders).where(eq(orders.customerId, customer.id));
  return { ...res, stored };
}

describe("orders of the home-equity page's products (docs/validation-and-errors.md#validation-rules)", () => {
  it('stores the page body as the page sends it', async () => {
    const res = await post(HE, PRODUCTS.homeEquity, HOME_EQUITY_PAGE_FIELDS);
    expect(res.status).toBe(201);
    expect(res.stored).toHaveLength(1);
    expect(res.stored[0]?.payload).toMatchObject(HOME_EQUITY_PAGE_FIELDS);
  });

  it("refuses a state that is not a UF with the page's message, storing nothing", async () => {
    const res = await post(HE, PRODUCTS.homeEquity, {
      ...HOME_EQUITY_PAGE_FIELDS,
      real_estate_address_state: 'XX',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ real_estate_address_state: [MSG.state] });
    expect(res.stored).toHaveLength(0);
  });

  it('refuses a credit above the share of the property', async () => {
    const res = await post(HE, PRODUCTS.homeEquity, {
      ...HOME_EQUITY_PAGE_FIELDS,
      home_equity: 500_000,
      loan_value: 300_000.01,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ loan_value: [loanAboveShareMessage(500_000)] });
    expect(res.body.loan_value[0]).toBe(
      'O empréstimo pode ser de até 60% do valor do imóvel (R$\u00a0300.000,00).',
    );
    expect(res.stored).toHaveLength(0);
    const atTheShare = await post(HE, PRODUCTS.homeEquity, {
      ...HOME_EQUITY_PAGE_FIELDS,
      loan_value: 300_000,
    });
    expect(atTheShare.status).toBe(201);
  });

  it('refuses a term outside the listed options', async () => {
    const res = await post(HE, PRODUCTS.homeEquity, { ...HOME_EQUITY_PAGE_FIELDS, deadline: '100' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ deadline: [MSG.option] });
    expect(res.stored).toHaveLength(0);
  });

  it('refuses a credit of 0 or less', async () => {
    for (const loan_value of [0, -1]) {
      const res = await post(HE, PRODUCTS.homeEquity, { ...HOME_EQUITY_PAGE_FIELDS, loan_value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ loan_value: [MSG.positive] });
      expect(res.stored).toHaveLength(0);
    }
  });

  it('answers every refused field at once under the order body names (the measured request)', async () => {
    const res = await post(HE, PRODUCTS.homeEquity, {
      home_equity: 500000,
      loan_value: 400000,
      real_estate_address_state: 'XX',
      deadline: '100',
      city: 'Porto Alegre',
      property_type: 'house',
      property_owner: 'own',
      purpose: 'debts_payment',
      monthly_income: 15000,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      real_estate_address_state: [MSG.state],
      deadline: [MSG.option],
      loan_value: [loanAboveShareMessage(500_000)],
    });
    expect(res.stored).toHaveLength(0);
  });

  it('asks for every field of the page, and a city that is not blank', async () => {
    const missing = await post(HE, PRODUCTS.homeEquity, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      property_type: [MSG.required],
      property_owner: [MSG.required],
      home_equity: [MSG.required],
      real_estate_address_state: [MSG.required],
      city: [MSG.required],
      loan_value: [MSG.required],
      deadline: [MSG.required],
      purpose: [MSG.required],
      monthly_income: [MSG.required],
    });
    const blankCity = await post(HE, PRODUCTS.homeEquity, { ...HOME_EQUITY_PAGE_FIELDS, city: '  ' });
    expect(blankCity.body).toEqual({ city: [MSG.required] });
  });

  it("takes only the options of the product's variant", async () => {
    const personal = await post(HE, PRODUCTS.homeEquity, {
      ...HOME_EQUITY_PAGE_FIELDS,
      property_owner: 'company',
      purpose: 'working_capital',
    });
    expect(personal.status).toBe(400);
    expect(personal.body).toEqual({ property_owner: [MSG.option], purpose: [MSG.option] });
    const company = await post(HE_PJ, PRODUCTS.homeEquityPj, {
      ...HOME_EQUITY_PAGE_FIELDS,
      ...COMPANY,
      property_owner: 'company',
      purpose: 'working_capital',
    });
    expect(company.status).toBe(201);
  });

  it('checks the condo product too, whose order goes to the legacy path', async () => {
    const refused = await post(LEGACY, CONDO, { ...HOME_EQUITY_PAGE_FIELDS, ...COMPANY, deadline: '100' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ deadline: [MSG.option] });
    const condo = await post(LEGACY, CONDO, {
      ...HOME_EQUITY_PAGE_FIELDS,
      ...COMPANY,
      purpose: 'facade_renovation',
    });
    expect(condo.status).toBe(201);
  });

  it("leaves other products' orders as they were: their fields of the same names travel as sent", async () => {
    const sent = { real_estate_address_state: 'XX', deadline: '100' };
    const res = await post(LEGACY, PRODUCTS.legacy, sent);
    expect(res.status).toBe(201);
    expect(res.stored).toHaveLength(1);
    expect(res.stored[0]?.payload).toMatchObject(sent);
  });
});
