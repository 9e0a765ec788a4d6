import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { authTokens } from '../db/schema/index.ts';
import { mailedCode, withTestServices } from '../test/harness.ts';
import { THROTTLE } from './throttle.ts';

/** The auth service's sessions: login, logout and refresh; the e-mail check, codes and passwords. */
const t = withTestServices();

const { ana, carlos, joao } = DEMO.logins;

describe('auth: login, logout, refresh', () => {
  it('logs in with e-mail (any case) and with CPF, and the token reads the user', async () => {
    const token = await t.login(ana.email.toUpperCase(), ana.password);
    const me = await t.get('/api/auth/person/v2/', token);
    expect(me.status).toBe(200);
    expect(me.body.person).toMatchObject({ email: ana.email, person_type: 0, slug: 'ana-souza' });
    const cpf = (await t.get('/api/auth/person/v2/', await t.login(joao.email, joao.password))).body.person
      .documents.CPF;
    expect(await t.login(cpf, joao.password)).toMatch(/\S{20,}/);
  });

  it('answers the documented message for a wrong password or unknown user', async () => {
    for (const body of [
      { username: ana.email, password: 'errada123' },
      { username: 'ninguem@exemplo.com.br', password: 'x' },
    ]) {
      const res = await t.call('POST', '/api/auth/users/login/', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Usuário ou senha incorreto.' });
    }
    const empty = await t.call('POST', '/api/auth/users/login/', { body: { username: '', password: '' } });
    expect(empty.body).toEqual({ username: ['Campo obrigatório.'], password: ['Campo obrigatório.'] });
  });

  it('rate limits failed logins per user name with a pt-BR message', async () => {
    const body = { username: carlos.email, password: 'errada' };
    for (let i = 0; i < THROTTLE.accountFailures; i++) {
      expect((await t.call('POST', '/api/auth/users/login/', { body })).status).toBe(400);
    }
    const limited = await t.call('POST', '/api/auth/users/login/', {
      body: { ...body, password: carlos.password },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });

  it('stores tokens hashed with a 5-day expiry; logout revokes; refresh swaps', async () => {
    const token = await t.login(joao.email, joao.password);
    const rows = await t.services.deps.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.personId, DEMO.customers[0]));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const newest = rows.sort((a, b) => b.id - a.id)[0];
    const days = ((newest?.expiresAt.getTime() ?? 0) - (newest?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(5, 3);

    const refreshed = await t.call('PUT', '/api/auth/users/refreshtoken/', {
      body: { email: joao.email },
      token,
    });
    expect(refreshed.status).toBe(200);
    expect((await t.get('/api/auth/person/v2/', token)).status).toBe(401);
    const other = await t.call('PUT', '/api/auth/users/refreshtoken/', {
      body: { email: ana.email },
      token: refreshed.body.token,
    });
    expect(other.status).toBe(403);

    expect((await t.get('/api/auth/users/logout/', refreshed.body.token)).status).toBe(200);
    const after = await t.get('/api/auth/person/v2/', refreshed.body.token);
    expect(after.status).toBe(401);
    expect(after.body.detail).toBe('Token inválido ou expirado.');
  });

  it('401 without a token on every call that needs a user', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/users/logout/'],
      ['PUT', '/api/auth/users/refreshtoken/'],
      ['PUT', '/api/auth/users/setpassword/'],
      ['GET', '/api/auth/person/v2/'],
      ['PUT', '/api/auth/person/v2/'],
      ['GET', '/api/auth/person/v2/1001/'],
      ['GET', '/api/auth/person/v2/address/'],
      ['PUT', '/api/auth/person/v2/authorization/'],
      ['POST', '/api/auth/users/acceptterms/'],
    ] as const) {
      const res = await t.call(method, path, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.detail).toBe('As credenciais de autenticação não foram fornecidas.');
    }
  });
});

describe('auth: e-mail check, codes and passwords', () => {
  it('checks an e-mail: exists, needs a password, unknown, invalid, bad provider', async () => {
    const known = await t.call('PUT', '/api/auth/person/v2/existsoradd/', {
      body: { email: ` ${joao.email.toUpperCase()} `, type: 'forgot' },
    });
    expect(known.body).toEqual({
      exists: true,
      required_password: false,
      emailAndType: { email: joao.email, type: 'forgot' },
    });
    const lead = await t.call('PUT', '/api/auth/person/v2/existsoradd/', {
      body: { email: 'patricia.gomes@exemplo.com.br' },
    });
    expect(lead.body.required_password).toBe(true);
    const unknown = await t.call('PUT', '/api/auth/person/v2/existsoradd/', {
      body: { email: 'novo@exemplo.com.br' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'E-mail não cadastrado.' });
    const invalid = await t.call('PUT', '/api/auth/person/v2/existsoradd/', {
      body: { email: 'sem-arroba' },
    });
    expect(invalid.body).toEqual({ detail: 'E-mail informado não é válido.' });
    const provider = await t.call('PUT', '/api/auth/person/v2/existsoradd/', {
      body: { email: 'a@mailinator.com' },
    });
    expect(provider.body).toEqual({ detail: 'Provedor do serviço de e-mail não é válido.' });
  });

  it('mails a code, refuses a wrong one with the documented message, and accepts the right one once', async () => {
    const email = 'rodrigo.barbosa@exemplo.com.br';
    expect((await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } })).status).toBe(
      200,
    );
    const code = await mailedCode(t, email);
    const wrong = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
      body: { email, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      detail: 'Este código não funcionou. Verifique o código e tente novamente.',
    });
    const ok = await t.call('PUT', '/api/auth/users/validateverificationcode/', { body: { email, code } });
    expect(ok.status).toBe(200);
    const again = await t.call('PUT', '/api/auth/users/validateverificationcode/', { body: { email, code } });
    expect(again.status).toBe(400);

    const weak = await t.call('PUT', '/api/auth/users/setpassword/', {
      body: { password1: 'abc', password2: 'abc' },
      token: ok.body.token,
    });
    expect(weak.body.password1).toContain('Senha precisa ser maior ou igual 8 caracteres');
    const mismatch = await t.call('PUT', '/api/auth/users/setpassword/', {
      body: { password: 'Segura2026x', confirmPassword: 'Segura2026y' },
      token: ok.body.token,
    });
    expect(mismatch.body).toEqual({ password2: ['As senhas não conferem.'] });
    const set = await t.call('PUT', '/api/auth/users/setpassword/', {
      body: { password1: 'Segura2026x', password2: 'Segura2026x' },
      token: ok.body.token,
    });
    expect(set.status).toBe(200);
    expect(await t.login(email, 'Segura2026x')).toBeTruthy();
  });

  it('stops a code after too many wrong tries and answers unknown e-mails 404', async () => {
    const email = 'aline.carvalho@exemplo.com.br';
    await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } });
    const code = await mailedCode(t, email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      await t.call('PUT', '/api/auth/users/validateverificationcode/', { body: { email, code: wrong } });
    }
    const late = await t.call('PUT', '/api/auth/users/validateverificationcode/', { body: { email, code } });
    expect(late.status).toBe(400);
    const unknown = await t.call('POST', '/api/auth/users/sendverificationcode/', {
      body: { email: 'nao@exemplo.com.br' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('E-mail não cadastrado.');
    const bad = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
      body: { email, code: '12' },
    });
    expect(bad.body.code).toEqual(['O código precisa ter 6 dígitos.']);
  });
});
