import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPerson, CPF, PRODUCTS, withSeededServices } from '../checkout/testing/harness.ts';
import { bankListItems, mailOutbox, realEstateCreditRequests } from '../db/schema/index.ts';
import { BANK_LISTS } from '../db/seed/reference-data.ts';

const { t, f } = withSeededServices();

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));

const simulation = {
  partner: 'horizonte',
  partner_name: 'Banco Horizonte',
  success: true,
  anual_fee: 10.49,
  first_installment: 2934.56,
  last_installment: 672.1,
  term: 360,
  total_financing_value: 240000,
};

describe('POST /sendSimulations', () => {
  it("mails the results to the user's own e-mail and a copy to the banker", async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Simula', personType: 1 });
    const body = {
      email: customer.email.toUpperCase(),
      name: 'Cliente Simula',
      principalContact: '(11) 98765-4321',
      payload: [
        simulation,
        {
          ...simulation,
          partner_name: 'Banco Pampa',
          success: false,
          partner_constraint_message: 'O prazo máximo do Banco Pampa é de 240 meses.',
        },
      ],
      pbName: 'Ana Souza',
      pbEmail: 'qualquer@exemplo.com.br',
      pbId: f.ana.id,
      pbSlug: 'ana-souza',
      productId: PRODUCTS.realEstate,
      productTitle: 'Financiamento imobiliário',
      company: 'Escritórios',
      companyPlan: 'lite',
      birthday: '1990-05-10',
      monthly_income: 15000,
    };
    const res = await t.request('POST', '/api/automation/sendSimulations', { token: customer.token, body });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ detail: 'Simulações enviadas por e-mail.' });
    const [mine] = await mailsTo(customer.email);
    expect(mine?.subject).toBe('Suas simulações de Financiamento imobiliário');
    expect(mine?.text).toContain('Parceiro: Banco Horizonte');
    expect(mine?.text).toContain('Primeira parcela: R$ 2.934,56');
    expect(mine?.text).toContain('Observação: O prazo máximo do Banco Pampa é de 240 meses.');
    // The copy goes to the banker's stored address, not to whatever the body says.
    const [copy] = await mailsTo(f.ana.email);
    expect(copy?.subject).toBe('Cliente Simula recebeu simulações de Financiamento imobiliário');
    expect(await mailsTo('qualquer@exemplo.com.br')).toHaveLength(0);
  });

  it('answers 401 without a token, 403 for somebody else e-mail, 404 for an unknown banker, 400 for bad input', async () => {
    const body = {
      email: f.maria.email,
      name: 'Maria',
      payload: [simulation],
      pbId: f.ana.id,
      productId: 97,
      productTitle: 'Financiamento',
    };
    expect((await t.request('POST', '/api/automation/sendSimulations', { body })).status).toBe(401);
    const other = await t.request('POST', '/api/automation/sendSimulations', { token: f.joao.token, body });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ detail: 'As simulações só podem ser enviadas para o seu próprio e-mail.' });
    const unknown = await t.request('POST', '/api/automation/sendSimulations', {
      token: f.maria.token,
      body: { ...body, pbId: f.joao.id },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request('POST', '/api/automation/sendSimulations', {
      token: f.maria.token,
      body: { ...body, email: 'a b', name: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      email: ['Não pode conter espaços', 'E-mail precisa ser válido (a b)'],
      name: ['Campo obrigatório.'],
    });
  });

  it('the banker may send simulations to a customer', async () => {
    const body = {
      email: 'prospect@exemplo.com.br',
      name: 'Prospect',
      payload: simulation,
      pbId: f.ana.id,
      productId: 97,
      productTitle: 'Financiamento',
    };
    expect(
      (await t.request('POST', '/api/automation/sendSimulations', { token: f.ana.token, body })).status,
    ).toBe(202);
    expect(await mailsTo('prospect@exemplo.com.br')).toHaveLength(1);
  });
});

