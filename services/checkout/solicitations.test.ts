import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimEmail } from '../auth/claim.ts';
import { authorizationInfo, mailOutbox, solicitations } from '../db/schema/index.ts';
import { cpfFrom } from '../db/seed/people-data.ts';
import { addPerson, CPF, PRODUCTS, solicitationBody, withSeededServices } from './testing/harness.ts';

const { t, f } = withSeededServices();

const H = '/api/checkout/solicitation/handler/';

async function lastMailTo(email: string) {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
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
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: 'Já existe uma solicitação deste produto.' });

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
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cpf: ['CPF informado não é válido.'], lgpd: ['Campo obrigatório.'] });
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

  it("refuses a solicitation without the screen's fields, field by field, and stores nothing", async () => {
    const bare = await t.request('POST', H, {
      token: customer.token,
      body: { ...ids(PRODUCTS.card), lgpd: true },
    });
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({
      full_name: ['Campo obrigatório.'],
      principal_contact: ['Campo obrigatório.'],
      cpf: ['Campo obrigatório.'],
      birthday: ['Campo obrigatório.'],
      monthly_income: ['Campo obrigatório.'],
    });
    const bad = await t.request('POST', H, {
      token: customer.token,
      body: solicitationBody(ids(PRODUCTS.card), {
        full_name: 'Pedro',
        principal_contact: '(11) 1234',
        monthly_income: 0,
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      full_name: ['Por favor, digite o nome completo.'],
      principal_contact: ['Celular inválido.'],
      monthly_income: ['Valor precisa ser maior que 0.'],
    });
    const stored = await t.db.select().from(solicitations).where(eq(solicitations.customerId, customer.id));
    expect(stored).toEqual([]);
  });

  it('creates without the loan value, as the screen sends it, and updates only with it', async () => {
    const { loan_value: _, ...withoutValue } = solicitationBody(ids(PRODUCTS.loan));
    const created = await t.request('POST', H, { token: customer.token, body: withoutValue });
    expect(created.status).toBe(201);
    const update = await t.request('PUT', H, { token: customer.token, body: withoutValue });
    expect(update.status).toBe(400);
    expect(update.body).toEqual({ loan_value: ['Campo obrigatório.'] });
    const partial = await t.request('PUT', H, {
      token: customer.token,
      body: { ...ids(PRODUCTS.loan), lgpd: true, loan_value: 90000 },
    });
    expect(partial.status).toBe(400);
    const [row] = await t.db.select().from(solicitations).where(eq(solicitations.id, created.body.id));
    expect(row?.data).not.toHaveProperty('loan_value');
    const whole = await t.request('PUT', H, {
      token: customer.token,
      body: solicitationBody(ids(PRODUCTS.loan), { loan_value: 90000 }),
    });
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
    const typed = await t.request('POST', H, {
      token: customer.token,
      body: solicitationBody(ids(PRODUCTS.card), { cpf: '496.472.504-95' }),
    });
    expect(typed.body.solicitation.cpf).toBe('496.472.504-95');
  });

  it("never creates product 55's solicitation, which its home-equity order creates", async () => {
    const res = await t.request('POST', H, {
      token: customer.token,
      body: solicitationBody(ids(PRODUCTS.homeEquity)),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'A solicitação deste produto é criada pelo pedido de Home Equity.' });
  });

  it('takes a product without a loan value, as the screen sends it, on creation and update', async () => {
    const body = solicitationBody(ids(PRODUCTS.card));
    expect(body).not.toHaveProperty('loan_value');
    expect((await t.request('POST', H, { token: customer.token, body })).status).toBe(201);
    const updated = await t.request('PUT', H, { token: customer.token, body });
    expect(updated.status).toBe(200);
  });

  it('takes the solicitation screen of 118, to which a banker may invite, by the screen rules', async () => {
    const body = solicitationBody(ids(PRODUCTS.businessCredit));
    expect((await t.request('POST', H, { token: customer.token, body })).status).toBe(201);
    const { loan_value: _, ...withoutValue } = body;
    const update = await t.request('PUT', H, { token: customer.token, body: withoutValue });
    expect(update.body).toEqual({ loan_value: ['Campo obrigatório.'] });
    expect((await t.request('PUT', H, { token: customer.token, body })).status).toBe(200);
  });

  it("takes the business-credit page's company fields for its products", async () => {
    const half = await t.request('POST', H, {
      token: customer.token,
      body: { ...ids(PRODUCTS.businessCredit), lgpd: true, cpf: '496.472.504-95', cnpj: '11222333000181' },
    });
    expect(half.status).toBe(400);
    expect(half.body).toEqual({
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
    const outside = await t.request('POST', H, {
      token: customer.token,
      body: { ...company, company_role: 'Gerente', cnpj: '11222333000100' },
    });
    expect(outside.body).toEqual({
      cnpj: ['CNPJ Inválido'],
      company_role: ['Escolha uma das opções da lista.'],
    });
    expect((await t.request('POST', H, { token: customer.token, body: company })).status).toBe(201);
    const noValue = await t.request('PUT', H, { token: customer.token, body: company });
    expect(noValue.body).toEqual({ loan_value: ['Campo obrigatório.'] });
    const updated = await t.request('PUT', H, {
      token: customer.token,
      body: { ...company, loan_value: 50000 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.solicitation).toMatchObject({ company_role: 'Sócio', loan_value: 50000 });
  });
});

describe('invitation, review, report, confirm and authorize', () => {
  it('runs the whole invite flow with e-mails carrying the store links', async () => {
    const email = 'convidada.fluxo@exemplo.com.br';
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.consortium, invite_customer_email: 'Convidada.Fluxo@Exemplo.com.br' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      invite_customer_email: email,
      customer: null,
      state: { step: 'invited' },
    });
    const id = invited.body.id as string;
    const inviteMail = await lastMailTo(email);
    expect(inviteMail?.text).toContain(`http://vitrine.test/pb/ana-souza/convite/?id=${id}&user=false`);

    // E-mail lookup by solicitation id, without a token (the id comes from the link).
    const lookup = await t.request('GET', `${H}${id}/`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({
      id,
      product: PRODUCTS.consortium,
      personal_banker: f.ana.id,
      invite_customer_email: email,
      state: { step: 'invited', description: 'Convite enviado ao cliente.' },
    });

    const review = await t.request('PUT', `${H}invite/review/`, {
      token: f.ana.token,
      body: { solicitation: id, consortium_type: 'cars', credit_value: 80000 },
    });
    expect(review.status).toBe(200);
    expect(review.body.state.step).toBe('review');
    const reviewMail = await lastMailTo(email);
    const token = /confirm\/\?id=[^&]+&token=([\w-]+)/.exec(reviewMail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(reviewMail?.text).toContain(`/pb/ana-souza/report-invite/?id=${id}`);

    const wrong = await t.request('POST', `${H}invite/confirm/`, {
      body: { solicitation: id, token: 'errado' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ detail: 'Link de confirmação inválido.' });

    const confirmed = await t.request('POST', `${H}invite/confirm/`, { body: { solicitation: id, token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.state).toEqual({
      step: 'confirmed',
      description: 'Solicitação confirmada pelo cliente.',
    });

    const twice = await t.request('POST', `${H}invite/confirm/`, { body: { solicitation: id, token } });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ detail: 'Solicitação já concluída' });
    const reportAfter = await t.request('POST', `${H}invite/report/`, { body: { solicitation: id } });
    expect(reportAfter.body).toEqual({ detail: 'Solicitação já concluída' });
  });

  it('lets the customer report an error, which tells the banker', async () => {
    const email = 'reporta@exemplo.com.br';
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.consortiumPj, invite_customer_email: email },
    });
    const reported = await t.request('POST', `${H}invite/report/`, {
      body: { solicitation: invited.body.id },
    });
    expect(reported.status).toBe(200);
    expect(reported.body.state.step).toBe('reported');
    expect((await lastMailTo(f.ana.email))?.subject).toBe(
      `${email} reportou um erro na solicitação de Produto ${PRODUCTS.consortiumPj}`,
    );
  });

  it('hands an invited solicitation to the customer who owns the e-mail, once it is verified', async () => {
    const customer = await addPerson(t.db, {
      fullName: 'Cliente Convidado',
      personType: 1,
      email: 'ja.cliente@exemplo.com.br',
    });
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.realEstate, invite_customer_email: customer.email },
    });
    // Only the mail tells that the address has an account.
    expect(invited.body.customer).toBeNull();
    expect((await lastMailTo(customer.email))?.text).toContain('&user=true');
    await claimEmail(t.db, customer, true); // what a code coming back from the address does
    const mine = await t.request('GET', `${H}${PRODUCTS.realEstate}/?personal_banker=${f.ana.id}`, {
      token: customer.token,
    });
    expect(mine.body.id).toBe(invited.body.id);
    expect(mine.body.customer).toBe(customer.id);
  });

  it('invite and review are for bankers only, and review only for the inviting banker', async () => {
    const body = { product: PRODUCTS.loan, invite_customer_email: 'x@exemplo.com.br' };
    expect((await t.request('PUT', `${H}invite/`, { body })).status).toBe(401);
    expect((await t.request('PUT', `${H}invite/`, { token: f.joao.token, body })).status).toBe(403);
    const invited = await t.request('PUT', `${H}invite/`, { token: f.ana.token, body });
    const review = await t.request('PUT', `${H}invite/review/`, {
      token: f.carlos.token,
      body: { solicitation: invited.body.id },
    });
    expect(review.status).toBe(403);
    const bad = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.loan, invite_customer_email: 'nao-e-email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ invite_customer_email: ['E-mail precisa ser válido (nao-e-email)'] });
  });

  it("answers 'Não encontrada' for unknown ids", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.request('GET', `${H}${unknown}/`)).body).toEqual({ detail: 'Não encontrada' });
    expect((await t.request('POST', `${H}invite/report/`, { body: { solicitation: unknown } })).status).toBe(
      404,
    );
    expect(
      (await t.request('POST', `${H}invite/confirm/`, { body: { solicitation: unknown, token: 'x' } }))
        .status,
    ).toBe(404);
    expect((await t.request('POST', `${H}invite/report/`, { body: { solicitation: 'abc' } })).body).toEqual({
      solicitation: ['Não encontrada'],
    });
  });

  it('records the authorization of the banker, also on the solicitation', async () => {
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.consortium, invite_customer_email: f.maria.email },
    });
    const res = await t.request('POST', `${H}invite/authorize/`, {
      token: f.maria.token,
      body: { personal_banker: f.ana.id, authorized: true, solicitation: invited.body.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ personal_banker: { id: f.ana.id }, authorized: true });
    const [info] = await t.db
      .select()
      .from(authorizationInfo)
      .where(and(eq(authorizationInfo.personId, f.maria.id), eq(authorizationInfo.bankerId, f.ana.id)));
    expect(info?.authorized).toBe(true);
    const [row] = await t.db.select().from(solicitations).where(eq(solicitations.id, invited.body.id));
    expect(row).toMatchObject({ authorized: true, step: 'authorized' });

    const withdraw = await t.request('POST', `${H}invite/authorize/`, {
      token: f.maria.token,
      body: { personal_banker: f.ana.id, authorized: false },
    });
    expect(withdraw.body.authorized).toBe(false);
    expect(
      (
        await t.request('POST', `${H}invite/authorize/`, {
          body: { personal_banker: f.ana.id, authorized: true },
        })
      ).status,
    ).toBe(401);
    const others = await t.request('POST', `${H}invite/authorize/`, {
      token: f.joao.token,
      body: { personal_banker: f.ana.id, authorized: true, solicitation: invited.body.id },
    });
    expect(others.status).toBe(403);
    const noBanker = await t.request('POST', `${H}invite/authorize/`, {
      token: f.joao.token,
      body: { personal_banker: f.joao.id, authorized: true },
    });
    expect(noBanker.status).toBe(404);
  });
});

