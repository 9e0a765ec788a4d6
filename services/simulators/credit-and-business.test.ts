import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KNOWN_COMPANY_ANSWER } from '../../src/core/format/test-fixtures.ts';
import {
  addHolder,
  HOME_EQUITY_PAGE_FIELDS,
  PRODUCTS,
  solicitationBody,
} from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { bureauResults, businessCompanies } from '../db/schema/index.ts';
import { partnersFor } from '../partner-registry.ts';
import { evaluateSubject } from '../partners/credit-bureaus.ts';

/** The checkout's credit calls: credit profiles and bureaus; company-number checks, registration and invitation. */
const { t, f } = withSeededServices();

const C = '/api/checkout';
const failures = () => partnersFor(t.services.deps).failures;
/** Asks for one bureau's result on a credit profile. */
const calculate = (profile: number, service: string, token: string) =>
  t.request('POST', `${C}/profile/${profile}/${service}/calculate/`, { token });

describe('credit profile and bureaus', () => {
  it('creates a profile and computes serasa, quod and bmp in sequence for a solicitation', async () => {
    const joao = await addHolder(t.db);
    const sol = await t.request('POST', `${C}/solicitation/handler/`, {
      token: joao.token,
      body: solicitationBody({ customer: joao.id, personal_banker: f.ana.id, product: PRODUCTS.loan }),
    });
    const profile = await t.request('POST', `${C}/profile/`, {
      token: joao.token,
      body: {
        cpf: joao.cpf,
        full_name: joao.fullName,
        monthly_income: '12.000,00',
        monthly_debts: 1500,
        solicitation: sol.body.id,
      },
    });
    expect(profile.status).toBe(201);
    expect(profile.body).toEqual({ id: expect.any(Number) });

    const all = await t.request('POST', `${C}/profile/calculate/`, {
      token: joao.token,
      body: { solicitation: sol.body.id },
    });
    expect(all.status).toBe(200);
    expect(all.body.results.map((r: { service: string }) => r.service)).toEqual(['serasa', 'quod', 'bmp']);
    const subject = { cpf: joao.cpf, monthlyIncome: 12000, monthlyDebts: 1500, requestedValue: 0 };
    expect(all.body.results[0]).toEqual(evaluateSubject('serasa', subject));
    const stored = await t.db
      .select()
      .from(bureauResults)
      .where(eq(bureauResults.profileId, profile.body.id));
    expect(stored).toHaveLength(3);

    const one = await calculate(profile.body.id, 'quod', joao.token);
    expect(one.body).toEqual(evaluateSubject('quod', subject));
    // The banker of the solicitation may compute once João authorizes him; another customer may not.
    await t.request('POST', `${C}/solicitation/handler/invite/authorize/`, {
      token: joao.token,
      body: { personal_banker: f.ana.id, authorized: true },
    });
    expect((await calculate(profile.body.id, 'bmp', f.ana.token)).status).toBe(200);
    expect((await calculate(profile.body.id, 'bmp', f.maria.token)).status).toBe(403);
  });

  it('answers 503 with the bureau named when it is unavailable', async () => {
    const maria = await addHolder(t.db);
    const profile = await t.request('POST', `${C}/profile/`, {
      token: maria.token,
      body: { cpf: maria.cpf, full_name: maria.fullName, monthly_income: 5000 },
    });
    // The identity check first (it is answered), then the look-up, which fails once.
    expect((await calculate(profile.body.id, 'quod', maria.token)).status).toBe(200);
    failures().get('serasa')?.failTimes(1);
    const down = await calculate(profile.body.id, 'serasa', maria.token);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      detail: 'O serviço serasa está indisponível no momento. Tente novamente mais tarde.',
    });
    expect((await calculate(profile.body.id, 'serasa', maria.token)).status).toBe(200);
  });

  it('validates, needs a token and answers 404 for unknown profiles, services and solicitations', async () => {
    const bad = await t.request('POST', `${C}/profile/`, {
      token: f.maria.token,
      body: { cpf: '1', full_name: '', monthly_income: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      cpf: ['CPF informado não é válido.'],
      full_name: ['Campo obrigatório.'],
      monthly_income: ['Valor precisa ser maior que 0.'],
    });
    expect((await t.request('POST', `${C}/profile/`, { body: {} })).status).toBe(401);
    expect((await calculate(999999, 'serasa', f.maria.token)).body).toEqual({
      detail: 'Perfil não encontrado.',
    });
    expect((await calculate(1, 'boavista', f.maria.token)).status).toBe(404);
    const none = await t.request('POST', `${C}/profile/calculate/`, {
      token: f.maria.token,
      body: { solicitation: '00000000-0000-4000-8000-000000000000' },
    });
    expect(none.body).toEqual({ detail: 'Não encontrada' });
  });
});

