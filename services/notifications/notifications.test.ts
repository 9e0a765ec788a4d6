import { and, asc, eq, gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '../../src/features/analytics/contract/notification-modes.ts';
import { addPerson, orderBody, PRODUCTS, solicitationBody } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { bankerEvents, contactTypes, mailOutbox, orders } from '../db/schema/index.ts';
import { sendDailyDigests } from './digest.ts';

const { t, f } = withSeededServices();
const H = '/api/checkout/solicitation/handler/';
const LEGACY_ORDER = '/api/checkout/legacy/order/';

/** The last outbox id now: a test reads only the mail written after it. */
async function mark(): Promise<number> {
  const [row] = await t.db.select({ id: max(mailOutbox.id) }).from(mailOutbox);
  return row?.id ?? 0;
}

async function mailSince(after: number, to: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(gt(mailOutbox.id, after), eq(mailOutbox.to, to)))
    .orderBy(asc(mailOutbox.id));
}

const setMode = (who: { id: number; token: string }, mode: unknown, id = who.id) =>
  t.request('PUT', `/api/store/analytics/${id}/notifications/`, { token: who.token, body: { mode } });

/** The WhatsApp link of a message to the customer's phone (fixtures: (11) 98765-4321) naming the product. */
function expectWhatsApp(text: string, product: string) {
  const link = /https:\/\/wa\.me\/5511987654321\?text=(\S+)/.exec(text)?.[1];
  expect(link).toBeTruthy();
  expect(decodeURIComponent(link ?? '')).toContain(product);
}

async function newCustomer(name = 'Cliente Notificado') {
  return addPerson(t.db, { fullName: name, personType: 1 });
}

async function placeOrder(customer: { id: number; token: string }) {
  return t.request('POST', LEGACY_ORDER, {
    token: customer.token,
    body: orderBody(f, customer.id, PRODUCTS.legacy, { cpf: undefined, marital: 'Solteiro(a)' }),
  });
}

