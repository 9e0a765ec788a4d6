import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../src/contract/checkout.ts';
import { claimEmail } from '../accounts/claim.ts';
import { addHolder, addPerson, CPF, PRODUCTS, solicitationBody } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { cpfFrom } from '../db/demo/people-data.ts';
import { mailOutbox, privacyAudit } from '../db/schema/index.ts';
import { BUREAU_LIMITS } from '../simulators/profiles/bureau-access.ts';
import { INVITE_LIMITS } from './invite-limits.ts';

const { t, f } = withSeededServices();

const C = '/api/checkout';
const H = `${C}/solicitation/handler/`;
const BUSINESS = `${C}/open-banking/business/v1/business/`;

let serial = 0;
/** A new customer with a CPF of their own, so the limits of one test do not reach another. */
async function customer(name: string) {
  serial += 1;
  const cpf = cpfFrom(String(810000000 + serial * 7919));
  return { ...(await addPerson(t.db, { fullName: name, personType: 1, cpf })), cpf };
}

const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('bureau look-ups: only the own CPF, or an authorizing customer for the banker, limited and recorded', () => {
  it('refuses a profile or a look-up of a stranger’s CPF with a pt-BR 403', async () => {
    const lead = await customer('Curioso');
    const res = await t.request('POST', `${C}/profile/`, {
      token: lead.token,
      body: { cpf: CPF.maria, full_name: 'Maria Costa', monthly_income: 5000 },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      detail:
        'A consulta de crédito é feita apenas para o CPF da sua conta ou de um cliente que autorizou você.',
    });
    // A profile stored before this rule (another's CPF) is not looked up either.
    const own = await t.request('POST', `${C}/profile/`, {
      token: f.maria.token,
      body: { cpf: CPF.maria, full_name: 'Maria Costa', monthly_income: 5000 },
    });
    expect(own.status).toBe(201);
    const stolen = await t.request('POST', `${C}/profile/${own.body.id}/serasa/calculate/`, {
      token: lead.token,
    });
    expect(stolen.status).toBe(403);
  });

  it('the banker looks up a customer only while that customer authorizes him', async () => {
    const joana = await addHolder(t.db);
    const sol = await t.request('POST', H, {
      token: joana.token,
      body: solicitationBody({ customer: joana.id, personal_banker: f.ana.id, product: PRODUCTS.loan }),
    });
    expect(sol.status).toBe(201);
    const profileBody = {
      cpf: joana.cpf,
      full_name: joana.fullName,
      monthly_income: 9000,
      solicitation: sol.body.id,
    };
    const refused = await t.request('POST', `${C}/profile/`, { token: f.ana.token, body: profileBody });
    expect(refused.status).toBe(403);
    const mine = await t.request('POST', `${C}/profile/`, { token: joana.token, body: profileBody });
    expect(mine.status).toBe(201);
    const bankerTry = await t.request('POST', `${C}/profile/${mine.body.id}/serasa/calculate/`, {
      token: f.ana.token,
    });
    expect(bankerTry.status).toBe(403);
    const authorized = await t.request('POST', `${H}invite/authorize/`, {
      token: joana.token,
      body: { personal_banker: f.ana.id, authorized: true },
    });
    expect(authorized.status).toBe(200);
    const allowed = await t.request('POST', `${C}/profile/${mine.body.id}/serasa/calculate/`, {
      token: f.ana.token,
    });
    expect(allowed.status).toBe(200);
    // The look-up shows on Joana's 'Meus dados', naming the bureau and who asked.
    const mineNow = await t.request('GET', '/api/privacy/me/', { token: joana.token });
    expect(mineNow.body.consents[0]).toMatchObject({
      action: 'bureau_lookup',
      details: { service: 'serasa', profile: mine.body.id, requested_by: f.ana.id },
    });
  });

  it('looks a CPF up only once it is proven the account’s own: e-mail confirmed, holder as the bureau knows', async () => {
    const lookUp = async (person: { token: string; cpf: string }) => {
      const profile = await t.request('POST', `${C}/profile/`, {
        token: person.token,
        body: { cpf: person.cpf, full_name: 'Quem Digitou', monthly_income: 5000 },
      });
      expect(profile.status).toBe(201);
      return t.request('POST', `${C}/profile/${profile.body.id}/serasa/calculate/`, { token: person.token });
    };
    const lookups = (id: number) =>
      t.db
        .select()
        .from(privacyAudit)
        .where(and(eq(privacyAudit.userId, id), eq(privacyAudit.action, 'bureau_lookup')));

    // Its own typed CPF, on an account whose e-mail was never confirmed: no look-up.
    const unconfirmed = await customer('Sem Confirmar');
    const refused = await lookUp(unconfirmed);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: PROFILE_MESSAGES.identity.emailUnconfirmed });
    expect(await lookups(unconfirmed.id)).toHaveLength(0);

    // Confirmed, but the bureau's holder of the CPF has another name: refused, nothing spent.
    await claimEmail(t.db, unconfirmed, true);
    const mismatch = await lookUp(unconfirmed);
    expect(mismatch.status).toBe(403);
    expect(mismatch.body).toEqual({ detail: PROFILE_MESSAGES.identity.identityMismatch });
    expect(await lookups(unconfirmed.id)).toHaveLength(0);

    // The holder, confirmed: the look-up is made and recorded.
    const holder = await addHolder(t.db);
    expect((await lookUp(holder)).status).toBe(200);
    expect(await lookups(holder.id)).toHaveLength(1);
  });

  it('counts look-ups per account: past the limit a pt-BR 429 and no bureau call', async () => {
    const self = await addHolder(t.db);
    const profile = await t.request('POST', `${C}/profile/`, {
      token: self.token,
      body: { cpf: self.cpf, full_name: self.fullName, monthly_income: 5000 },
    });
    const calls = [];
    for (let i = 0; i <= BUREAU_LIMITS.perAccount; i += 1) {
      calls.push(
        await t.request('POST', `${C}/profile/${profile.body.id}/quod/calculate/`, {
          token: self.token,
        }),
      );
    }
    expect(calls.slice(0, BUREAU_LIMITS.perAccount).every((r) => r.status === 200)).toBe(true);
    expect(calls.at(-1)?.status).toBe(429);
    expect(calls.at(-1)?.body).toEqual({
      detail: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    });
    const records = await t.db
      .select()
      .from(privacyAudit)
      .where(and(eq(privacyAudit.userId, self.id), eq(privacyAudit.action, 'bureau_lookup')));
    expect(records).toHaveLength(BUREAU_LIMITS.perAccount);
  });
});

