import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { cpfFrom } from '../db/demo/people-data.ts';
import { persons } from '../db/schema/index.ts';
import { mailedCode, withTestServices } from '../test/harness.ts';

/** The auth service's people: sign-up, leads, profile changes, other people; profiles, addresses, states and cities. */
const t = withTestServices();

const { ana, joao } = DEMO.logins;

const newcomer = (n: number) => ({
  full_name: 'Helena Martins Prado',
  email: `helena.${n}@exemplo.com.br`,
  principal_contact: '(51) 99888-7766',
  cpf: cpfFrom(String(300000000 + n * 101)),
  birthday: '12/04/1992',
  terms: true,
  personal_banker: 'ana-souza',
});
describe('auth: people', () => {
  it('creates an account with a lead at the banker and a code by e-mail', async () => {
    const body = { ...newcomer(1), password: 'Helena2026ab', authorized: true };
    const res = await t.call('POST', '/api/auth/person/v2/', { body });
    expect(res.status).toBe(201);
    expect(res.body.person).toMatchObject({
      email: body.email,
      person_type: 1,
      birthday: '1992-04-12',
      documents: { CPF: body.cpf },
      authorization_info: [{ personal_banker: { id: DEMO.bankers.ana }, authorized: true }],
      personal_bankers: [{ id: DEMO.bankers.ana, slug: 'ana-souza' }],
    });
    expect(res.body.person.token).toBeTruthy();
    expect(await mailedCode(t, body.email)).toMatch(/^\d{6}$/);
  });

  it('answers field arrays for taken e-mail or CPF and invalid fields', async () => {
    const taken = await t.call('POST', '/api/auth/person/v2/existsoradd/', {
      body: { ...newcomer(2), email: joao.email },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ email: ['E-mail já cadastrado.'] });
    const cpf = (await t.get('/api/auth/person/v2/', await t.login(joao.email, joao.password))).body.person
      .documents.CPF;
    const takenCpf = await t.call('POST', '/api/auth/person/v2/existsoradd/', {
      body: { ...newcomer(3), cpf },
    });
    expect(takenCpf.body).toEqual({ cpf: ['CPF já cadastrado.'] });
    const bad = await t.call('POST', '/api/auth/person/v2/existsoradd/', {
      body: {
        ...newcomer(4),
        cpf: '111.111.111-11',
        principal_contact: '123',
        full_name: 'Ana',
        terms: false,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.cpf).toEqual(['CPF informado não é válido.']);
    expect(bad.body.principal_contact).toEqual(['Celular inválido.']);
    expect(bad.body.full_name).toEqual(['Por favor, digite o nome completo.']);
    expect(bad.body.terms).toEqual(['Campo obrigatório.']);
  });

  it('refuses a birthday under 18 years and one that is not a real date, for a lead and an account', async () => {
    const child = `15/06/${new Date().getFullYear() - 10}`;
    for (const [path, extra] of [
      ['/api/auth/person/v2/existsoradd/', {}],
      ['/api/auth/person/v2/', { password: 'Senha2026ab' }],
    ] as const) {
      const young = await t.call('POST', path, { body: { ...newcomer(90), ...extra, birthday: child } });
      expect(young.status).toBe(400);
      expect(young.body).toEqual({ birthday: ['Idade inválida.'] });
      const unreal = await t.call('POST', path, {
        body: { ...newcomer(91), ...extra, birthday: '31/02/1990' },
      });
      expect(unreal.body).toEqual({ birthday: ['Data inválida.'] });
    }
    // Nobody was stored under the refused e-mail.
    const check = await t.call('PUT', '/api/auth/person/v2/existsoradd/', {
      body: { email: newcomer(90).email },
    });
    expect(check.status).toBe(404);
  });

  it('creates a lead without password that gets a token', async () => {
    const res = await t.call('POST', '/api/auth/person/v2/existsoradd/', { body: newcomer(5) });
    expect(res.status).toBe(201);
    expect((await t.get('/api/auth/person/v2/', res.body.person.token)).body.person.email).toBe(
      newcomer(5).email,
    );
    const check = await t.call('PUT', '/api/auth/person/v2/existsoradd/', {
      body: { email: newcomer(5).email },
    });
    expect(check.body.required_password).toBe(true);
  });

  it('lets a customer change own data but never the CPF once set, nor the e-mail with an authorization', async () => {
    const created = await t.call('POST', '/api/auth/person/v2/existsoradd/', { body: newcomer(6) });
    const token = created.body.person.token;
    const renamed = await t.call('PUT', '/api/auth/person/v2/', {
      body: { full_name: 'Helena Prado Souza', birthday: '1992-04-13' },
      token,
    });
    expect(renamed.body.person).toMatchObject({ full_name: 'Helena Prado Souza', birthday: '1992-04-13' });
    const cpf = await t.call('PUT', '/api/auth/person/v2/', { body: { cpf: cpfFrom('123456789') }, token });
    expect(cpf.body).toEqual({ cpf: ['O CPF não pode ser alterado depois de cadastrado.'] });
    await t.call('PUT', '/api/auth/person/v2/authorization/', {
      body: { personal_banker: DEMO.bankers.ana, authorized: false },
      token,
    });
    const email = await t.call('PUT', '/api/auth/person/v2/', {
      body: { email: 'outro.6@exemplo.com.br' },
      token,
    });
    expect(email.body).toEqual({
      email: ['O e-mail não pode ser alterado enquanto houver uma autorização.'],
    });
  });

  it('a new e-mail applies once its code comes back, then revokes the tokens (new login needed)', async () => {
    const created = await t.call('POST', '/api/auth/person/v2/existsoradd/', {
      body: { ...newcomer(7), personal_banker: undefined },
    });
    const token = created.body.person.token;
    const res = await t.call('PUT', '/api/auth/person/v2/', {
      body: { email: 'Novo.7@Exemplo.com.br' },
      token,
    });
    expect(res.body.person.email).toBe('helena.7@exemplo.com.br');
    expect(res.body.pending_email).toBe('novo.7@exemplo.com.br');
    const confirmed = await t.call('PUT', '/api/auth/person/v2/email/', {
      body: { code: await mailedCode(t, 'novo.7@exemplo.com.br') },
      token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.detail).toBe('E-mail alterado. Entre novamente com o novo e-mail.');
    expect((await t.get('/api/auth/person/v2/', token)).status).toBe(401);
  });

  it("reads own data and a banker's customer; 403 for others, present or not", async () => {
    const joaoToken = await t.login(joao.email, joao.password);
    const anaToken = await t.login(ana.email, ana.password);
    expect((await t.get(`/api/auth/person/v2/${DEMO.customers[0]}/`, joaoToken)).status).toBe(200);
    expect((await t.get(`/api/auth/person/v2/${DEMO.customers[1]}/`, joaoToken)).status).toBe(403);
    expect((await t.get(`/api/auth/person/v2/${DEMO.customers[1]}/`, anaToken)).status).toBe(200);
    expect((await t.get(`/api/auth/person/v2/${DEMO.customersOfCarlos[0]}/`, anaToken)).status).toBe(403);
    const none = await t.get('/api/auth/person/v2/999999/', anaToken);
    expect(none.status).toBe(403);
    expect(none.body.detail).toBe('Você não tem permissão para executar essa ação.');
  });

  it('gives and withdraws an authorization; 404 for a non-banker', async () => {
    const token = await t.login(joao.email, joao.password);
    const on = await t.call('PUT', '/api/auth/person/v2/authorization/', {
      body: { personal_banker: DEMO.bankers.ana, authorized: true },
      token,
    });
    expect(on.body.person.authorization_info).toEqual([
      { personal_banker: { id: DEMO.bankers.ana }, authorized: true },
    ]);
    const off = await t.call('PUT', '/api/auth/person/v2/authorization/', {
      body: { personal_banker: DEMO.bankers.ana, authorized: false },
      token,
    });
    expect(off.body.person.authorization_info[0].authorized).toBe(false);
    const nobody = await t.call('PUT', '/api/auth/person/v2/authorization/', {
      body: { personal_banker: DEMO.customers[1], authorized: true },
      token,
    });
    expect(nobody.status).toBe(404);
    const bad = await t.call('PUT', '/api/auth/person/v2/authorization/', {
      body: { personal_banker: 'x' },
      token,
    });
    expect(bad.body.authorized).toEqual(['Campo obrigatório.']);
  });
});

describe('auth: profiles, addresses, states, cities', () => {
  it("answers ana-souza's complete profile", async () => {
    const res = await t.get('/api/auth/person/v2/pbprofile/ana-souza/');
    expect(res.status).toBe(200);
    expect(res.body.person).toMatchObject({
      slug: 'ana-souza',
      address: { city: { name: 'Porto Alegre' }, state: { slug: 'RS' } },
    });
    expect(
      res.body.person.contacts.map((c: { contact_type: { name: string } }) => c.contact_type.name),
    ).toEqual(['WhatsApp', 'Facebook', 'Instagram', 'LinkedIn']);
    expect(res.body.person.assistent_from.nickname).toBe('Bia Ramos');
    expect(res.body.company.id).toBe(DEMO.companies.offices);
    expect(res.body.career.length).toBeGreaterThan(0);
    expect(res.body.bio).toBeTruthy();
    expect(res.body.why_franq).toBeTruthy();
    expect(res.body.pb_since).toBe('2016-05-02');
    expect((await t.get('/api/auth/person/v2/pbprofile/joao/')).status).toBe(404);
  });

  it('reads and updates the own address; rejects an unknown state', async () => {
    const token = await t.login(joao.email, joao.password);
    expect((await t.get('/api/auth/person/v2/address/', token)).body.city.name).toBe('Canoas');
    const cities = await t.get('/api/auth/person/v2/cities/?state=sc');
    const floripa = cities.body.find((c: { name: string }) => c.name === 'Florianópolis');
    const res = await t.call('PUT', '/api/auth/person/v2/address/', {
      body: { zip_code: '88010-000', state: 'SC', city: floripa.id },
      token,
    });
    expect(res.body).toMatchObject({
      zip_code: '88010000',
      city: { name: 'Florianópolis' },
      state: { slug: 'SC' },
    });
    const bad = await t.call('PUT', '/api/auth/person/v2/address/', { body: { state: 'XX' }, token });
    expect(bad.body).toEqual({ state: ['Por favor, digite uma sigla existente.'] });
  });

  it('lists the 27 states and the 17 cities of RS', async () => {
    expect((await t.get('/api/auth/person/v2/states/')).body).toHaveLength(27);
    expect((await t.get('/api/auth/person/v2/cities/?state=RS')).body).toHaveLength(17);
    expect((await t.get('/api/auth/person/v2/cities/')).body).toEqual({ state: ['Campo obrigatório.'] });
  });
});

describe('auth: persons in the database', () => {
  it('stores passwords as scrypt hashes only', async () => {
    const rows = await t.services.deps.db.select().from(persons).where(eq(persons.email, ana.email));
    expect(rows[0]?.passwordHash).toMatch(/^scrypt\$/);
    expect(rows[0]?.passwordHash).not.toContain(ana.password);
  });
});