describe('a solicitation belongs to one banker and one customer (docs/invitations.md#invitation-and-authorization, docs/accounts.md#roles-and-permissions)', () => {
  it("another banker's invitation never captures what the customer gives his own banker", async () => {
    const body = solicitationBody(
      { customer: f.joao.id, personal_banker: f.ana.id, product: PRODUCTS.consortiumPj },
      { cpf: CPF.joao, monthly_income: 12000, loan_value: 250000 },
    );
    // Carlos (another company) invites João's e-mail to product 121 first.
    const carlos = await t.request('PUT', `${H}invite/`, {
      token: f.carlos.token,
      body: { product: PRODUCTS.consortiumPj, invite_customer_email: f.joao.email },
    });
    expect(carlos.status).toBe(201);

    // João then fills the solicitation of product 121 at Ana's store.
    const mine = await t.request('GET', `${H}${PRODUCTS.consortiumPj}/?personal_banker=${f.ana.id}`, {
      token: f.joao.token,
    });
    expect(mine.status).toBe(404);
    expect(mine.body).toEqual({ detail: 'Não encontrada' });
    const created = await t.request('POST', H, { token: f.joao.token, body });
    expect(created.status).toBe(201);
    expect(created.body.personal_banker).toBe(f.ana.id);
    const updated = await t.request('PUT', H, { token: f.joao.token, body: { ...body, loan_value: 260000 } });
    expect(updated.status).toBe(200);
    expect(updated.body.id).toBe(created.body.id);

    // Carlos reads nothing of it, and his own invitation holds none of João's data.
    const review = await t.request('PUT', `${H}invite/review/`, {
      token: f.carlos.token,
      body: { solicitation: carlos.body.id },
    });
    expect(review.status).toBe(200);
    expect(JSON.stringify(review.body)).not.toMatch(new RegExp(`${CPF.joao}|12000|260000|250000`));
    const [carlosRow] = await t.db.select().from(solicitations).where(eq(solicitations.id, carlos.body.id));
    expect(carlosRow?.data).toEqual({});
    const list = await t.request('GET', `${H}invite/`, { token: f.carlos.token });
    expect(JSON.stringify(list.body)).not.toMatch(new RegExp(`${CPF.joao}|260000`));
  });

  it('shows the banker the data only while the customer authorises him', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Autoriza', personType: 1 });
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.carlos.token,
      body: { product: PRODUCTS.consortium, invite_customer_email: customer.email },
    });
    const body = solicitationBody(
      { customer: customer.id, personal_banker: f.carlos.id, product: PRODUCTS.consortium },
      { monthly_income: 8765 },
    );
    await claimEmail(t.db, customer, true); // the customer proved the address with a code
    const mine = await t.request('GET', `${H}${PRODUCTS.consortium}/?personal_banker=${f.carlos.id}`, {
      token: customer.token,
    });
    expect(mine.body.id).toBe(invited.body.id);
    expect((await t.request('PUT', H, { token: customer.token, body })).status).toBe(200);

    const rowOf = async () =>
      ((await t.request('GET', `${H}invite/`, { token: f.carlos.token })).body as { id: string }[]).find(
        (row) => row.id === invited.body.id,
      );
    expect(await rowOf()).toMatchObject({ authorized: false, solicitation: null, opened: false });

    const authorize = (authorized: boolean) =>
      t.request('POST', `${H}invite/authorize/`, {
        token: customer.token,
        body: { personal_banker: f.carlos.id, authorized, solicitation: invited.body.id },
      });
    expect((await authorize(true)).status).toBe(200);
    expect(await rowOf()).toMatchObject({ authorized: true, solicitation: { monthly_income: 8765 } });
    const review = await t.request('PUT', `${H}invite/review/`, {
      token: f.carlos.token,
      body: { solicitation: invited.body.id },
    });
    expect(review.body.solicitation).toMatchObject({ monthly_income: 8765 });

    // Withdrawn in 'Dados Cadastrais': hidden again.
    await t.request('PUT', '/api/auth/person/v2/authorization/', {
      token: customer.token,
      body: { personal_banker: f.carlos.id, authorized: false },
    });
    expect(await rowOf()).toMatchObject({ authorized: false, solicitation: null });
    const again = await t.request('PUT', `${H}invite/review/`, {
      token: f.carlos.token,
      body: { solicitation: invited.body.id },
    });
    expect(again.body.solicitation).toEqual({});
  });

  it('mails the review variant with the convite, confirm and report links, and marks it opened', async () => {
    const email = 'revisao.direta@exemplo.com.br';
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: {
        product: PRODUCTS.consortium,
        invite_customer_email: email,
        review: true,
        full_name: 'Revisão Direta',
        monthly_income: 5000,
      },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      state: { step: 'review' },
      solicitation: { full_name: 'Revisão Direta', monthly_income: 5000 },
    });
    expect(invited.body.solicitation).not.toHaveProperty('review');
    const id = invited.body.id as string;
    const mail = await lastMailTo(email);
    expect(mail?.text).toContain(`/pb/ana-souza/convite/?id=${id}&user=false&review=true`);
    expect(mail?.text).toContain(`/pb/ana-souza/report-invite/?id=${id}`);
    const token = /confirm\/\?id=[^&]+&token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const plain = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.loan, invite_customer_email: 'sem.revisao@exemplo.com.br' },
    });
    const plainMail = await lastMailTo('sem.revisao@exemplo.com.br');
    expect(plainMail?.text).toContain(`/report-invite/?id=${plain.body.id}`);
    expect(plainMail?.text).not.toContain('/confirm/');

    await t.request('GET', `${H}${id}/`);
    const list = await t.request('GET', `${H}invite/`, { token: f.ana.token });
    expect(list.status).toBe(200);
    expect(list.body.find((row: { id: string }) => row.id === id)).toMatchObject({
      product: PRODUCTS.consortium,
      invite_customer_email: email,
      opened: true,
      authorized: null,
      state: { step: 'review' },
    });
    expect((await t.request('GET', `${H}invite/`, { token: f.joao.token })).status).toBe(403);

    const confirmed = await t.request('POST', `${H}invite/confirm/`, { body: { solicitation: id, token } });
    expect(confirmed.body.state.step).toBe('confirmed');
  });
});

describe('error reporting of the handler calls (docs/services.md#calls)', () => {
  it('logs a failed call with its request id', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await t.request('POST', `${H}invite/report/`, {
        body: { solicitation: '00000000-0000-4000-8000-000000000001' },
      });
      expect(res.status).toBe(404);
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toBeTruthy();
      const line = spy.mock.calls
        .map((call) => String(call[0]))
        .find((text) => text.includes(requestId ?? '-'));
      expect(line).toMatch(/^\[solicitation\] .* POST .*invite\/report.* 404 .*Não encontrada/);
    } finally {
      spy.mockRestore();
    }
  });
});
