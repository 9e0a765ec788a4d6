import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bankListItems,
  bureauResults,
  businessCompanies,
  interestRecords,
  occupations,
} from '../db/schema/index.ts';
import { evaluateSubject } from '../partners/credit-bureaus.ts';
import { partnersFor } from '../partners/partners.ts';
import {
  addPerson,
  CPF,
  HOME_EQUITY_PAGE_FIELDS,
  PRODUCTS,
  solicitationBody,
  withSeededServices,
} from './testing/harness.ts';

const { t, f } = withSeededServices();

const C = '/api/checkout';
const failures = () => partnersFor(t.services.deps).failures;

describe('credit profile and bureaus', () => {
  it('creates a profile and computes serasa, quod and bmp in sequence for a solicitation', async () => {
    const sol = await t.request('POST', `${C}/solicitation/handler/`, {
      token: f.joao.token,
      body: solicitationBody({ customer: f.joao.id, personal_banker: f.ana.id, product: PRODUCTS.loan }),
    });
    const profile = await t.request('POST', `${C}/profile/`, {
      token: f.joao.token,
      body: {
        cpf: CPF.joao,
        full_name: 'João Silva',
        monthly_income: '12.000,00',
        monthly_debts: 1500,
        solicitation: sol.body.id,
      },
    });
    expect(profile.status).toBe(201);
    expect(profile.body).toEqual({ id: expect.any(Number) });

    const all = await t.request('POST', `${C}/profile/calculate/`, {
      token: f.joao.token,
      body: { solicitation: sol.body.id },
    });
    expect(all.status).toBe(200);
    expect(all.body.results.map((r: { service: string }) => r.service)).toEqual(['serasa', 'quod', 'bmp']);
    const subject = { cpf: CPF.joao, monthlyIncome: 12000, monthlyDebts: 1500, requestedValue: 0 };
    expect(all.body.results[0]).toEqual(evaluateSubject('serasa', subject));
    const stored = await t.db
      .select()
      .from(bureauResults)
      .where(eq(bureauResults.profileId, profile.body.id));
    expect(stored).toHaveLength(3);

    const one = await t.request('POST', `${C}/profile/${profile.body.id}/quod/calculate/`, {
      token: f.joao.token,
    });
    expect(one.body).toEqual(evaluateSubject('quod', subject));
    // The banker of the solicitation may compute once João authorizes him; another customer may not.
    await t.request('POST', `${C}/solicitation/handler/invite/authorize/`, {
      token: f.joao.token,
      body: { personal_banker: f.ana.id, authorized: true },
    });
    expect(
      (await t.request('POST', `${C}/profile/${profile.body.id}/bmp/calculate/`, { token: f.ana.token }))
        .status,
    ).toBe(200);
    expect(
      (await t.request('POST', `${C}/profile/${profile.body.id}/bmp/calculate/`, { token: f.maria.token }))
        .status,
    ).toBe(403);
  });

  it('answers 503 with the bureau named when it is unavailable', async () => {
    const profile = await t.request('POST', `${C}/profile/`, {
      token: f.maria.token,
      body: { cpf: CPF.maria, full_name: 'Maria Costa', monthly_income: 5000 },
    });
    failures().get('serasa')?.failTimes(1);
    const down = await t.request('POST', `${C}/profile/${profile.body.id}/serasa/calculate/`, {
      token: f.maria.token,
    });
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      detail: 'O serviço serasa está indisponível no momento. Tente novamente mais tarde.',
    });
    expect(
      (await t.request('POST', `${C}/profile/${profile.body.id}/serasa/calculate/`, { token: f.maria.token }))
        .status,
    ).toBe(200);
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
    expect(
      (await t.request('POST', `${C}/profile/999999/serasa/calculate/`, { token: f.maria.token })).body,
    ).toEqual({
      detail: 'Perfil não encontrado.',
    });
    expect(
      (await t.request('POST', `${C}/profile/1/boavista/calculate/`, { token: f.maria.token })).status,
    ).toBe(404);
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

  it('names a known company (data.data.name, message, status)', async () => {
    const res = await validate('11.222.333/0001-81');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        cnpj: '11222333000181',
        name: 'Padaria Pão Quente Ltda',
        trade_name: 'Pão Quente',
        opened_at: '2015-03-10',
        situation: 'ATIVA',
      },
      message: 'Empresa encontrada.',
      status: 1,
    });
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
    const partial = await t.request('POST', `${C}/open-banking/business/v1/business/`, {
      token: f.joao.token,
      body: { ...body, company_role: 'Rei', loan_value: 0 },
    });
    expect(partial.status).toBe(400);
    expect(partial.body).toEqual({
      company_role: ['Escolha uma das opções da lista.'],
      loan_value: ['Valor precisa ser maior que 0.'],
    });
    expect((await t.request('POST', `${C}/open-banking/business/v1/business/`, { body })).status).toBe(401);
    const created = await t.request('POST', `${C}/open-banking/business/v1/business/`, {
      token: f.joao.token,
      body,
    });
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
    const again = await t.request('POST', `${C}/open-banking/business/v1/business/`, {
      token: f.joao.token,
      body,
    });
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
    const body = {
      cnpj: '77889900000166',
      company_name: 'Clínica Bem Viver',
      email: 'socia@bemviver.com.br',
      name: 'Beatriz Lopes',
    };
    const res = await t.request('POST', `${C}/open-banking/business/v1/business/invite/`, {
      token: f.ana.token,
      body,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: 'Convite enviado.' });
    const mail = await t.request('GET', '/api/dev/mailbox?to=socia@bemviver.com.br');
    expect(mail.body[0].text).toContain(
      'http://vitrine.test/pb/ana-souza/emprestimo-empresarial?cnpj=77889900000166',
    );
    expect(
      (
        await t.request('POST', `${C}/open-banking/business/v1/business/invite/`, {
          token: f.joao.token,
          body,
        })
      ).status,
    ).toBe(403);
    expect((await t.request('POST', `${C}/open-banking/business/v1/business/invite/`, { body })).status).toBe(
      401,
    );
    const bad = await t.request('POST', `${C}/open-banking/business/v1/business/invite/`, {
      token: f.ana.token,
      body: { ...body, email: 'x', cnpj: '1' },
    });
    expect(bad.body).toEqual({ cnpj: ['CNPJ Inválido'], email: ['E-mail precisa ser válido (x)'] });
  });
});