describe('business: company-number check, registration and invitation', () => {
  const validate = (cnpj: string, banker = f.ana.id) =>
    t.request(
      'GET',
      `${C}/open-banking/business/v1/validate/?cnpj=${encodeURIComponent(cnpj)}&personal_banker_id=${banker}`,
    );
  /** Posts to the business registration (`''`) or its invitation (`'invite/'`). */
  const postBusiness = (path: '' | 'invite/', token: string | undefined, body: unknown) =>
    t.request('POST', `${C}/open-banking/business/v1/business/${path}`, { token, body });
  const invitation = {
    cnpj: '77889900000166',
    company_name: 'Clínica Bem Viver',
    email: 'socia@bemviver.com.br',
    name: 'Beatriz Lopes',
  };

  it('names a known company (data.data.name, message, status)', async () => {
    const res = await validate('11.222.333/0001-81');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(KNOWN_COMPANY_ANSWER);
  });

  it('answers status 0 without data while the registry is unavailable, then recovers', async () => {
    failures().get('receita')?.failTimes(2);
    const first = await validate('11222333000181');
    const second = await validate('11222333000181');
    const third = await validate('11222333000181');
    expect(first.body).toEqual({
      data: null,
      message: 'A consulta à Receita Federal está indisponível no momento.',
      status: 0,
    });
    expect(second.body.status).toBe(0);
    expect(third.body.status).toBe(1);
  });

  it('rejects bad numbers, unknown and inactive companies and unknown bankers', async () => {
    expect((await validate('11.222.333/0001-00')).body).toEqual({ cnpj: ['CNPJ Inválido'] });
    const unknown = await validate('19131243000197');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'CNPJ não encontrado na Receita Federal.' });
    expect((await validate('99887766000105')).body).toEqual({
      detail: 'Empresa com situação cadastral inativa na Receita Federal.',
    });
    expect((await validate('11222333000181', f.joao.id)).status).toBe(404);
  });

  it('registers a company once; afterwards its number is not available', async () => {
    const companyForm = {
      company_role: 'Sócio',
      company_income: 'Até 100M',
      property_type: 'commercial',
      purpose: 'working_capital',
      loan_value: 80_000,
    };
    const body = { cnpj: '45.678.901/0001-75', personal_banker: f.ana.id, ...companyForm };
    const partial = await postBusiness('', f.joao.token, { ...body, company_role: 'Rei', loan_value: 0 });
    expect(partial.status).toBe(400);
    expect(partial.body).toEqual({
      company_role: ['Escolha uma das opções da lista.'],
      loan_value: ['Valor precisa ser maior que 0.'],
    });
    expect((await postBusiness('', undefined, body)).status).toBe(401);
    const created = await postBusiness('', f.joao.token, body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      cnpj: '45678901000175',
      name: 'Oficina Mecânica Rota Sul Ltda',
    });
    const [row] = await t.db
      .select()
      .from(businessCompanies)
      .where(eq(businessCompanies.id, created.body.id));
    expect(row?.data).toEqual(companyForm);
    // The registration is João's own: he cannot register it twice; Maria's order is not blocked.
    const again = await postBusiness('', f.joao.token, body);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ cnpj: ['Cnpj já cadastrado'] });
    expect((await validate('45678901000175')).body).toMatchObject({ status: 1 });
    const order = await t.request('POST', `${C}/homeequity/v1/orderpj/`, {
      token: f.maria.token,
      body: {
        customer: f.maria.id,
        product: PRODUCTS.homeEquityPj,
        personal_banker: f.ana.id,
        ...HOME_EQUITY_PAGE_FIELDS,
        social_name: 'Padaria Pão Quente',
        cnpj: '45678901000175',
        terms: true,
      },
    });
    expect(order.status).toBe(201);
  });

  it('a banker invites a company by e-mail; customers cannot', async () => {
    const res = await postBusiness('invite/', f.ana.token, invitation);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: 'Convite enviado.' });
    const mail = await t.request('GET', '/api/dev/mailbox?to=socia@bemviver.com.br');
    expect(mail.body[0].text).toContain(
      'http://vitrine.test/pb/ana-souza/emprestimo-empresarial?cnpj=77889900000166',
    );
    expect((await postBusiness('invite/', f.joao.token, invitation)).status).toBe(403);
    expect((await postBusiness('invite/', undefined, invitation)).status).toBe(401);
    const bad = await postBusiness('invite/', f.ana.token, { ...invitation, email: 'x', cnpj: '1' });
    expect(bad.body).toEqual({ cnpj: ['CNPJ Inválido'], email: ['E-mail precisa ser válido (x)'] });
  });
});
