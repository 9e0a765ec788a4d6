import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPerson, CPF, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { simulationData } from '../checkout/testing/simulations.ts';
import { bankListItems, interestRecords, occupations } from '../db/schema/index.ts';
import { partnersFor } from '../partner-registry.ts';

/** The checkout's domain lists, real-estate financing, and who may order in whose name. */
const { t, f } = withSeededServices();

const C = '/api/checkout';
const failures = () => partnersFor(t.services.deps).failures;

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
  const data = simulationData({ profession: 'Engenheira' });

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
    // 239 instalments of R$ 2.354,56 and a last of R$ 2.353,59 (src/features/simulators/rules/amortization.test.ts).
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
