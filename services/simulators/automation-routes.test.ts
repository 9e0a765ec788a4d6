import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerValidUntil } from '../../src/core/products/offer-terms.ts';
import { addPerson, CPF, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { BRAZIL_TODAY, dayFrom, storeSimulation } from '../checkout/testing/simulations.ts';
import { leads, mailOutbox, products, realEstateCreditRequests } from '../db/schema/index.ts';
import { realEstateCreditBody } from './testing.ts';

const { t, f } = withSeededServices();

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));

/** A stored simulation whose answers carry free text, as any client could have posted them. */
async function storedSimulation(customerId: number | null, validUntil = offerValidUntil(BRAZIL_TODAY)) {
  return storeSimulation(t.db, {
    validUntil,
    customerId,
    bankerId: f.ana.id,
    simulationResults: [
      {
        partner: 'horizonte',
        partner_name: 'Clique em http://golpe.example',
        success: true,
        anual_fee: 10.49,
        cet: 11.87,
        total_financing_value: 240000,
        first_installment: 2934.56,
        last_installment: 672.1,
        total_paid: 672000.5,
        minimal_monthly_income: 9781.87,
      },
      {
        partner: 'pampa',
        success: false,
        partner_constraint_message: 'Ganhe dinheiro em http://golpe.example',
      },
      { partner: 'desconhecido', partner_name: 'Prêmio!', first_installment: 1 },
    ],
  });
}

const send = (token: string | undefined, body: Record<string, unknown>) =>
  t.request('POST', '/api/automation/sendSimulations', { token, body });

describe('POST /sendSimulations', () => {
  it('a banker cannot relay free text and links to any address', async () => {
    const stranger = 'alvo.qualquer@exemplo.com.br';
    const res = await send(f.ana.token, {
      email: stranger,
      name: 'Ganhe um prêmio',
      payload: [{ partner_name: 'Acesse http://golpe.example/premio', first_installment: 1 }],
      pbId: f.ana.id,
      productId: PRODUCTS.realEstate,
      productTitle: 'Oferta imperdível em http://golpe.example',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await mailsTo(stranger)).toHaveLength(0);
    const stored = await send(f.ana.token, { simulation: await storedSimulation(null), email: stranger });
    expect(stored.status).toBe(403);
    expect(stored.body).toEqual({ detail: 'As simulações só podem ser enviadas para os seus clientes.' });
    expect(await mailsTo(stranger)).toHaveLength(0);
  });

  it("mails the customer's own stored simulation to the customer, the banker in copy, built from the record", async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Simula', personType: 1 });
    const res = await send(customer.token, { simulation: await storedSimulation(customer.id) });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ detail: 'Simulações enviadas por e-mail.' });
    const [mine] = await mailsTo(customer.email);
    expect(mine?.subject).toBe('Suas simulações de financiamento imobiliário');
    expect(mine?.text).toContain('Olá, Cliente Simula!');
    expect(mine?.text).toContain('Apartamento em SP, valor do imóvel R$ 400.000,00');
    expect(mine?.text).toContain('Banco Horizonte');
    expect(mine?.text).toContain('Primeira parcela: R$ 2.934,56');
    expect(mine?.text).toContain('CET: 11,87% ao ano');
    expect(mine?.text).toContain('Banco Pampa');
    expect(mine?.text).not.toContain('http://golpe.example');
    expect(mine?.text).not.toContain('Prêmio');
    const [copy] = await mailsTo(f.ana.email);
    expect(copy?.subject).toBe('Cliente Simula recebeu simulações de financiamento imobiliário');
    // The customer's send is news to the banker: with the customer's WhatsApp link.
    expect(copy?.text).toMatch(/https:\/\/wa\.me\/5511987654321\?text=\S*financiamento%20imobili%C3%A1rio/);
    expect(copy?.text).not.toContain('golpe');
  });

  it('the customer may only send to the own address and only the own simulation', async () => {
    const joaos = await storedSimulation(f.joao.id);
    const other = await send(f.joao.token, { simulation: joaos, email: f.maria.email });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ detail: 'As simulações só podem ser enviadas para o seu próprio e-mail.' });
    expect((await send(f.maria.token, { simulation: joaos })).status).toBe(403);
    expect((await send(undefined, { simulation: joaos })).status).toBe(401);
    const unknown = await send(f.joao.token, { simulation: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Simulação não encontrada.' });
    const bad = await send(f.joao.token, { simulation: 'x', email: 'a b' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'simulation']);
  });

  it("the banker may send a stored simulation to the banker's own lead", async () => {
    const lead = await addPerson(t.db, { fullName: 'Lead da Ana', personType: 1 });
    await t.db.insert(leads).values({ bankerId: f.ana.id, customerId: lead.id });
    const res = await send(f.ana.token, {
      simulation: await storedSimulation(null),
      email: lead.email.toUpperCase(),
    });
    expect(res.status).toBe(202);
    expect((await mailsTo(lead.email))[0]?.text).toContain('Olá, Lead da Ana!');
    // Carlos is another banker: Ana's lead and Ana's simulation are not his.
    expect(
      (await send(f.carlos.token, { simulation: await storedSimulation(null), email: lead.email })).status,
    ).toBe(403);
  });

  it('tells how long the offers hold, their rates per year and per month and the total', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Prazo', personType: 1 });
    const validUntil = offerValidUntil(BRAZIL_TODAY);
    expect((await send(customer.token, { simulation: await storedSimulation(customer.id) })).status).toBe(
      202,
    );
    const [mail] = await mailsTo(customer.email);
    const [year, month, day] = validUntil.split('-');
    expect(mail?.text).toContain(`Oferta válida até ${day}/${month}/${year}.`);
    expect(mail?.text).toContain('Taxa de juros: 10,49% ao ano (0,83% ao mês)');
    expect(mail?.text).toContain('CET: 11,87% ao ano (0,94% ao mês)');
    expect(mail?.text).toContain('Total pago: R$ 672.000,50');
    expect(mail?.text).toContain('Valor financiado: R$ 240.000,00');
    // Product 97 is not sold through correspondent banks: no correspondent line.
    expect(mail?.text).not.toContain('Correspondente de');
  });

  it('names the institution the store acts for when it is a correspondent', async () => {
    await t.db.update(products).set({ corban: 2 }).where(eq(products.id, PRODUCTS.realEstate));
    try {
      const customer = await addPerson(t.db, { fullName: 'Cliente Corban', personType: 1 });
      expect((await send(customer.token, { simulation: await storedSimulation(customer.id) })).status).toBe(
        202,
      );
      const [mail] = await mailsTo(customer.email);
      expect(mail?.text).toContain('Correspondente de Banco Horizonte S.A. (CNPJ 61.204.583/0001-67)');
      expect(mail?.text).toContain('Correspondente de Banco Pampa Múltiplo S.A. (CNPJ 29.063.741/0001-01)');
    } finally {
      await t.db.update(products).set({ corban: 0 }).where(eq(products.id, PRODUCTS.realEstate));
    }
  });

  it('an expired simulation is not mailed: the answer says when it expired and asks for a new one', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Atrasado', personType: 1 });
    const yesterday = dayFrom(BRAZIL_TODAY, -1);
    const res = await send(customer.token, { simulation: await storedSimulation(customer.id, yesterday) });
    expect(res.status).toBe(410);
    const [year, month, day] = yesterday.split('-');
    expect(res.body).toEqual({
      detail: `Esta oferta expirou em ${day}/${month}/${year}. Simule novamente para ver uma oferta válida.`,
    });
    expect(await mailsTo(customer.email)).toHaveLength(0);
    // Its last valid day still holds.
    const today = await storedSimulation(customer.id, BRAZIL_TODAY);
    expect((await send(customer.token, { simulation: today })).status).toBe(202);
  });

  it('is rate limited per sender', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Insistente', personType: 1 });
    const id = await storedSimulation(customer.id);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await send(customer.token, { simulation: id })).status);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await mailsTo(customer.email)).toHaveLength(10);
  });
});