describe('POST /realEstateCredit', () => {
  // The lists the form chooses from (GET realEstateCredit/lists), as the demo data has them.
  beforeAll(async () => {
    await t.db
      .insert(bankListItems)
      .values(
        Object.entries(BANK_LISTS).flatMap(([kind, items]) =>
          items.map(([code, name], position) => ({ kind, code, name, position })),
        ),
      );
  });

  const body = () => ({
    personal_banker: f.ana.id,
    product: PRODUCTS.realEstate,
    full_name: 'João Silva',
    email: f.joao.email,
    cpf: CPF.joao,
    birthday: '10/05/1990',
    principal_contact: '(11) 98765-4321',
    marital_status: 'single',
    income_source: 'clt',
    profession: 'engineer',
    monthly_income: 15000,
    bank: '033',
    real_estate_value: 400000,
    financing_value: 240000,
    term: 360,
    real_estate_type: 'apartment',
    real_estate_address_state: 'rs',
  });

  it('stores the request and mails the banker and the customer', async () => {
    const res = await t.request('POST', '/api/automation/realEstateCredit', {
      token: f.joao.token,
      body: body(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      detail: 'Solicitação de crédito imobiliário enviada.',
    });
    const [row] = await t.db
      .select()
      .from(realEstateCreditRequests)
      .where(eq(realEstateCreditRequests.id, res.body.id));
    expect(row).toMatchObject({ bankerId: f.ana.id, customerId: f.joao.id });
    expect(row?.payload).toMatchObject({
      real_estate_address_state: 'RS',
      cpf: CPF.joao,
      financing_value: 240000,
    });
    const [toBanker] = await mailsTo(f.ana.email);
    expect(toBanker?.text).toContain('Financiamento: R$ 240.000,00 em 360 meses');
    // Every option in its pt-BR words, never the code the form sent.
    expect(toBanker?.text).toContain('Estado civil: Solteiro(a)');
    expect(toBanker?.text).toContain('Renda mensal: R$ 15.000,00 (Assalariado (CLT), Engenheiro)');
    expect(toBanker?.text).toContain('Banco escolhido: Banco Litoral');
    expect(toBanker?.text).toContain('Imóvel: Apartamento em RS, R$ 400.000,00');
    expect(toBanker?.text).not.toMatch(/\b(clt|apartment|033|single|engineer)\b/);
    expect((await mailsTo(f.joao.email))[0]?.subject).toBe(
      'Recebemos sua solicitação de crédito imobiliário',
    );
  });

  it('answers 401, 403, 404 and 400 as the others', async () => {
    expect((await t.request('POST', '/api/automation/realEstateCredit', { body: body() })).status).toBe(401);
    expect(
      (await t.request('POST', '/api/automation/realEstateCredit', { token: f.maria.token, body: body() }))
        .status,
    ).toBe(403);
    const unknown = await t.request('POST', '/api/automation/realEstateCredit', {
      token: f.joao.token,
      body: { ...body(), personal_banker: f.maria.id },
    });
    expect(unknown.body).toEqual({ detail: 'Personal Banker não encontrado.' });
    const bad = await t.request('POST', '/api/automation/realEstateCredit', {
      token: f.joao.token,
      body: { ...body(), cpf: '123', principal_contact: '11', birthday: '10/05/2015' },
    });
    expect(bad.body).toEqual({
      cpf: ['CPF informado não é válido.'],
      birthday: ['Idade inválida.'],
      principal_contact: ['Celular inválido.'],
    });
  });

  it("refuses the state 'XX', a property type and list codes that do not exist", async () => {
    const state = await t.request('POST', '/api/automation/realEstateCredit', {
      token: f.joao.token,
      body: { ...body(), real_estate_address_state: 'XX', real_estate_type: 'castle' },
    });
    expect(state.status).toBe(400);
    expect(state.body).toEqual({
      real_estate_type: ['Campo obrigatório.'],
      real_estate_address_state: ['Por favor, digite uma sigla existente.'],
    });
    const codes = await t.request('POST', '/api/automation/realEstateCredit', {
      token: f.joao.token,
      body: { ...body(), bank: '999', profession: 'Engenheiro' },
    });
    expect(codes.status).toBe(400);
    expect(codes.body).toEqual({
      bank: ['Escolha uma das opções da lista.'],
      profession: ['Escolha uma das opções da lista.'],
    });
  });

  it("refuses another person's name or birthday: the request speaks for the account", async () => {
    const res = await t.request('POST', '/api/automation/realEstateCredit', {
      token: f.joao.token,
      body: { ...body(), full_name: 'Maria Costa', birthday: '20/01/1985' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['full_name', 'birthday']);
    const stored = await t.db.select().from(realEstateCreditRequests);
    expect(stored.every((row) => row.payload.full_name === 'João Silva')).toBe(true);
  });
});
