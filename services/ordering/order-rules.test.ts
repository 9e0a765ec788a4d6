import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPerson, CPF, orderBody, type Person, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { ordersStoredBy } from '../checkout/testing/order-bodies.ts';
import { BRAZIL_TODAY, dayFrom, simulationData } from '../checkout/testing/simulations.ts';
import { orders } from '../db/schema/index.ts';

const { t, f } = withSeededServices();

/** A day relative to the services' "today" (yyyy-mm-dd). */
const day = (offset: number) => dayFrom(BRAZIL_TODAY, offset);

const schedule = {
  date: day(1),
  morning: { start: '08:00', end: '10:00' },
  afternoon: { start: '14:00', end: '18:00' },
};

const order = (customer: number, product: number, extra: Record<string, unknown> = {}) =>
  orderBody(f, customer, product, extra);

const ordersOf = (customerId: number) => ordersStoredBy(t.db, customerId);

/** A customer's order of `product` at Ana's store, posted to `path`. */
const orderBy = (customer: Person, path: string, product: number, extra?: Record<string, unknown>) =>
  t.request('POST', path, { token: customer.token, body: order(customer.id, product, extra) });

describe('scheduling of an order (docs/validation-and-errors.md#validation-rules, docs/validation-and-errors.md#constants-and-limits)', () => {
  const path = '/api/checkout/benefits/v1/order/';

  it.each([
    [
      'a past date and 23:00-01:00',
      { ...schedule, date: day(-1), morning: { start: '23:00', end: '01:00' } },
      {
        date: ['A data não pode ser anterior a hoje.'],
        'morning.start': ['Escolha um horário entre 08:00 e 12:00.'],
        'morning.end': ['Escolha um horário entre 08:00 e 12:00.'],
      },
    ],
    [
      "'x' and 'y'",
      { ...schedule, afternoon: { start: 'x', end: 'y' } },
      {
        'afternoon.start': ['Horário inválido.'],
        'afternoon.end': ['Horário inválido.'],
      },
    ],
    [
      'an end before its start',
      { ...schedule, morning: { start: '11:00', end: '09:00' } },
      { 'morning.end': ['O horário final precisa ser depois do inicial.'] },
    ],
    [
      'a date without the ranges',
      { date: day(2) },
      { morning: ['Campo obrigatório.'], afternoon: ['Campo obrigatório.'] },
    ],
  ])('refuses %s and stores nothing', async (_, scheduling, errors) => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Agenda', personType: 1 });
    const res = await orderBy(customer, path, PRODUCTS.benefits, scheduling);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await ordersOf(customer.id)).toBe(0);
  });

  it('stores a schedule from today on, within the slots', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Agenda Certa', personType: 1 });
    const res = await orderBy(customer, path, PRODUCTS.benefits, { ...schedule, date: day(0) });
    expect(res.status).toBe(201);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(stored?.payload).toMatchObject({ date: day(0), morning: schedule.morning });
  });
});