describe('the banker hears at once', () => {
  it('an order writes one message to the banker with the WhatsApp link and one confirmation to the customer', async () => {
    const customer = await newCustomer();
    const before = await mark();
    const res = await placeOrder(customer);
    expect(res.status).toBe(201);
    const toBanker = await mailSince(before, f.ana.email);
    expect(toBanker).toHaveLength(1);
    const [message] = toBanker;
    expect(message?.subject).toBe(`Novo pedido de Produto ${PRODUCTS.legacy}: Cliente Notificado`);
    expectWhatsApp(message?.text ?? '', `Produto ${PRODUCTS.legacy}`);
    expect(message?.text).toContain(customer.email);
    expect(message?.text).toContain('(11) 98765-4321');
    expect(message?.text).toContain('http://vitrine.test/pb/ana-souza/analytics');
    expect(message?.html).toContain('href="https://wa.me/5511987654321?text=');
    // The link opens this order in the desk: the id the statement assigned, in text and HTML.
    const [order] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customer.id));
    const opened = `http://vitrine.test/pb/ana-souza/analytics?solicitacao=order-${order?.id}`;
    expect(message?.text).toContain(`Abra a solicitação no Analytics, com a mensagem pronta: ${opened}\n`);
    expect(message?.html).toContain(`<a href="${opened}">Abra a solicitação no Analytics`);
    expect(message?.text).not.toContain('{order_id}');
    const toCustomer = await mailSince(before, customer.email);
    expect(toCustomer.map((m) => m.subject)).toEqual([
      `Recebemos a sua solicitação de Produto ${PRODUCTS.legacy}`,
    ]);
    expect(toCustomer[0]?.text).toContain('Ana Souza');
    expect(toCustomer[0]?.text).toContain(f.ana.email);
    expect(toCustomer[0]?.text).toContain('http://vitrine.test/pb/ana-souza/minhas-solicitacoes');
  });

  it('an order refused by the repeat rule announces nothing', async () => {
    const customer = await newCustomer();
    expect((await placeOrder(customer)).status).toBe(201);
    const before = await mark();
    const repeat = await placeOrder(customer);
    expect(repeat.status).toBe(400);
    expect(await mailSince(before, f.ana.email)).toHaveLength(0);
    expect(await mailSince(before, customer.email)).toHaveLength(0);
  });

  it('a lead made in the store writes one message to the banker', async () => {
    // The fixtures carry no contact types; a lead's phone is stored as one (WhatsApp).
    await t.db.insert(contactTypes).values({ id: 1, name: 'WhatsApp' }).onConflictDoNothing();
    const before = await mark();
    const res = await t.request('POST', '/api/auth/person/v2/existsoradd/', {
      body: {
        full_name: 'Lead Novo',
        email: 'lead.novo@exemplo.com.br',
        principal_contact: '(11) 98765-4321',
        cpf: '496.472.504-95',
        birthday: '10/05/1990',
        terms: true,
        personal_banker: f.ana.id,
      },
    });
    expect(res.status).toBe(201);
    const toBanker = await mailSince(before, f.ana.email);
    expect(toBanker.map((m) => m.subject)).toEqual(['Novo lead na sua loja: Lead Novo']);
    expect(toBanker[0]?.text).toMatch(/https:\/\/wa\.me\/5511987654321\?text=/);
  });

  it('a solicitation writes one message to the banker and one confirmation to the customer', async () => {
    const customer = await newCustomer('Cliente Solicitante');
    const before = await mark();
    const res = await t.request('POST', H, {
      token: customer.token,
      body: solicitationBody({ customer: customer.id, personal_banker: f.ana.id, product: PRODUCTS.loan }),
    });
    expect(res.status).toBe(201);
    const toBanker = await mailSince(before, f.ana.email);
    expect(toBanker.map((m) => m.subject)).toEqual([
      `Nova solicitação de Produto ${PRODUCTS.loan}: Cliente Solicitante`,
    ]);
    expectWhatsApp(toBanker[0]?.text ?? '', `Produto ${PRODUCTS.loan}`);
    expect(toBanker[0]?.text).toContain('O que o cliente informou:');
    expect(toBanker[0]?.text).toContain(
      `http://vitrine.test/pb/ana-souza/analytics?solicitacao=solicitation-${res.body.id}`,
    );
    expect((await mailSince(before, customer.email)).map((m) => m.subject)).toEqual([
      `Recebemos a sua solicitação de Produto ${PRODUCTS.loan}`,
    ]);
  });

  it('a confirmed invitation and a reported one each write one message to the banker', async () => {
    const email = 'convidado.aviso@exemplo.com.br';
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.loan, invite_customer_email: email, review: true, monthly_income: 12000 },
    });
    expect(invited.status).toBe(201);
    const [invite] = await mailSince(0, email);
    const token = /confirm\/\?id=[^&]+&token=([\w-]+)/.exec(invite?.text ?? '')?.[1];
    const before = await mark();
    const confirmed = await t.request('POST', `${H}invite/confirm/`, {
      body: { solicitation: invited.body.id, token },
    });
    expect(confirmed.status).toBe(200);
    const toBanker = await mailSince(before, f.ana.email);
    expect(toBanker.map((m) => m.subject)).toEqual([
      `${email} confirmou a solicitação de Produto ${PRODUCTS.loan}`,
    ]);
    expect(toBanker[0]?.text).toContain('Renda mensal: R$ 12.000,00');

    const other = 'reporta.aviso@exemplo.com.br';
    const second = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.consortium, invite_customer_email: other },
    });
    const beforeReport = await mark();
    await t.request('POST', `${H}invite/report/`, { body: { solicitation: second.body.id } });
    await t.request('POST', `${H}invite/report/`, { body: { solicitation: second.body.id } });
    expect((await mailSince(beforeReport, f.ana.email)).map((m) => m.subject)).toEqual([
      `${other} reportou um erro na solicitação de Produto ${PRODUCTS.consortium}`,
    ]);
  });
});

