import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPerson, CPF, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { orderBody, ordersStoredBy, tomorrow } from '../checkout/testing/order-bodies.ts';
import { orders, privacyAudit } from '../db/schema/index.ts';

const { t, f } = withSeededServices();

/** An order posted to legacy/order/ by the holder of `token`. */
const postLegacy = (token: string | undefined, body: unknown) =>
  t.request('POST', '/api/checkout/legacy/order/', { token, body });

describe('POST legacy/order/', () => {
  it('stores the order, writes the audit record first and answers the sandbox hand-off url', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Um', personType: 1 });
    const res = await postLegacy(
      customer.token,
      orderBody(customer.id, PRODUCTS.legacy, f.ana.id, {
        cpf: '496.472.504-95',
        marital: 'Solteiro(a)',
      }),
    );
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
      const res = await postLegacy(
        customer.token,
        orderBody(customer.id, PRODUCTS.legacy, f.ana.id, { terms }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        terms: ['É preciso aceitar os termos de uso e a política de privacidade.'],
      });
    }
    expect(await ordersStoredBy(t.db, customer.id)).toBe(0);
    const audits = await t.db.select().from(privacyAudit).where(eq(privacyAudit.userId, customer.id));
    expect(audits).toHaveLength(0);
  });

  it('writes exactly one consent record per order, naming the order, terms version and source', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Um Registro', personType: 1 });
    const first = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      headers: { 'Idempotency-Key': 'consent-once-1' },
      body: orderBody(customer.id, PRODUCTS.legacy, f.ana.id),
    });
    expect(first.status).toBe(201);
    // The retry answers the stored order; the repeat inside the window is refused: no record either way.
    const retry = await t.request('POST', '/api/checkout/legacy/order/', {
      token: customer.token,
      headers: { 'Idempotency-Key': 'consent-once-1' },
      body: orderBody(customer.id, PRODUCTS.legacy, f.ana.id),
    });
    expect(retry.status).toBe(200);
    const repeat = await postLegacy(customer.token, orderBody(customer.id, PRODUCTS.legacy, f.ana.id));
    expect(repeat.status).toBe(400);
    const other = await postLegacy(
      customer.token,
      orderBody(customer.id, PRODUCTS.insurance, f.carlos.id, {
        date: tomorrow(),
        morning: { start: '08:00', end: '09:00' },
        afternoon: { start: '13:00', end: '15:00' },
      }),
    );
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
    const res = await postLegacy(customer.token, orderBody(customer.id, PRODUCTS.legacy, f.carlos.id));
    expect(res.status).toBe(201);
    const [audit] = await t.db.select().from(privacyAudit).where(eq(privacyAudit.userId, customer.id));
    expect(audit).toMatchObject({ source: `company:${f.whitelabelCompanyId}`, tosVersion: 'v2.0.0' });
  });

  it("accepts the storefront's form as it sends it: unused fields blank", async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Formulário', personType: 1 });
    const schedule = {
      date: tomorrow(),
      morning: { start: '08:00', end: '09:00' },
      afternoon: { start: '13:00', end: '15:00' },
    };
    const res = await postLegacy(
      customer.token,
      orderBody(customer.id, PRODUCTS.insurance, f.ana.id, {
        email: '',
        cpf: '',
        cnpj: '',
        social_name: '',
        financing: null,
        home_equity: null,
        ...schedule,
      }),
    );
    expect(res.status).toBe(201);
    const stored = await t.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: res.body.order_id,
      productId: PRODUCTS.insurance,
      bankerId: f.ana.id,
    });
    // The schedule is kept as sent; a blank e-mail is the account's, a blank document is none.
    expect(stored[0]?.payload).toMatchObject({
      ...schedule,
      email: customer.email,
      social_name: '',
      financing: null,
      home_equity: null,
    });
    expect(stored[0]?.payload).not.toHaveProperty('cpf');
    expect(stored[0]?.payload).not.toHaveProperty('cnpj');
  });

  // Each refusal: the post (no token: a visitor's), the status and the answer.
  it.each([
    [
      'answers 401 without a token',
      () => postLegacy(undefined, orderBody(f.joao.id, PRODUCTS.legacy, f.ana.id)),
      401,
      { detail: 'As credenciais de autenticação não foram fornecidas.' },
    ],
    [
      "answers 403 for an order in another customer's name",
      () => postLegacy(f.maria.token, orderBody(f.joao.id, PRODUCTS.legacy, f.ana.id)),
      403,
      { detail: 'O pedido deve ser feito pelo próprio cliente.' },
    ],
    [
      'answers 404 for an unknown product',
      () => postLegacy(f.pedro.token, orderBody(f.pedro.id, 9999, f.ana.id)),
      404,
      { detail: 'Produto não encontrado.' },
    ],
    [
      'answers 404 for someone who is not a banker',
      () => postLegacy(f.pedro.token, orderBody(f.pedro.id, PRODUCTS.legacy, f.maria.id)),
      404,
      { detail: 'Personal Banker não encontrado.' },
    ],
    [
      'answers field errors in the shapes of docs/validation-and-errors.md#error-catalogue',
      () =>
        postLegacy(
          f.pedro.token,
          orderBody(f.pedro.id, PRODUCTS.legacy, f.ana.id, {
            cpf: '123.456.789-00',
            principal_contact: '1234',
          }),
        ),
      400,
      { cpf: ['CPF informado não é válido.'], principal_contact: ['Celular inválido.'] },
    ],
    [
      'answers each missing field',
      () => postLegacy(f.pedro.token, { customer: f.pedro.id }),
      400,
      { product: ['Campo obrigatório.'], personal_banker: ['Campo obrigatório.'] },
    ],
    [
      'rejects a CPF that belongs to another customer',
      () => postLegacy(f.pedro.token, orderBody(f.pedro.id, PRODUCTS.legacy, f.ana.id, { cpf: CPF.joao })),
      400,
      { cpf: ['CPF já cadastrado em outra conta.'] },
    ],
    [
      'refuses a product posted to a path that is not its own',
      () => postLegacy(f.pedro.token, orderBody(f.pedro.id, PRODUCTS.card, f.ana.id)),
      400,
      { detail: 'Este produto não é solicitado por este endereço.' },
    ],
  ])('%s', async (_, post, status, answer) => {
    const res = await post();
    expect(res.status).toBe(status);
    expect(res.body).toEqual(answer);
  });

  it('refuses orders at a paused store', async () => {
    const res = await postLegacy(f.pedro.token, orderBody(f.pedro.id, PRODUCTS.legacy, f.paused.id));
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Esta loja foi desabilitada temporariamente ou não está disponível!');
  });
});
