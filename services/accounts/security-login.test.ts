import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { authTokens, persons, rateLimits } from '../db/schema/index.ts';
import { mailedCode, withTestServices } from '../test/harness.ts';
import { hashPassword, PRODUCTION_COST, setPasswordCost, TEST_COST, verifyPassword } from './password.ts';
import { claimByCode, newLead } from './testing.ts';
import { THROTTLE } from './throttle.ts';

/**
 * Attacks on logins, each reproduced and checked to no longer work: guessing passwords, stolen
 * sessions after a password change, and answers that tell whether an account exists.
 */
const t = withTestServices();

const { ana, carlos, joao } = DEMO.logins;
const LOGIN = '/api/auth/users/login/';

describe('login throttling', () => {
  it('counts a CPF written in 40 formats as one account', async () => {
    const me = await t.get('/api/auth/person/v2/', await t.login(joao.email, joao.password));
    const cpf: string = me.body.person.documents.CPF;
    const separators = ['', '.', ' ', '-'];
    const [a, b, c, d] = [cpf.slice(0, 3), cpf.slice(3, 6), cpf.slice(6, 9), cpf.slice(9)];
    const formats = Array.from(
      { length: 40 },
      (_, i) => `${a}${separators[i % 4]}${b}${separators[(i >> 2) % 4]}${c}${separators[(i >> 4) % 4]}${d}`,
    );
    expect(new Set(formats).size).toBe(40);
    const statuses: number[] = [];
    for (const username of formats) {
      const res = await t.call('POST', LOGIN, {
        body: { username, password: 'errada123' },
        address: '198.51.100.1',
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 400).length).toBe(THROTTLE.accountFailures);
    expect(statuses.at(-1)).toBe(429);
    const [row] = await t.services.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login-account:${cpf}`));
    expect(row?.count).toBeGreaterThanOrEqual(THROTTLE.accountFailures);
  });

  it('checks at most the limit of 60 parallel attempts on one account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        t.call('POST', LOGIN, {
          body: { username: carlos.email, password: 'errada123' },
          address: '198.51.100.2',
        }),
      ),
    );
    const checked = answers.filter((a) => a.status === 400).length;
    expect(checked).toBeGreaterThan(0);
    // Past the account limit only an address that is not failing yet gets through.
    expect(checked).toBeLessThanOrEqual(THROTTLE.accountFailures + THROTTLE.failingAddressFrom - 1);
    expect(answers.filter((a) => a.status === 429).length).toBe(60 - checked);
  });

  it('a locked account still takes the right password from an address that is not failing', async () => {
    const body = { username: ana.email, password: 'errada123' };
    for (let i = 0; i < THROTTLE.accountFailures; i++) {
      expect((await t.call('POST', LOGIN, { body, address: '198.51.100.3' })).status).toBe(400);
    }
    const right = { username: ana.email, password: ana.password };
    expect((await t.call('POST', LOGIN, { body: right, address: '198.51.100.3' })).status).toBe(429);
    expect((await t.call('POST', LOGIN, { body: right, address: '192.0.2.44' })).status).toBe(200);
  });

  it('bounds the hash work of unknown user names per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < THROTTLE.addressFailures + 5; i++) {
      const res = await t.call('POST', LOGIN, {
        body: { username: `ninguem.${i}@exemplo.com.br`, password: 'qualquer1' },
        address: '198.51.100.4',
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 400).length).toBe(THROTTLE.addressFailures);
    expect(statuses.slice(THROTTLE.addressFailures)).toEqual(Array(5).fill(429));
  });
});

describe('password change and sessions', () => {
  it('a change needs the current password and ends the other sessions; logout ends the one used', async () => {
    const email = 'troca.senha@exemplo.com.br';
    await newLead(t, email);
    await claimByCode(t, email, 'Antiga2026ab');
    const mine = await t.login(email, 'Antiga2026ab');
    const stolen = await t.login(email, 'Antiga2026ab');
    const change = (body: object) => t.call('PUT', '/api/auth/users/setpassword/', { body, token: stolen });
    const without = await change({ password1: 'Nova2026abc', password2: 'Nova2026abc' });
    expect(without.body).toEqual({ current_password: ['Senha atual incorreta.'] });
    const wrong = await change({ password1: 'Nova2026abc', password2: 'Nova2026abc', current_password: 'x' });
    expect(wrong.status).toBe(400);
    const ok = await t.call('PUT', '/api/auth/users/setpassword/', {
      body: { password1: 'Nova2026abc', password2: 'Nova2026abc', current_password: 'Antiga2026ab' },
      token: mine,
    });
    expect(ok.status).toBe(200);
    expect((await t.get('/api/auth/person/v2/', stolen)).status).toBe(401);
    expect((await t.get('/api/auth/person/v2/', mine)).status).toBe(200);
    expect((await t.get('/api/auth/users/logout/', mine)).status).toBe(200);
    expect((await t.get('/api/auth/person/v2/', mine)).status).toBe(401);
  });

  it("the reset flow's token lives 15 minutes, sets a password once, and refreshing does not extend it", async () => {
    const email = 'reset.curto@exemplo.com.br';
    await newLead(t, email);
    await claimByCode(t, email, 'Primeira2026');
    await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } });
    const checked = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
      body: { email, code: await mailedCode(t, email) },
    });
    const reset: string = checked.body.token;
    const rows = await t.services.deps.db
      .select()
      .from(authTokens)
      .where(
        and(
          eq(authTokens.purpose, 'reset'),
          eq(authTokens.personId, (await t.get('/api/auth/person/v2/', reset)).body.person.id),
        ),
      )
      .orderBy(desc(authTokens.id));
    const life = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(life).toBe(15 * 60 * 1000);
    const refreshed = await t.call('PUT', '/api/auth/users/refreshtoken/', { body: { email }, token: reset });
    const [swapped] = await t.services.deps.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.personId, rows[0]?.personId ?? 0))
      .orderBy(desc(authTokens.id))
      .limit(1);
    expect(swapped?.expiresAt.getTime()).toBe(rows[0]?.expiresAt.getTime());
    const token: string = refreshed.body.token;
    const set = (password: string) =>
      t.call('PUT', '/api/auth/users/setpassword/', {
        body: { password1: password, password2: password },
        token,
      });
    expect((await set('Segunda2026')).status).toBe(200);
    expect((await set('Terceira2026')).status).toBe(400);
  });

  it('hashes with scrypt N=2^17, r=8, p=1 and rehashes an older hash on login', async () => {
    setPasswordCost(PRODUCTION_COST);
    try {
      const strong = await hashPassword('Forte2026abc');
      expect(strong).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('Forte2026abc', strong, '192.0.2.90')).toBe(true);
      setPasswordCost({ N: 1024, r: 8, p: 1 });
      const old = await hashPassword(joao.password);
      await t.services.deps.db
        .update(persons)
        .set({ passwordHash: old })
        .where(eq(persons.email, joao.email));
    } finally {
      setPasswordCost(TEST_COST);
    }
    await t.login(joao.email, joao.password);
    const [row] = await t.services.deps.db
      .select({ hash: persons.passwordHash })
      .from(persons)
      .where(eq(persons.email, joao.email));
    expect(row?.hash).toMatch(new RegExp(`^scrypt\\$${TEST_COST.N}\\$8\\$1\\$`));
    expect(await t.login(joao.email, joao.password)).toBeTruthy();
  });
});

describe('oracles', () => {
  it('an id answers the same whether it exists or not', async () => {
    const login = { username: carlos.email, password: carlos.password };
    const { token } = (await t.call('POST', LOGIN, { body: login, address: '192.0.2.80' })).body;
    const present = await t.get(`/api/auth/person/v2/${DEMO.customers[0]}/`, token);
    const absent = await t.get('/api/auth/person/v2/987654/', token);
    expect(present.status).toBe(absent.status);
    expect(present.body).toEqual(absent.body);
  });

  it("the e-mail check keeps 'E-mail não cadastrado.' but limits misses per address", async () => {
    const check = (email: string) =>
      t.call('PUT', '/api/auth/person/v2/existsoradd/', { body: { email }, address: '198.51.100.9' });
    const statuses: number[] = [];
    for (let i = 0; i < THROTTLE.emailCheckMisses; i++) {
      const res = await check(`sondagem.${i}@exemplo.com.br`);
      if (i === 0) expect(res.body).toEqual({ detail: 'E-mail não cadastrado.' });
      statuses.push(res.status);
      // Addresses found do not count.
      if (i % 10 === 0) expect((await check(joao.email)).status).toBe(200);
    }
    expect(statuses).toEqual(Array(THROTTLE.emailCheckMisses).fill(404));
    expect((await check('mais.um@exemplo.com.br')).status).toBe(429);
    const code = await t.call('POST', '/api/auth/users/sendverificationcode/', {
      body: { email: 'mais.dois@exemplo.com.br' },
      address: '198.51.100.9',
    });
    expect(code.status).toBe(429);
    // Another address is not held back.
    const other = await t.call('PUT', '/api/auth/person/v2/existsoradd/', {
      body: { email: 'mais.um@exemplo.com.br' },
      address: '198.51.100.10',
    });
    expect(other.status).toBe(404);
  });
});
