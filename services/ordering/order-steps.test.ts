import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { earliestBrazilianToday } from '../../src/features/ordering/rules/schedule.ts';
import { addPerson, orderBody, type Person, PRODUCTS, productRow } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import type { ProductType } from '../db/schema/index.ts';
import { categories, institutions, orders, persons, products } from '../db/schema/index.ts';

const { t, f } = withSeededServices();

/** Products of the partner brands whose order modal asks an extra step (docs/ordering.md#order-modal, docs/validation-and-errors.md#validation-rules). */
const P = {
  /** NN Seg, Seguros, TABLE: the extra step asks birthday, marital, profession, income, dependants. */
  nnSegInsurance: 901,
  /** NN Seg, Previdência, TABLE: tax declaration and experience instead of dependants. */
  nnSegPension: 902,
  /** NN Seg, Seguros, REDIRECT: the modal sends the order without an extra step. */
  nnSegRedirect: 903,
  /** UCI, DEFAULT, pf: profession, property and financing values, term, birthday, income. */
  uci: 904,
  /** Prospera, DEFAULT, pj: company name, CNPJ, city, activity and company age. */
  prospera: 905,
} as const;

const path = '/api/checkout/legacy/order/';

beforeAll(async () => {
  const brands = await t.db
    .insert(institutions)
    .values([
      { name: 'NN Seg', slug: 'nnseg', icon: 'i' },
      { name: 'UCI', slug: 'uci', icon: 'i' },
      { name: 'Prospera', slug: 'prospera', icon: 'i' },
    ])
    .returning({ id: institutions.id, name: institutions.name });
  const kinds = await t.db
    .insert(categories)
    .values([{ name: 'Seguros' }, { name: 'Previdência' }])
    .returning({ id: categories.id, name: categories.name });
  const brand = (name: string) => brands.find((b) => b.name === name)?.id ?? 0;
  const kind = (name: string) => kinds.find((c) => c.name === name)?.id ?? 0;
  const product = (
    id: number,
    institutionId: number,
    categoryId: number,
    productType: ProductType,
    isPj = false,
  ) => productRow(id, { institutionId, categoryId, productType, isPj });
  await t.db
    .insert(products)
    .values([
      product(P.nnSegInsurance, brand('NN Seg'), kind('Seguros'), 'TABLE'),
      product(P.nnSegPension, brand('NN Seg'), kind('Previdência'), 'TABLE'),
      product(P.nnSegRedirect, brand('NN Seg'), kind('Seguros'), 'REDIRECT'),
      product(P.uci, brand('UCI'), kind('Seguros'), 'DEFAULT'),
      product(P.prospera, brand('Prospera'), kind('Seguros'), 'DEFAULT', true),
    ]);
});

const order = (customer: number, product: number, extra: Record<string, unknown> = {}) =>
  orderBody(f, customer, product, extra);

/** The scheduling step of a TABLE product, from tomorrow in Brazil. */
function schedule() {
  const today = new Date(`${earliestBrazilianToday()}T12:00:00Z`);
  return {
    date: new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10),
    morning: { start: '08:00', end: '10:00' },
    afternoon: { start: '14:00', end: '18:00' },
  };
}

/** The NN Seg insurance extra step answered, and its schedule. */
const nnSegAnswers = {
  marital: 'Casado(a)',
  professional_type: 'Autônomo',
  monthly_income: 'De R$ 5.000 a R$ 9.999',
  people_range: 2,
};

async function ordersOf(customerId: number) {
  const rows = await t.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return rows[0]?.n ?? 0;
}

async function customer(name: string) {
  return addPerson(t.db, { fullName: name, personType: 1 });
}

/** A customer's order of `product` at Ana's store. */
const orderBy = (customer: Person, product: number, extra?: Record<string, unknown>) =>
  t.request('POST', path, { token: customer.token, body: order(customer.id, product, extra) });

/** An NN Seg insurance order with its extra step and schedule answered; `changes` replace answers. */
const insuranceOrderBy = (customer: Person, changes: Record<string, unknown> = {}) =>
  orderBy(customer, P.nnSegInsurance, { ...nnSegAnswers, ...schedule(), ...changes });