describe('money of an order: above 0, in centavos, within the family limits', () => {
  const path = '/api/checkout/creditauto/v1/order/';

  it.each([
    [0.05, { credit_value: ['Valor mínimo é R$ 5.000,00'] }],
    [0, { credit_value: ['Valor precisa ser maior que 0.'] }],
    [-100, { credit_value: ['Valor precisa ser maior que 0.'] }],
    [10_000.001, { credit_value: ['Informe o valor com no máximo 2 casas decimais.'] }],
    [500_000.01, { credit_value: ['Valor máximo é R$ 500.000,00'] }],
  ])('a vehicle loan of %d is refused', async (value, errors) => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Veículo', personType: 1 });
    const res = await orderBy(customer, path, PRODUCTS.creditAuto, { credit_value: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
    expect(await ordersOf(customer.id)).toBe(0);
  });

  it('the financing value the form sends along follows the same limits', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Veículo Dois', personType: 1 });
    const res = await orderBy(customer, path, PRODUCTS.creditAuto, {
      credit_value: 45_000,
      financing: 0.05,
      financing_value: 0.05,
    });
    expect(res.body).toEqual({
      financing: ['Valor mínimo é R$ 5.000,00'],
      financing_value: ['Valor mínimo é R$ 5.000,00'],
    });
    const ok = await orderBy(customer, path, PRODUCTS.creditAuto, {
      credit_value: 5_000,
      financing: 5_000,
      financing_value: 5_000,
    });
    expect(ok.status).toBe(201);
  });

  it('a consortium letter within its limits', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Carta', personType: 1 });
    const res = await orderBy(customer, '/api/checkout/consorcio/v1/order/', PRODUCTS.consortium, {
      is_pj: false,
      consortium_type: 'cars',
      value_type: 'term',
      term_value: 50,
    });
    expect(res.body).toEqual({ term_value: ['Valor mínimo é R$ 100,00'] });
  });

  it('a birthday under 18 years or not a real date is refused', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Idade', personType: 1 });
    const child = `15/06/${new Date().getFullYear() - 10}`;
    for (const [birthday, message] of [
      [child, 'Idade inválida.'],
      ['31/02/1990', 'Data inválida.'],
      ['1899-05-10', 'Ano inválido.'],
    ]) {
      const res = await orderBy(customer, '/api/checkout/legacy/order/', PRODUCTS.legacy, { birthday });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ birthday: [message] });
    }
    expect(await ordersOf(customer.id)).toBe(0);
  });

  it('a name that breaks the full-name rules is refused', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Nome', personType: 1 });
    const res = await orderBy(customer, '/api/checkout/legacy/order/', PRODUCTS.legacy, {
      full_name: 'Cliente  Nome',
    });
    expect(res.body).toEqual({ full_name: ['Por favor, tecle apenas um espaço entre as palavras'] });
  });
});

describe("a logged-in customer's order carries the account's identity", () => {
  it("refuses another person's name, birthday, e-mail and CPF, field by field", async () => {
    const res = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.joao.token,
      body: order(f.joao.id, PRODUCTS.legacy, {
        cpf: CPF.joao,
        full_name: 'Maria Costa',
        birthday: '1985-01-20',
        email: 'outra.pessoa@exemplo.com.br',
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      full_name: ['O nome do pedido precisa ser o mesmo da sua conta. Para alterá-lo, use Editar dados.'],
      birthday: [
        'A data de nascimento do pedido precisa ser a mesma da sua conta. Para alterá-la, use Editar dados.',
      ],
      email: ['O e-mail do pedido precisa ser o mesmo da sua conta.'],
    });
    const otherCpf = await t.request('POST', '/api/checkout/legacy/order/', {
      token: f.joao.token,
      body: order(f.joao.id, PRODUCTS.legacy, { cpf: '496.472.504-95' }),
    });
    expect(otherCpf.body).toEqual({ cpf: ['O CPF do pedido precisa ser o mesmo da sua conta.'] });
    expect(await ordersOf(f.joao.id)).toBe(0);
  });

  it('stores the name, birthday, e-mail and CPF of the account, whatever the body leaves out', async () => {
    const res = await t.request('POST', '/api/checkout/loan/v1/order/', {
      token: f.maria.token,
      body: order(f.maria.id, PRODUCTS.loan, { full_name: 'maria costa', birthday: '10/05/1990' }),
    });
    expect(res.status).toBe(201);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(stored?.payload).toMatchObject({
      full_name: 'Maria Costa',
      birthday: '1990-05-10',
      email: f.maria.email,
      cpf: CPF.maria,
    });
  });

  it('takes the CPF of the body while the account has none', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Sem CPF', personType: 1 });
    const res = await orderBy(customer, '/api/checkout/legacy/order/', PRODUCTS.legacy, {
      cpf: '935.411.347-80',
    });
    expect(res.status).toBe(201);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(stored?.payload).toMatchObject({ cpf: '93541134780', full_name: 'Cliente Sem CPF' });
  });
});