describe('domain lists', () => {
  // Each test replaces the reference list every database starts with by rows of its own.
  it('occupations come in pages of up to 500 with sim_id and description', async () => {
    await t.db.delete(occupations);
    await t.db.insert(occupations).values(
      Array.from({ length: 503 }, (_, i) => ({
        simId: i + 1,
        description: `Ocupação ${String(i + 1).padStart(3, '0')}`,
      })),
    );
    const first = await t.request('GET', `${C}/sim/listdomain/occupation/?page_size=500`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(503);
    expect(first.body.results).toHaveLength(500);
    expect(first.body.results[0]).toEqual({ sim_id: 1, description: 'Ocupação 001' });
    expect(first.body.next).toContain('page=2');
    const second = await t.request(
      'GET',
      new URL(first.body.next).pathname + new URL(first.body.next).search,
    );
    expect(second.body.results).toHaveLength(3);
    expect(second.body.next).toBeNull();
    expect((await t.request('GET', `${C}/sim/listdomain/occupation/?page_size=501`)).body).toEqual({
      page_size: ['Número inválido.'],
    });
  });

  it('bank lists answer banks, marital statuses, income sources and professions', async () => {
    await t.db.delete(bankListItems);
    await t.db.insert(bankListItems).values([
      { kind: 'banks', code: '001', name: 'Banco do Exemplo', position: 1 },
      { kind: 'marital_statuses', code: 'SINGLE', name: 'Solteiro(a)' },
      { kind: 'income_sources', code: 'CLT', name: 'Assalariado' },
      { kind: 'professions', code: 'ENG', name: 'Engenheiro(a)' },
    ]);
    const res = await t.request('GET', `${C}/realEstateCredit/lists`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      banks: [{ code: '001', name: 'Banco do Exemplo' }],
      marital_statuses: [{ code: 'SINGLE', name: 'Solteiro(a)' }],
      income_sources: [{ code: 'CLT', name: 'Assalariado' }],
      professions: [{ code: 'ENG', name: 'Engenheiro(a)' }],
    });
  });

  it('consortium letters page with a next link, nearest to the value wanted', async () => {
    const res = await t.request(
      'GET',
      `${C}/consorcio/v2/letter/?consortium_type=real_estate&value_type=full&value=300000`,
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(10);
    expect(
      res.body.results.every((l: { consortium_type: string }) => l.consortium_type === 'real_estate'),
    ).toBe(true);
    expect(res.body.results[0].credit_value).toBe(300000);
    expect(res.body.next).toContain('page=2');
    const next = new URL(res.body.next);
    const page2 = await t.request('GET', next.pathname + next.search);
    expect(page2.body.previous).toContain('page=1');
    const distance = (l: { credit_value: number }) => Math.abs(l.credit_value - 300000);
    expect(distance(page2.body.results[0])).toBeGreaterThanOrEqual(distance(res.body.results[9]));

    const byInstallment = await t.request('GET', `${C}/consorcio/v2/letter/cars/?value_type=term&value=1500`);
    const first = byInstallment.body.results[0];
    expect(first.consortium_type).toBe('cars');
    expect(first.installment).toBeCloseTo(
      (first.credit_value * (1 + first.admin_fee / 100 + first.reserve_fund / 100)) / first.term,
      1,
    );
  });

  it('consortium letters: bad filters and an administrator that does not answer', async () => {
    expect((await t.request('GET', `${C}/consorcio/v2/letter/?consortium_type=boats`)).body).toEqual({
      consortium_type: ['Valor inválido.'],
    });
    failures().get('rota')?.failTimes(1);
    const down = await t.request('GET', `${C}/consorcio/v2/letter/`);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      detail: 'As administradoras de consórcio não responderam. Tente novamente mais tarde.',
    });
  });
});