describe('the extra step of an order, required by the services as the modal requires it', () => {
  it('an NN Seg insurance order without the marital status is refused with the field message', async () => {
    const ana = await customer('Cliente Seguro');
    const { marital: _, ...withoutMarital } = nnSegAnswers;
    const res = await orderBy(ana, P.nnSegInsurance, withoutMarital);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ marital: ['Campo obrigatório.'] });
    expect(await ordersOf(ana.id)).toBe(0);
  });

  it('the same order with it is stored, with the account birthday the modal shows prefilled', async () => {
    const ana = await customer('Cliente Seguro Completo');
    const res = await insuranceOrderBy(ana);
    expect(res.status).toBe(201);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(stored?.payload).toMatchObject({ ...nnSegAnswers, birthday: '1990-05-10' });
  });

  it('an empty extra step names every field it shows; blank answers count as missing', async () => {
    const ana = await customer('Cliente Previdência');
    const res = await orderBy(ana, P.nnSegPension, { marital: '  ', foresight_tax: null });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      marital: ['Campo obrigatório.'],
      professional_type: ['Campo obrigatório.'],
      monthly_income: ['Campo obrigatório.'],
      foresight_tax: ['Campo obrigatório.'],
      foresight_exp: ['Campo obrigatório.'],
    });
    expect(await ordersOf(ana.id)).toBe(0);
  });

  it('the birthday is required of a customer whose account has none', async () => {
    const ana = await customer('Cliente Sem Nascimento');
    await t.db.update(persons).set({ birthday: null }).where(eq(persons.id, ana.id));
    const missing = await insuranceOrderBy(ana);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ birthday: ['Campo obrigatório.'] });
    const given = await insuranceOrderBy(ana, { birthday: '02/03/1988' });
    expect(given.status).toBe(201);
  });

  it('UCI asks the money fields above 0, and the text fields not blank', async () => {
    const ana = await customer('Cliente UCI');
    const answers = {
      profession: 'Engenheira',
      home_equity: 600_000,
      financing: 300_000,
      deadline: '240',
      monthly_income: 'Acima de R$ 20.000',
    };
    for (const [change, errors] of [
      [{ profession: ' ' }, { profession: ['Campo obrigatório.'] }],
      [{ financing: 0 }, { financing: ['Valor precisa ser maior que 0.'] }],
      [{ home_equity: undefined }, { home_equity: ['Campo obrigatório.'] }],
    ] as const) {
      const refused = await orderBy(ana, P.uci, { ...answers, ...change });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(errors);
    }
    const stored = await orderBy(ana, P.uci, answers);
    expect(stored.status).toBe(201);
    expect(await ordersOf(ana.id)).toBe(1);
  });

  it('a Prospera company order needs the company, its city, activity and age', async () => {
    const ana = await customer('Cliente Prospera');
    const company = {
      social_name: 'Padaria Pão Quente',
      cnpj: '11.222.333/0001-81',
      city: 'Alvorada',
      business: 'Padaria',
    };
    const refused = await orderBy(ana, P.prospera, company);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ how_long: ['Campo obrigatório.'] });
    const stored = await orderBy(ana, P.prospera, { ...company, how_long: 'Mais de 6 meses' });
    expect(stored.status).toBe(201);
  });

  it('a product whose modal has no extra step is ordered without those fields', async () => {
    const ana = await customer('Cliente Redirecionado');
    const res = await orderBy(ana, P.nnSegRedirect);
    expect(res.status).toBe(201);
    expect(await ordersOf(ana.id)).toBe(1);
  });
});

describe('the scheduling step of an order, required by the services as the modal requires it', () => {
  it('a TABLE order without its schedule is refused, naming each field; with it, stored', async () => {
    const ana = await customer('Cliente Agenda Seguro');
    const missing = await orderBy(ana, P.nnSegInsurance, nnSegAnswers);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      date: ['Campo obrigatório.'],
      morning: ['Campo obrigatório.'],
      afternoon: ['Campo obrigatório.'],
    });
    expect(await ordersOf(ana.id)).toBe(0);
    const stored = await insuranceOrderBy(ana);
    expect(stored.status).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, stored.body.order_id));
    expect(row?.payload).toMatchObject(schedule());
  });

  it('a date beyond a year ahead (the year 9999) is refused with a pt-BR message', async () => {
    const ana = await customer('Cliente Agenda Distante');
    const far = await insuranceOrderBy(ana, { date: '9999-12-31' });
    expect(far.status).toBe(400);
    expect(far.body).toEqual({ date: ['A data precisa estar dentro dos próximos 12 meses.'] });
    expect(await ordersOf(ana.id)).toBe(0);
  });

  it('the extra step is judged before the schedule, as the modal asks it first', async () => {
    const ana = await customer('Cliente Agenda Extra');
    const res = await orderBy(ana, P.nnSegInsurance);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['marital', 'professional_type', 'monthly_income', 'people_range']);
  });
});

describe('the selects of the extra step take only their options', () => {
  it('a marital status or a dependants count outside the lists is refused', async () => {
    const ana = await customer('Cliente Opções');
    const res = await insuranceOrderBy(ana, { marital: 'Enrolado(a)', people_range: 7 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      marital: ['Escolha uma das opções da lista.'],
      people_range: ['Escolha uma das opções da lista.'],
    });
    expect(await ordersOf(ana.id)).toBe(0);
  });

  it("'5 ou mais' is one of the dependants' options", async () => {
    const ana = await customer('Cliente Opções Certas');
    const res = await insuranceOrderBy(ana, { people_range: '5 ou mais' });
    expect(res.status).toBe(201);
  });
});

describe('a product the business-loan page orders too', () => {
  const companyForm = {
    business: 'Padaria Pão Quente',
    company_role: 'Sócio',
    company_income: 'Até 100M',
    property_type: 'commercial',
    purpose: 'working_capital',
    loan_value: 100_000,
  };

  it('needs the CNPJ, the one field that page and the extra step both ask', async () => {
    const ana = await customer('Cliente Empresa');
    const missing = await orderBy(ana, PRODUCTS.businessCredit);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ cnpj: ['Campo obrigatório.'] });
    // The business-loan page sends the company's number and its whole company form.
    const fromPage = await orderBy(ana, PRODUCTS.businessCredit, {
      cnpj: '11.222.333/0001-81',
      ...companyForm,
    });
    expect(fromPage.status).toBe(201);
  });

  it.each([
    ['a loan value below 0', { loan_value: -100 }, { loan_value: ['Valor precisa ser maior que 0.'] }],
    ['a loan value of 0', { loan_value: 0 }, { loan_value: ['Valor precisa ser maior que 0.'] }],
    [
      'a loan value that is no number',
      { loan_value: 'abc' },
      { loan_value: ['Valor precisa ser maior que 0.'] },
    ],
    [
      'a role outside its list',
      { company_role: 'Rei' },
      { company_role: ['Escolha uma das opções da lista.'] },
    ],
    ['a form without its purpose', { purpose: undefined }, { purpose: ['Campo obrigatório.'] }],
  ])("the page's order with %s is refused and not stored", async (_, change, errors) => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Empresa Regras', personType: 1 });
    const res = await orderBy(customer, PRODUCTS.businessCredit, {
      cnpj: '11.222.333/0001-81',
      ...companyForm,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
  });
});
