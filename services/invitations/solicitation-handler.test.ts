import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addPerson, PRODUCTS, solicitationBody } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { cpfFrom } from '../db/demo/people-data.ts';
import { solicitations } from '../db/schema/index.ts';

/** The solicitation handler: by product, what each screen must send, and how its failures are reported. */
const { t, f } = withSeededServices();

const H = '/api/checkout/solicitation/handler/';

/** The call was refused with 400 and this answer. */
function expectRefusal(res: { status: number; body: unknown }, answer: unknown) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual(answer);
}

describe('solicitation handler by product', () => {
  it("answers 'Não encontrada' before the customer has one, then creates, reads and updates it", async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Sol', personType: 1 });
    const missing = await t.request('GET', `${H}${PRODUCTS.loan}/`, { token: customer.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Não encontrada' });

    const body = solicitationBody(
      { customer: customer.id, personal_banker: f.ana.id, product: PRODUCTS.loan },
      { gender: 'F', property_type: 'house' },
    );
    const created = await t.request('POST', H, { token: customer.token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      product: PRODUCTS.loan,
      customer: customer.id,
      personal_banker: f.ana.id,
      state: { step: 'created', description: 'Solicitação criada.' },
      he_order: null,
      solicitation: { property_type: 'house', loan_value: 150000, lgpd: true },
    });
    expect(created.body.solicitation).not.toHaveProperty('gender');

    const again = await t.request('POST', H, { token: customer.token, body });
    expectRefusal(again, { detail: 'Já existe uma solicitação deste produto.' });

    const read = await t.request('GET', `${H}${PRODUCTS.loan}/`, { token: customer.token });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(created.body.id);

    const updated = await t.request('PUT', H, {
      token: customer.token,
      body: { ...body, property_type: 'apartment' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.solicitation).toMatchObject({ property_type: 'apartment', loan_value: 150000 });
  });

  it('answers 401 without a token and 403 for another customer', async () => {
    expect((await t.request('GET', `${H}${PRODUCTS.homeEquity}/`)).status).toBe(401);
    const body = { customer: f.joao.id, personal_banker: f.ana.id, product: PRODUCTS.loan, lgpd: true };
    expect((await t.request('POST', H, { body })).status).toBe(401);
    const other = await t.request('POST', H, { token: f.maria.token, body });
    expect(other.status).toBe(403);
    const put = await t.request('PUT', H, { token: f.maria.token, body });
    expect(put.status).toBe(403);
  });

  it('validates the payload with pt-BR messages', async () => {
    const res = await t.request('POST', H, {
      token: f.pedro.token,
      body: {
        customer: f.pedro.id,
        personal_banker: f.ana.id,
        product: PRODUCTS.loan,
        lgpd: false,
        cpf: '000',
      },
    });
    expectRefusal(res, { cpf: ['CPF informado não é válido.'], lgpd: ['Campo obrigatório.'] });
  });

  it('answers 404 for an unknown product or banker and for an update with nothing to update', async () => {
    const base = { customer: f.pedro.id, personal_banker: f.ana.id, product: 9999, lgpd: true };
    expect((await t.request('POST', H, { token: f.pedro.token, body: base })).body).toEqual({
      detail: 'Produto não encontrado.',
    });
    const noBanker = await t.request('POST', H, {
      token: f.pedro.token,
      body: { ...base, product: PRODUCTS.loan, personal_banker: f.maria.id },
    });
    expect(noBanker.status).toBe(404);
    const put = await t.request('PUT', H, {
      token: f.pedro.token,
      body: { ...base, product: PRODUCTS.insurance },
    });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ detail: 'Não encontrada' });
  });
});

describe('the handler requires what the calling screen asks (docs/invitations.md#solicitation, docs/validation-and-errors.md#validation-rules)', () => {
  let customer: Awaited<ReturnType<typeof addPerson>>;
  beforeEach(async () => {
    customer = await addPerson(t.db, { fullName: 'Cliente das Regras', personType: 1 });
  });
  const ids = (product: number) => ({ customer: customer.id, personal_banker: f.ana.id, product });
  /** The customer's call to the handler: a creation (POST) or an update (PUT). */
  const send = (method: 'POST' | 'PUT', body: unknown) =>
    t.request(method, H, { token: customer.token, body });

  it("refuses a solicitation without the screen's fields, field by field, and stores nothing", async () => {
    const bare = await send('POST', { ...ids(PRODUCTS.card), lgpd: true });
    expectRefusal(bare, {
      full_name: ['Campo obrigatório.'],
      principal_contact: ['Campo obrigatório.'],
      cpf: ['Campo obrigatório.'],
      birthday: ['Campo obrigatório.'],
      monthly_income: ['Campo obrigatório.'],
    });
    const bad = await send(
      'POST',
      solicitationBody(ids(PRODUCTS.card), {
        full_name: 'Pedro',
        principal_contact: '(11) 1234',
        monthly_income: 0,
      }),
    );
    expectRefusal(bad, {
      full_name: ['Por favor, digite o nome completo.'],
      principal_contact: ['Celular inválido.'],
      monthly_income: ['Valor precisa ser maior que 0.'],
    });
    const stored = await t.db.select().from(solicitations).where(eq(solicitations.customerId, customer.id));
    expect(stored).toEqual([]);
  });

  it('creates without the loan value, as the screen sends it, and updates only with it', async () => {
    const { loan_value: _, ...withoutValue } = solicitationBody(ids(PRODUCTS.loan));
    const created = await send('POST', withoutValue);
    expect(created.status).toBe(201);
    const update = await send('PUT', withoutValue);
    expectRefusal(update, { loan_value: ['Campo obrigatório.'] });
    const partial = await send('PUT', { ...ids(PRODUCTS.loan), lgpd: true, loan_value: 90000 });
    expect(partial.status).toBe(400);
    const [row] = await t.db.select().from(solicitations).where(eq(solicitations.id, created.body.id));
    expect(row?.data).not.toHaveProperty('loan_value');
    const whole = await send('PUT', solicitationBody(ids(PRODUCTS.loan), { loan_value: 90000 }));
    expect(whole.status).toBe(200);
    expect(whole.body.solicitation).toMatchObject({ loan_value: 90000, monthly_income: 8000 });
  });

  it("stores the account's CPF, which the screen shows locked, whatever CPF the body carries", async () => {
    const cpf = cpfFrom('731954208');
    const owner = await addPerson(t.db, { fullName: 'Cliente Com CPF', personType: 1, cpf });
    const ownIds = { customer: owner.id, personal_banker: f.ana.id, product: PRODUCTS.card };
    const created = await t.request('POST', H, {
      token: owner.token,
      body: solicitationBody(ownIds, { cpf: '496.472.504-95' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.solicitation.cpf).toBe(cpf);
    // Without a CPF on the account, the typed one is kept.
    const typed = await send('POST', solicitationBody(ids(PRODUCTS.card), { cpf: '496.472.504-95' }));
    expect(typed.body.solicitation.cpf).toBe('496.472.504-95');
  });

  it("never creates product 55's solicitation, which its home-equity order creates", async () => {
    const res = await send('POST', solicitationBody(ids(PRODUCTS.homeEquity)));
    expectRefusal(res, { detail: 'A solicitação deste produto é criada pelo pedido de Home Equity.' });
  });

  it('takes a product without a loan value, as the screen sends it, on creation and update', async () => {
    const body = solicitationBody(ids(PRODUCTS.card));
    expect(body).not.toHaveProperty('loan_value');
    expect((await send('POST', body)).status).toBe(201);
    const updated = await send('PUT', body);
    expect(updated.status).toBe(200);
  });

  it('takes the solicitation screen of 118, to which a banker may invite, by the screen rules', async () => {
    const body = solicitationBody(ids(PRODUCTS.businessCredit));
    expect((await send('POST', body)).status).toBe(201);
    const { loan_value: _, ...withoutValue } = body;
    const update = await send('PUT', withoutValue);
    expect(update.body).toEqual({ loan_value: ['Campo obrigatório.'] });
    expect((await send('PUT', body)).status).toBe(200);
  });

  it("takes the business-credit page's company fields for its products", async () => {
    const half = await send('POST', {
      ...ids(PRODUCTS.businessCredit),
      lgpd: true,
      cpf: '496.472.504-95',
      cnpj: '11222333000181',
    });
    expectRefusal(half, {
      company_name: ['Campo obrigatório.'],
      company_role: ['Campo obrigatório.'],
      company_income: ['Campo obrigatório.'],
      property_type: ['Campo obrigatório.'],
      purpose: ['Campo obrigatório.'],
    });
    const company = {
      ...ids(PRODUCTS.businessCredit),
      lgpd: true,
      cpf: '496.472.504-95',
      cnpj: '11222333000181',
      company_name: 'Padaria Pedro Ltda',
      company_role: 'Sócio',
      company_income: 'Até 100M',
      property_type: 'commercial',
      purpose: 'working_capital',
    };
    const outside = await send('POST', { ...company, company_role: 'Gerente', cnpj: '11222333000100' });
    expect(outside.body).toEqual({
      cnpj: ['CNPJ Inválido'],
      company_role: ['Escolha uma das opções da lista.'],
    });
    expect((await send('POST', company)).status).toBe(201);
    const noValue = await send('PUT', company);
    expect(noValue.body).toEqual({ loan_value: ['Campo obrigatório.'] });
    const updated = await send('PUT', { ...company, loan_value: 50000 });
    expect(updated.status).toBe(200);
    expect(updated.body.solicitation).toMatchObject({ company_role: 'Sócio', loan_value: 50000 });
  });
});

describe('error reporting of the handler calls (docs/services.md#calls)', () => {
  it('logs a refused call with its request id, route template and message, never its key', async () => {
    const spy = vi.spyOn(t.services.deps.log, 'warn');
    try {
      const key = '00000000-0000-4000-8000-000000000001';
      const res = await t.request('POST', `${H}invite/report/`, { body: { solicitation: key } });
      expect(res.status).toBe(404);
      // An unknown key is left to the request line: a flood of guessed keys adds no line.
      expect(spy).not.toHaveBeenCalled();
      const refused = await t.request('POST', `${H}invite/report/`, { body: { solicitation: 'x' } });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      const requestId = refused.headers.get('x-request-id');
      expect(spy).toHaveBeenCalledTimes(1);
      const [fields, message] = spy.mock.calls[0] as unknown as [Record<string, unknown>, string];
      expect(message).toBe('solicitation: chamada recusada');
      expect(fields).toMatchObject({ req_id: requestId, method: 'POST', status: refused.status });
      expect(String(fields.route)).toContain('solicitation/handler');
    } finally {
      spy.mockRestore();
    }
  });
});