describe('POST /realEstateCredit', () => {
  // The lists the form chooses from (GET realEstateCredit/lists) are the reference lists every database has.
  const body = () => realEstateCreditBody(f);
  /** Posts a valid form, with `changes` over its fields. */
  const postCredit = (token: string | undefined, changes: Record<string, unknown> = {}) =>
    t.request('POST', '/api/automation/realEstateCredit', { token, body: { ...body(), ...changes } });

  /** João's form with `changes` is refused with 400 and these field errors. */
  async function expectRefused(changes: Record<string, unknown>, errors: Record<string, string[]>) {
    const res = await postCredit(f.joao.token, changes);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  }

  it('stores the request and mails the banker and the customer', async () => {
    const res = await postCredit(f.joao.token);
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
    expect((await postCredit(undefined)).status).toBe(401);
    expect((await postCredit(f.maria.token)).status).toBe(403);
    const unknown = await postCredit(f.joao.token, { personal_banker: f.maria.id });
    expect(unknown.body).toEqual({ detail: 'Personal Banker não encontrado.' });
    const bad = await postCredit(f.joao.token, {
      cpf: '123',
      principal_contact: '11',
      birthday: '10/05/2015',
    });
    expect(bad.body).toEqual({
      cpf: ['CPF informado não é válido.'],
      birthday: ['Idade inválida.'],
      principal_contact: ['Celular inválido.'],
    });
  });

  it("refuses the state 'XX', a property type and list codes that do not exist", async () => {
    await expectRefused(
      { real_estate_address_state: 'XX', real_estate_type: 'castle' },
      {
        real_estate_type: ['Campo obrigatório.'],
        real_estate_address_state: ['Por favor, digite uma sigla existente.'],
      },
    );
    await expectRefused(
      { bank: '999', profession: 'Engenheiro' },
      { bank: ['Escolha uma das opções da lista.'], profession: ['Escolha uma das opções da lista.'] },
    );
  });

  it("refuses another person's name or birthday: the request speaks for the account", async () => {
    const res = await postCredit(f.joao.token, { full_name: 'Maria Costa', birthday: '20/01/1985' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['full_name', 'birthday']);
    const stored = await t.db.select().from(realEstateCreditRequests);
    expect(stored.every((row) => row.payload.full_name === 'João Silva')).toBe(true);
  });
});