describe('real-estate financing', () => {
  const data = {
    financing_value: 240000,
    term: 360,
    real_estate_value: 400000,
    real_estate_type: 'apartment',
    real_estate_address_state: 'sp',
    monthly_income: 15000,
    profession: 'Engenheira',
    birthday: '1988-03-02',
    product: PRODUCTS.realEstate,
  };

  it('simulates per partner and reports partner rules', async () => {
    const ok = await t.request('POST', `${C}/real-estate/financing/simulate/`, {
      body: { partner: 'horizonte', data },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      partner: 'horizonte',
      success: true,
      term: 360,
      total_financing_value: 240000,
    });
    const pampa = await t.request('POST', `${C}/real-estate/financing/simulate/`, {
      body: { partner: 'PAMPA', data },
    });
    expect(pampa.body.success).toBe(false);
    expect(pampa.body.partner_constraint_message).toContain('O prazo máximo do Banco Pampa é de 240 meses.');
  });

  it('answers 404 for an unknown partner, 503 when the partner is down, 400 for bad data', async () => {
    expect(
      (await t.request('POST', `${C}/real-estate/financing/simulate/`, { body: { partner: 'nenhum', data } }))
        .body,
    ).toEqual({
      detail: 'Parceiro não encontrado.',
    });
    failures().get('cerrado')?.failTimes(1);
    const down = await t.request('POST', `${C}/real-estate/financing/simulate/`, {
      body: { partner: 'cerrado', data },
    });
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ detail: 'O parceiro não respondeu. Tente novamente mais tarde.' });
    const bad = await t.request('POST', `${C}/real-estate/financing/simulate/`, {
      body: { partner: 'cerrado', data: { ...data, financing_value: 0, real_estate_address_state: 'XX1' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      'data.financing_value': ['Valor precisa ser maior que 0.'],
      'data.real_estate_address_state': ['Por favor, digite uma sigla existente.'],
    });
  });

  it('records the interest with every partner result', async () => {
    const results = await Promise.all(
      ['horizonte', 'litoral', 'cerrado', 'pampa'].map(
        async (partner) =>
          (await t.request('POST', `${C}/real-estate/financing/simulate/`, { body: { partner, data } })).body,
      ),
    );
    const body = {
      cpf: CPF.joao,
      financing_value: 240000,
      funding_period: 360,
      real_estate_address_state: 'SP',
      real_estate_value: 400000,
      real_estate_type: 'apartment',
      real_estate_situation: 'new',
      product: PRODUCTS.realEstate,
      customer: f.joao.id,
      personal_banker: f.ana.id,
      simulation_results: results,
    };
    const res = await t.request('POST', `${C}/real-estate/financing/interest/`, {
      token: f.joao.token,
      body,
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(interestRecords).where(eq(interestRecords.id, res.body.id));
    expect(row).toMatchObject({
      customerId: f.joao.id,
      fundingPeriod: 360,
      financingValue: 240000,
      realEstateAddressState: 'SP',
    });
    expect(row?.simulationResults).toHaveLength(4);

    expect((await t.request('POST', `${C}/real-estate/financing/interest/`, { body })).status).toBe(401);
    expect(
      (await t.request('POST', `${C}/real-estate/financing/interest/`, { token: f.maria.token, body }))
        .status,
    ).toBe(403);
    const visitor = await t.request('POST', `${C}/real-estate/financing/interest/`, {
      body: { ...body, customer: null, cpf: null },
    });
    expect(visitor.status).toBe(201);
    // The four partners' real answers fit the bound with room; a padded record does not.
    expect(new TextEncoder().encode(JSON.stringify(results)).length).toBeLessThan(4 * 1024);
    const padded = await t.request('POST', `${C}/real-estate/financing/interest/`, {
      body: { ...body, customer: null, cpf: null, simulation_results: [{ filler: 'x'.repeat(9000) }] },
    });
    expect(padded.status).toBe(400);
    expect(padded.body).toEqual({ simulation_results: ['O registro deve ter no máximo 8 KB.'] });
    const unknown = await t.request('POST', `${C}/real-estate/financing/interest/`, {
      body: { ...body, customer: null, product: 9999 },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request('POST', `${C}/real-estate/financing/interest/`, {
      body: { ...body, funding_period: 'muito' },
    });
    expect(bad.body).toEqual({ funding_period: ['Informe um prazo entre 12 e 420 meses.'] });
  });

  it('open simulate: home-equity PRICE instalment at 1.09% a month', async () => {
    const res = await t.request('POST', `${C}/integrations/open/ci/simulate/`, {
      body: { property_value: 500000, loan_value: 200000, term: 120 },
    });
    expect(res.status).toBe(200);
    const i = 0.0109;
    expect(res.body.installment).toBeCloseTo((200000 * i) / (1 - (1 + i) ** -120), 2);
    expect(res.body).toMatchObject({ success: true, monthly_rate: 1.09, max_loan_value: 300000 });
    const tooMuch = await t.request('POST', `${C}/integrations/open/ci/simulate/`, {
      body: { property_value: 500000, loan_value: 400000, term: 240 },
    });
    expect(tooMuch.body.success).toBe(false);
    expect(tooMuch.body.message).toBe('O empréstimo pode ser de até 60% do valor do imóvel (R$ 300.000,00).');
    const badTerm = await t.request('POST', `${C}/integrations/open/ci/simulate/`, {
      body: { property_value: 500000, loan_value: 100000, term: 100 },
    });
    expect(badTerm.body).toEqual({ term: ['Prazo deve ser 240, 120 ou 90 meses.'] });
  });

  it('open simulate: total paid is the sum of the instalments shown (R$ 200.000 / 240 at 1,09% a.m.)', async () => {
    const res = await t.request('POST', `${C}/integrations/open/ci/simulate/`, {
      body: { property_value: 500000, loan_value: 200000, term: 240 },
    });
    // 239 instalments of R$ 2.354,56 and a last of R$ 2.353,59 (src/domain/amortization.test.ts).
    expect(res.body).toMatchObject({
      installment: 2354.56,
      last_installment: 2353.59,
      total_paid: 565093.43,
    });
    expect(Math.round(res.body.total_paid * 100)).toBe(239 * 235456 + 235359);
  });
});

describe('any person may order only in their own name', () => {
  it('a banker cannot place an order for a customer', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Alheio', personType: 1 });
    const res = await t.request('POST', `${C}/legacy/order/`, {
      token: f.ana.token,
      body: { customer: customer.id, product: PRODUCTS.legacy, personal_banker: f.ana.id },
    });
    expect(res.status).toBe(403);
  });
});
