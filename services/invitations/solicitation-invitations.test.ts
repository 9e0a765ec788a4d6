import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimEmail } from '../accounts/claim.ts';
import { addPerson, CPF, PRODUCTS, solicitationBody } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { authorizationInfo, solicitations } from '../db/schema/index.ts';
import { latestMailTo } from '../test/harness.ts';

/** Invitations to a solicitation (review, report, confirm, authorize) and whose solicitation it is. */
const { t, f } = withSeededServices();

const H = '/api/checkout/solicitation/handler/';

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
    const inviteMail = await latestMailTo(t.db, email);
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
    const reviewMail = await latestMailTo(t.db, email);
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
    expect((await latestMailTo(t.db, f.ana.email))?.subject).toBe(
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
    expect((await latestMailTo(t.db, customer.email))?.text).toContain('&user=true');
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
    const mail = await latestMailTo(t.db, email);
    expect(mail?.text).toContain(`/pb/ana-souza/convite/?id=${id}&user=false&review=true`);
    expect(mail?.text).toContain(`/pb/ana-souza/report-invite/?id=${id}`);
    const token = /confirm\/\?id=[^&]+&token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const plain = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.loan, invite_customer_email: 'sem.revisao@exemplo.com.br' },
    });
    const plainMail = await latestMailTo(t.db, 'sem.revisao@exemplo.com.br');
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