describe('invitations: data only for the verified owner of the address, no account oracle, bounded mail', () => {
  it('an account made for the invited address without a code does not get the review data', async () => {
    const email = `convite.${Date.now()}@exemplo.com.br`;
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.loan, invite_customer_email: email, review: true, monthly_income: 12000 },
    });
    expect(invited.status).toBe(201);
    const squatter = await addPerson(t.db, { fullName: 'Quem Chegou Antes', personType: 1, email });
    const read = await t.request('GET', `${H}${PRODUCTS.loan}/?personal_banker=${f.ana.id}`, {
      token: squatter.token,
    });
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('12000');
    // Proving the address with a code releases it.
    await claimEmail(t.db, squatter, true);
    const owner = await t.request('GET', `${H}${PRODUCTS.loan}/?personal_banker=${f.ana.id}`, {
      token: squatter.token,
    });
    expect(owner.status).toBe(200);
    expect(owner.body.id).toBe(invited.body.id);
  });

  it('the holder of the mailed link (its id) claims the invitation by answering the authorization', async () => {
    const email = `link.${Date.now()}@exemplo.com.br`;
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.ana.token,
      body: { product: PRODUCTS.card, invite_customer_email: email },
    });
    const account = await addPerson(t.db, { fullName: 'Dono do Link', personType: 1, email });
    const answer = await t.request('POST', `${H}invite/authorize/`, {
      token: account.token,
      body: { personal_banker: f.ana.id, authorized: false, solicitation: invited.body.id },
    });
    expect(answer.status).toBe(200);
    const mine = await t.request('GET', `${H}${PRODUCTS.card}/?personal_banker=${f.ana.id}`, {
      token: account.token,
    });
    expect(mine.body.id).toBe(invited.body.id);
  });

  it('the banker’s answer is the same for a known and an unknown address', async () => {
    const known = await addPerson(t.db, { fullName: 'Já Tem Conta', personType: 1 });
    const answers = [];
    for (const email of [known.email, `ninguem.${Date.now()}@exemplo.com.br`]) {
      const res = await t.request('PUT', `${H}invite/`, {
        token: f.carlos.token,
        body: { product: PRODUCTS.insurance, invite_customer_email: email },
      });
      expect(res.status).toBe(201);
      answers.push(res.body);
    }
    expect(answers.map((a) => a.customer)).toEqual([null, null]);
  });

  it('one address is invited at most a few times a day, whatever the bankers', async () => {
    const email = `alvo.${Date.now()}@exemplo.com.br`;
    const products = [PRODUCTS.loan, PRODUCTS.card, PRODUCTS.realEstate, PRODUCTS.consortium];
    const statuses = [];
    for (const product of products) {
      const res = await t.request('PUT', `${H}invite/`, {
        token: f.carlos.token,
        body: { product, invite_customer_email: email },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(INVITE_LIMITS.perAddress).fill(201), 429]);
    expect(await mailsTo(email)).toHaveLength(INVITE_LIMITS.perAddress);
  });

  it('report-invite works only for an invitation, and mails the banker once', async () => {
    const joana = await customer('Sem Convite');
    const own = await t.request('POST', H, {
      token: joana.token,
      body: solicitationBody({ customer: joana.id, personal_banker: f.carlos.id, product: PRODUCTS.loan }),
    });
    const notInvite = await t.request('POST', `${H}invite/report/`, { body: { solicitation: own.body.id } });
    expect(notInvite.status).toBe(404);
    const email = `reporta.uma.vez.${Date.now()}@exemplo.com.br`;
    const invited = await t.request('PUT', `${H}invite/`, {
      token: f.carlos.token,
      body: { product: PRODUCTS.benefits, invite_customer_email: email },
    });
    const before = (await mailsTo(f.carlos.email)).length;
    for (let i = 0; i < 3; i += 1) {
      const res = await t.request('POST', `${H}invite/report/`, { body: { solicitation: invited.body.id } });
      expect(res.status).toBe(200);
      expect(res.body.state.step).toBe('reported');
    }
    expect((await mailsTo(f.carlos.email)).length).toBe(before + 1);
  });

  it('a company invitation takes one line of text without links, and counts per address', async () => {
    const email = `socio.${Date.now()}@empresa.com.br`;
    const base = { cnpj: '77889900000166', email, name: 'Beatriz Lopes' };
    const lure = await t.request('POST', `${BUSINESS}invite/`, {
      token: f.carlos.token,
      body: { ...base, company_name: 'Clínica\n\nClique em https://golpe.example/pix' },
    });
    expect(lure.status).toBe(400);
    expect(lure.body).toEqual({ company_name: ['Use apenas texto, sem links nem quebras de linha.'] });
    const long = await t.request('POST', `${BUSINESS}invite/`, {
      token: f.carlos.token,
      body: { ...base, company_name: 'A'.repeat(5000) },
    });
    expect(long.body).toEqual({ company_name: ['O campo deve ter no máximo 120 caracteres'] });
    const cnpjs = ['11222333000181', '45678901000175', '77889900000166', '11444777000161'];
    const statuses = [];
    for (const cnpj of cnpjs) {
      const res = await t.request('POST', `${BUSINESS}invite/`, {
        token: f.carlos.token,
        body: { ...base, cnpj, company_name: 'Clínica Bem Viver' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(INVITE_LIMITS.perAddress).fill(201), 429]);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));
    expect(
      mail?.text.match(/https?:\/\/\S+/g)?.every((link) => link.startsWith('http://vitrine.test/')),
    ).toBe(true);
  });
});

describe('CNPJ: a registration is its customer’s own', () => {
  it('another customer’s registration neither makes the CNPJ unavailable nor blocks the real company', async () => {
    const squatter = await customer('Registra Qualquer');
    const owner = await customer('Dona da Empresa');
    const body = {
      cnpj: '45.678.901/0001-75',
      personal_banker: f.ana.id,
      company_role: 'Sócio',
      company_income: 'Até 100M',
      property_type: 'commercial',
      purpose: 'working_capital',
      loan_value: 80_000,
    };
    expect((await t.request('POST', BUSINESS, { token: squatter.token, body })).status).toBe(201);
    const check = await t.request(
      'GET',
      `${C}/open-banking/business/v1/validate/?cnpj=45678901000175&personal_banker_id=${f.ana.id}`,
    );
    expect(check.body).toMatchObject({ status: 1, message: 'Empresa encontrada.' });
    expect((await t.request('POST', BUSINESS, { token: owner.token, body })).status).toBe(201);
    const twice = await t.request('POST', BUSINESS, { token: owner.token, body });
    expect(twice.body).toEqual({ cnpj: ['Cnpj já cadastrado'] });
  });
});