describe("the banker's choice", () => {
  it('reads imediato by default; turned off, an order sends the banker nothing', async () => {
    const read = await t.request('GET', `/api/store/analytics/${f.carlos.id}/notifications/`, {
      token: f.carlos.token,
    });
    expect(read.body).toEqual({ mode: 'imediato' });
    expect((await setMode(f.carlos, 'desligado')).body).toEqual({ mode: 'desligado' });
    const customer = await newCustomer();
    const before = await mark();
    const res = await t.request('POST', LEGACY_ORDER, {
      token: customer.token,
      body: orderBody(f, customer.id, PRODUCTS.legacy, {
        personal_banker: f.carlos.id,
        marital: 'Solteiro(a)',
      }),
    });
    expect(res.status).toBe(201);
    expect(await mailSince(before, f.carlos.email)).toHaveLength(0);
    // The customer still hears, and a white-label store names its company.
    const [confirmation] = await mailSince(before, customer.email);
    expect(confirmation?.text).toContain('Crédito Parceiro');
    expect(confirmation?.text).not.toContain('Vitrine');
    await setMode(f.carlos, 'imediato');
  });

  it('a daily summary keeps the events and sends them once, the next day', async () => {
    const banker = await addPerson(t.db, { fullName: 'Bia Resumo', personType: 0, slug: 'bia-resumo' });
    expect((await setMode(banker, 'resumo_diario')).status).toBe(200);
    const before = await mark();
    const orderIds: number[] = [];
    for (const name of ['Primeiro Cliente', 'Segundo Cliente']) {
      const customer = await newCustomer(name);
      const res = await t.request('POST', LEGACY_ORDER, {
        token: customer.token,
        body: orderBody(f, customer.id, PRODUCTS.legacy, {
          personal_banker: banker.id,
          marital: 'Solteiro(a)',
        }),
      });
      expect(res.status).toBe(201);
      orderIds.push(res.body.order_id);
    }
    expect(await mailSince(before, banker.email)).toHaveLength(0);
    expect(await t.db.select().from(bankerEvents).where(eq(bankerEvents.bankerId, banker.id))).toHaveLength(
      2,
    );

    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    // The same day's run finds nothing due: the summary covers the day before.
    await sendDailyDigests(t.db, 'http://vitrine.test', new Date());
    expect(await mailSince(before, banker.email)).toHaveLength(0);
    await sendDailyDigests(t.db, 'http://vitrine.test', tomorrow);
    await sendDailyDigests(t.db, 'http://vitrine.test', tomorrow);
    const summaries = await mailSince(before, banker.email);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.subject).toMatch(/^Resumo de \d{2}\/\d{2}\/\d{4}: 2 novidades na sua loja$/);
    expect(summaries[0]?.text).toContain('Primeiro Cliente');
    expect(summaries[0]?.text).toContain('Segundo Cliente');
    expect(summaries[0]?.text).toMatch(/WhatsApp: https:\/\/wa\.me\/5511987654321\?text=/);
    // Each line opens its own request in the desk, as the notice of the moment does.
    for (const id of orderIds) {
      const link = `http://vitrine.test/pb/bia-resumo/analytics?solicitacao=order-${id}`;
      expect(summaries[0]?.text).toContain(`Abra a solicitação no Analytics, com a mensagem pronta: ${link}`);
      expect(summaries[0]?.html).toContain(`href="${link}"`);
    }
  });

  it('only the banker changes their own choice; a customer cannot; a malformed one is a pt-BR 400', async () => {
    expect((await setMode(f.ana, 'desligado', f.carlos.id)).status).toBe(403);
    expect(
      (await t.request('GET', `/api/store/analytics/${f.carlos.id}/notifications/`, { token: f.ana.token }))
        .status,
    ).toBe(403);
    const customer = await newCustomer();
    expect((await setMode(customer, 'desligado')).status).toBe(403);
    expect(
      (
        await t.request('PUT', `/api/store/analytics/${f.ana.id}/notifications/`, {
          body: { mode: 'desligado' },
        })
      ).status,
    ).toBe(401);
    const bad = await setMode(f.ana, 'sempre');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(NOTIFICATION_MESSAGES.invalidMode);
    expect((await setMode(f.ana, 42)).status).toBe(400);
    const read = await t.request('GET', `/api/store/analytics/${f.carlos.id}/notifications/`, {
      token: f.carlos.token,
    });
    expect(read.body).toEqual({ mode: 'imediato' });
  });
});