describe('Idempotency-Key (as Stripe defines it)', () => {
  const path = '/api/checkout/legacy/order/';
  const cardPath = '/api/checkout/creditcard/v1/order/';

  /** A new customer whose orders go under one Idempotency-Key. */
  async function keyHolder(fullName: string, key: string) {
    const customer = await addPerson(t.db, { fullName, personType: 1 });
    const send = (to: string, body: Record<string, unknown>) =>
      t.request('POST', to, { token: customer.token, body, headers: { 'idempotency-key': key } });
    return { ...customer, send };
  }

  /** Dates an order back by `hours`, as if the key had been used then. */
  const age = (orderId: number, hours: number) =>
    t.db
      .update(orders)
      .set({ createdAt: sql`now() - ${hours}::int * interval '1 hour'` })
      .where(eq(orders.id, orderId));

  it('the same key with another body answers 422 and stores nothing more', async () => {
    const customer = await keyHolder('Cliente Chave', 'chave-outro-pedido-1');
    const first = await customer.send(path, order(customer.id, PRODUCTS.legacy));
    expect(first.status).toBe(201);
    const other = await customer.send(cardPath, order(customer.id, PRODUCTS.card));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      detail:
        'Esta Idempotency-Key já foi usada em outro pedido nas últimas 24 horas. Use uma nova chave para um pedido diferente.',
    });
    const changed = await customer.send(
      path,
      order(customer.id, PRODUCTS.legacy, { marital: 'Solteiro(a)' }),
    );
    expect(changed.status).toBe(422);
    expect(await ordersOf(customer.id)).toBe(1);
  });

  it('the same key and body answer the stored order, whatever the key order of the JSON', async () => {
    const customer = await keyHolder('Cliente Mesma Chave', 'chave-mesmo-pedido-1');
    const body = order(customer.id, PRODUCTS.app, { marital: 'Casado(a)' });
    const first = await customer.send(path, body);
    const again = await customer.send(path, Object.fromEntries(Object.entries(body).reverse()));
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(customer.id)).toBe(1);
  });

  it('a key older than 24 hours is forgotten: it may start a new order', async () => {
    const customer = await keyHolder('Cliente Chave Velha', 'chave-de-ontem-0001');
    const first = await customer.send(path, order(customer.id, PRODUCTS.legacy));
    await age(first.body.order_id, 25);
    const next = await customer.send(cardPath, order(customer.id, PRODUCTS.card));
    expect(next.status).toBe(201);
    expect(next.body.order_id).not.toBe(first.body.order_id);
    expect(await ordersOf(customer.id)).toBe(2);
  });

  it('23 hours later the key still answers its order', async () => {
    const customer = await keyHolder('Cliente Chave Recente', 'chave-de-hoje-00001');
    const body = order(customer.id, PRODUCTS.legacy);
    const first = await customer.send(path, body);
    await age(first.body.order_id, 23);
    const again = await customer.send(path, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('10 simultaneous requests with one key and two bodies: one order, the others 200 or 422', async () => {
    const customer = await keyHolder('Cliente Corrida', 'chave-corrida-00001');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? customer.send(cardPath, order(customer.id, PRODUCTS.card))
          : customer.send(path, order(customer.id, PRODUCTS.legacy)),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const r of results) expect([200, 201, 400, 422]).toContain(r.status);
    expect(await ordersOf(customer.id)).toBe(1);
  });
});

describe('real-estate simulation and interest (docs/validation-and-errors.md#validation-rules state rule)', () => {
  const data = simulationData({ real_estate_address_state: 'XX' });

  it("refuses the state 'XX' in a simulation and in the interest record", async () => {
    const simulation = await t.request('POST', '/api/checkout/real-estate/financing/simulate/', {
      body: { partner: 'horizonte', data },
    });
    expect(simulation.status).toBe(400);
    expect(simulation.body).toEqual({
      'data.real_estate_address_state': ['Por favor, digite uma sigla existente.'],
    });
    const interest = await t.request('POST', '/api/checkout/real-estate/financing/interest/', {
      body: {
        financing_value: 240000,
        funding_period: 360,
        real_estate_address_state: 'XX',
        real_estate_value: 400000,
        real_estate_type: 'apartment',
        product: PRODUCTS.realEstate,
        personal_banker: f.ana.id,
        simulation_results: [],
      },
    });
    expect(interest.status).toBe(400);
    expect(interest.body).toEqual({ real_estate_address_state: ['Por favor, digite uma sigla existente.'] });
  });

  it('accepts each of the 27 states, in either case', async () => {
    const res = await t.request('POST', '/api/checkout/real-estate/financing/simulate/', {
      body: { partner: 'horizonte', data: { ...data, real_estate_address_state: 'to' } },
    });
    expect(res.status).toBe(200);
  });
});
