import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '../../../src/features/requests/contract/desk.ts';
import { CONTACT_MESSAGES } from '../../../src/features/requests/rules/contact-templates.ts';
import { orderBody, PRODUCTS } from '../../checkout/testing/fixtures.ts';
import { withSeededServices } from '../../checkout/testing/harness.ts';
import { requestPlacer } from '../test-requests.ts';

const { t, f } = withSeededServices();
const { newCustomer, institutionSets } = requestPlacer(t, f);
const desk = (banker: number, rest = '') => `/api/checkout/requests/desk/${banker}/${rest}`;

/** An order of R$ 10.000,00 of the harness's product 1. */
async function auroraOrder(customer: { id: number; token: string }): Promise<string> {
  const res = await t.request('POST', '/api/checkout/legacy/order/', {
    token: customer.token,
    body: orderBody(f, customer.id, PRODUCTS.legacy, {
      cpf: undefined,
      marital: 'Solteiro(a)',
      value: 10000,
    }),
  });
  expect(res.status).toBe(201);
  return String(res.body.order_id);
}

describe("the banker's desk", () => {
  it('shows a new order in its column with its amount, and moves it when the status changes', async () => {
    const customer = await newCustomer('Beatriz Desk Coluna');
    const id = await auroraOrder(customer);
    const search = { token: f.ana.token };
    const res = await t.request('GET', `${desk(f.ana.id)}?search=beatriz%20coluna`, search);
    expect(res.status).toBe(200);
    const received = res.body.columns.find((column: { status: string }) => column.status === 'recebida');
    expect(received.count).toBe(1);
    expect(received.service_level).toBe(1);
    expect(received.cards[0]).toMatchObject({
      kind: 'order',
      id,
      customer: 'Beatriz Desk Coluna',
      product: 'Produto 1',
      institution: 'Banco Exemplo',
      amount_cents: 1_000_000,
      status: 'recebida',
      late: false,
    });
    await t.request('POST', `/api/checkout/requests/order/${id}/status/`, {
      token: f.ana.token,
      body: { status: 'em_analise' },
    });
    const moved = await t.request(
      'GET',
      `${desk(f.ana.id)}?search=beatriz%20coluna&status=em_analise`,
      search,
    );
    expect(moved.body.columns).toHaveLength(1);
    expect(moved.body.columns[0]).toMatchObject({ status: 'em_analise', count: 1 });
    expect(moved.body.columns[0].cards[0].id).toBe(id);
    const filtered = await t.request(
      'GET',
      `${desk(f.ana.id)}?search=beatriz%20coluna&institution=banco-mare`,
      search,
    );
    expect(filtered.body.columns.every((column: { count: number }) => column.count === 0)).toBe(true);
  });

  it('keeps private notes that the customer never sees, and prepares a contact it records', async () => {
    const customer = await newCustomer('Carla Desk Contato');
    const id = await auroraOrder(customer);
    const asBanker = (what: 'notes' | 'contacts', body: unknown) =>
      t.request('POST', `/api/checkout/requests/order/${id}/${what}/`, { token: f.ana.token, body });
    /** Prepares a contact and answers the link it opens. */
    const contactLink = async (body: unknown) => {
      const res = await asBanker('contacts', body);
      expect(res.status).toBe(200);
      return new URL(res.body.href);
    };
    const note = await asBanker('notes', { body: '<b>Ligar</b> depois das 18h' });
    expect(note.status).toBe(200);
    expect(note.body).toMatchObject({
      about: 'request',
      body: '<b>Ligar</b> depois das 18h',
      remind_at: null,
    });
    const empty = await asBanker('notes', { body: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(DESK_MESSAGES.noteEmpty);

    const mail = await contactLink({ channel: 'email', template: 'first_contact' });
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('body')).toBe(
      'Olá, Carla! Aqui é Ana Souza, Personal Banker. Recebi a sua solicitação de Produto 1 e vou ajudar você a seguir com ela.',
    );
    const chat = await contactLink({ channel: 'whatsapp', template: 'documents' });
    expect(chat.origin).toBe('https://wa.me');
    expect(chat.searchParams.get('text')).toBe(
      'Olá, Carla! Aqui é Ana Souza, Personal Banker. Para seguir com a sua solicitação de Produto 1, preciso de alguns documentos. Quando podemos conversar?',
    );
    // Without a phone, WhatsApp says so instead of a broken link.
    await t.db.execute(sql`update persons set principal_contact = null where id = ${customer.id}`);
    const none = await asBanker('contacts', { channel: 'whatsapp', template: 'documents' });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(CONTACT_MESSAGES.noPhone);

    const detail = await t.request('GET', desk(f.ana.id, `order/${id}/`), { token: f.ana.token });
    expect(detail.status).toBe(200);
    expect(detail.body.notes.map((n: { body: string }) => n.body)).toEqual(['<b>Ligar</b> depois das 18h']);
    expect(detail.body.contacts).toEqual([
      { channel: 'whatsapp', template: 'documents', created_at: expect.any(String) },
      { channel: 'email', template: 'first_contact', created_at: expect.any(String) },
    ]);
    const mine = await t.request('GET', '/api/checkout/requests/', { token: customer.token });
    expect(JSON.stringify(mine.body)).not.toContain('Ligar');
  });

  it("answers another banker's store and requests as not found, and refuses a customer", async () => {
    const customer = await newCustomer('Davi Desk Muro');
    const id = await auroraOrder(customer);
    const carlos = { token: f.carlos.token };
    expect((await t.request('GET', desk(f.ana.id), carlos)).status).toBe(404);
    expect((await t.request('GET', desk(f.carlos.id, `order/${id}/`), carlos)).status).toBe(404);
    expect((await t.request('GET', desk(f.ana.id, 'commissions/'), carlos)).status).toBe(404);
    for (const [path, body] of [
      ['notes/', { body: 'x' }],
      ['contacts/', { channel: 'email', template: 'follow_up' }],
    ] as const)
      expect(
        (await t.request('POST', `/api/checkout/requests/order/${id}/${path}`, { ...carlos, body })).status,
      ).toBe(404);
    expect((await t.request('GET', desk(f.ana.id), { token: customer.token })).status).toBe(403);
    const malformed = await Promise.all([
      t.request('GET', `${desk(f.ana.id)}?status=feita`, { token: f.ana.token }),
      t.request('GET', `${desk(f.ana.id)}?from=2026-12-01&to=2026-11-01`, { token: f.ana.token }),
      t.request('GET', `${desk(f.ana.id)}?page=0`, { token: f.ana.token }),
      t.request('GET', desk(f.ana.id, 'order/abc/'), { token: f.ana.token }),
      t.request('POST', `/api/checkout/requests/order/${id}/contacts/`, {
        token: f.ana.token,
        body: { channel: 'sms', template: 'x' },
      }),
    ]);
    expect(malformed.map((res) => res.status)).toEqual([400, 400, 400, 404, 400]);
  });

  it('fixes the commission at approval and counts it earned once contracted', async () => {
    // The harness's product 1 is made Banco Aurora Digital's, whose rule is 1,50% of the amount financed.
    await t.db.execute(
      sql`update institutions set slug = 'banco-aurora' where id = (select institution_id from products where id = 1)`,
    );
    const customer = await newCustomer('Elisa Desk Comissao');
    const id = await auroraOrder(customer);
    await institutionSets(id, 'aprovada', `desk-approve-${id}`);
    const approved = await t.request('GET', desk(f.ana.id, `order/${id}/`), { token: f.ana.token });
    // 1,50% of R$ 10.000,00 = R$ 150,00, expected until contracted.
    expect(approved.body.commission).toMatchObject({
      institution: 'Banco Exemplo',
      base_cents: 1_000_000,
      commission_cents: 15_000,
      rule: '1,50% do valor financiado',
      earned_at: null,
    });
    await institutionSets(id, 'contratada', `desk-contract-${id}`);
    const list = await t.request('GET', desk(f.ana.id, 'commissions/'), { token: f.ana.token });
    expect(list.status).toBe(200);
    const mine = list.body.requests.find((row: { id: string }) => row.id === id);
    expect(mine).toMatchObject({ commission_cents: 15_000, earned_at: expect.any(String) });
    const earned = list.body.months.reduce(
      (sum: number, row: { earned_cents: number }) => sum + row.earned_cents,
      0,
    );
    expect(list.body.earned_cents).toBe(earned);
    expect(earned).toBeGreaterThanOrEqual(15_000);
  });

  it("sets the store's own service levels; refuses another banker, a customer and a level out of range", async () => {
    const customer = await newCustomer('Kaio Desk Prazo');
    const put = (banker: number, token: string, body: unknown) =>
      t.request('PUT', desk(banker, 'service-levels/'), { token, body });
    const set = await Promise.all([
      put(f.ana.id, f.ana.token, { levels: [{ status: 'recebida', business_days: 3 }] }),
      put(f.ana.id, f.ana.token, { levels: [{ status: 'recebida', business_days: 3 }] }),
    ]);
    expect(set.map((res) => res.status)).toEqual([200, 200]);
    expect(set[0]?.body.levels).toEqual([
      { status: 'recebida', business_days: 3 },
      { status: 'em_analise', business_days: 2 },
      { status: 'enviada', business_days: 3 },
      { status: 'analise_instituicao', business_days: 5 },
      { status: 'aprovada', business_days: 5 },
    ]);
    const pipeline = await t.request('GET', desk(f.ana.id), { token: f.ana.token });
    const received = pipeline.body.columns.find((column: { status: string }) => column.status === 'recebida');
    expect(received.service_level).toBe(3);
    const refused = await Promise.all([
      put(f.ana.id, f.carlos.token, { levels: [{ status: 'recebida', business_days: 2 }] }),
      put(f.ana.id, customer.token, { levels: [{ status: 'recebida', business_days: 2 }] }),
      put(f.ana.id, f.ana.token, { levels: [{ status: 'recebida', business_days: 0 }] }),
      put(f.ana.id, f.ana.token, { levels: [{ status: 'recebida', business_days: 31 }] }),
      put(f.ana.id, f.ana.token, { levels: [{ status: 'cancelada', business_days: 2 }] }),
      put(f.ana.id, f.ana.token, { levels: 'todos' }),
    ]);
    expect(refused.map((res) => res.status)).toEqual([404, 403, 400, 400, 400, 400]);
    expect(JSON.stringify(refused[2]?.body)).toContain(DESK_MESSAGES.serviceLevel);
    // Nothing refused changed what was saved.
    const after = await put(f.ana.id, f.ana.token, { levels: [] });
    expect(after.body.levels[0]).toEqual({ status: 'recebida', business_days: 3 });
    await put(f.ana.id, f.ana.token, { levels: [{ status: 'recebida', business_days: 1 }] });
  });

  it("keeps the store's own template texts, fills only the four fields, and refuses any other", async () => {
    const customer = await newCustomer('Lara Desk Modelo');
    const id = await auroraOrder(customer);
    const templates = (token: string, body?: unknown, banker = f.ana.id) =>
      t.request(body === undefined ? 'GET' : 'PUT', desk(banker, 'templates/'), { token, body });
    const start = await templates(f.ana.token);
    expect(start.status).toBe(200);
    expect(
      start.body.templates.map((item: { key: string; custom: boolean }) => [item.key, item.custom]),
    ).toEqual([
      ['first_contact', false],
      ['documents', false],
      ['follow_up', false],
    ]);
    const own = 'Oi, {cliente}! {assessor} ({titulo}) aqui, sobre {produto}: <b>ligo</b> hoje.';
    const saved = await templates(f.ana.token, { templates: [{ key: 'follow_up', body: own }] });
    expect(saved.status).toBe(200);
    expect(saved.body.templates[2]).toMatchObject({ key: 'follow_up', body: own, custom: true });
    const sent = await t.request('POST', `/api/checkout/requests/order/${id}/contacts/`, {
      token: f.ana.token,
      body: { channel: 'whatsapp', template: 'follow_up' },
    });
    expect(new URL(sent.body.href).searchParams.get('text')).toBe(
      'Oi, Lara! Ana Souza (Personal Banker) aqui, sobre Produto 1: <b>ligo</b> hoje.',
    );
    const refused = await Promise.all([
      templates(f.ana.token, { templates: [{ key: 'follow_up', body: 'Seu CPF é {cpf}' }] }),
      templates(f.ana.token, { templates: [{ key: 'follow_up', body: 'x'.repeat(501) }] }),
      templates(f.ana.token, { templates: [{ key: 'follow_up', body: '  ' }] }),
      templates(f.ana.token, { templates: [{ key: 'outro', body: 'Oi' }] }),
      templates(f.carlos.token, { templates: [{ key: 'follow_up', body: 'Oi' }] }, f.ana.id),
      templates(customer.token, { templates: [{ key: 'follow_up', body: 'Oi' }] }),
    ]);
    expect(refused.map((res) => res.status)).toEqual([400, 400, 400, 400, 404, 403]);
    expect(refused[0]?.body.detail).toBe(CONTACT_MESSAGES.templateField);
    // What was refused changed nothing; null goes back to the starting text.
    expect((await templates(f.ana.token)).body.templates[2].body).toBe(own);
    const reset = await templates(f.ana.token, { templates: [{ key: 'follow_up', body: null }] });
    expect(reset.body.templates[2]).toMatchObject({
      custom: false,
      body: reset.body.templates[2].default_body,
    });
  });

  it('counts the columns from the counts kept as requests arrive, move and go, as a recount finds them', async () => {
    const customers = await Promise.all(
      ['Lia', 'Mauro', 'Nina', 'Otto', 'Paula'].map((name) => newCustomer(`${name} Desk Contagem`)),
    );
    const ids = await Promise.all(customers.map((customer) => auroraOrder(customer)));
    const [moved, approved, old, gone] = ids as [string, string, string, string];
    await Promise.all([
      t.request('POST', `/api/checkout/requests/order/${moved}/status/`, {
        token: f.ana.token,
        body: { status: 'em_analise' },
      }),
      institutionSets(approved, 'aprovada', `desk-counts-${approved}`),
    ]);
    // One waited ten days (late at every level), one is erased: neither passes through a status event.
    await t.db.execute(
      sql`update orders set status_at = now() - interval '10 days' where id = ${Number(old)}`,
    );
    await t.db.execute(sql`delete from orders where id = ${Number(gone)}`);

    const kept = (await t.db.execute(sql`
      select status, count from store_request_counts where banker_id = ${f.ana.id} and count <> 0
      order by status`)) as unknown as { rows: { status: string; count: number }[] };
    const recount = (await t.db.execute(sql`
      select status, count(*)::int as count from (
        select status from orders where banker_id = ${f.ana.id}
        union all select status from solicitations where banker_id = ${f.ana.id} and customer_id is not null) r
      group by status order by status`)) as unknown as { rows: { status: string; count: number }[] };
    expect(kept.rows).toEqual(recount.rows);

    // The unfiltered columns read the kept counts; a period reaching back to 2000 counts the rows.
    const columns = async (query: string) => {
      const res = await t.request('GET', `${desk(f.ana.id)}${query}`, { token: f.ana.token });
      expect(res.status).toBe(200);
      return res.body.columns.map(({ status, count, late }: Record<string, unknown>) => ({
        status,
        count,
        late,
      }));
    };
    const fromKept = await columns('');
    expect(fromKept).toEqual(await columns('?from=2000-01-01'));
    const received = fromKept.find((column: { status: string }) => column.status === 'recebida');
    expect(received.late).toBeGreaterThanOrEqual(1);
  });
});
