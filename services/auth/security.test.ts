import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { authTokens, mailOutbox, persons, rateLimits, verificationCodes } from '../db/schema/index.ts';
import { DEMO } from '../db/seed/demo.ts';
import { cpfFrom } from '../db/seed/people-data.ts';
import { createOutbox, SECRET_MARK } from '../mail/outbox.ts';
import { createMailWorker } from '../mail/worker.ts';
import { connectionFrom, startTestServices, type TestServices } from '../test/harness.ts';
import { CODE_MAX_ATTEMPTS } from './codes.ts';
import { hashPassword, PRODUCTION_COST, setPasswordCost, TEST_COST, verifyPassword } from './password.ts';
import { THROTTLE } from './throttle.ts';
import { issueToken } from './tokens.ts';

/**
 * Each block reproduces an attack on accounts (codes read from the development mailbox, e-mail
 * change, pre-made leads, guessing passwords and codes, stolen sessions, enumeration) and checks
 * that it no longer works.
 */
let t: TestServices;
beforeAll(async () => {
  t = await startTestServices();
});
afterAll(async () => {
  await t?.close();
});

const { ana, carlos, joao } = DEMO.logins;
const LOGIN = '/api/auth/users/login/';
const mailbox = (email: string) => `/api/dev/mailbox?to=${encodeURIComponent(email)}`;

/** The newest code mailed to an address, as the developer's own machine reads it. */
async function mailedCode(email: string): Promise<string> {
  const res = await t.get(mailbox(email));
  const code = /(\d{6})/.exec(res.body[0]?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

let serial = 0;
/** A fresh lead (no password) and its token. */
async function newLead(email: string) {
  serial += 1;
  const res = await t.call('POST', '/api/auth/person/v2/existsoradd/', {
    body: {
      full_name: 'Renata Alves Pinto',
      email,
      principal_contact: '(51) 99777-6655',
      cpf: cpfFrom(String(410000000 + serial * 37)),
      birthday: '03/05/1990',
      terms: true,
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.person.id as number, token: res.body.person.token as string };
}

/** Gives an account a password through the code flow; answers the token that set it. */
async function claimByCode(email: string, password: string): Promise<string> {
  expect((await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } })).status).toBe(
    200,
  );
  const checked = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
    body: { email, code: await mailedCode(email) },
  });
  expect(checked.status).toBe(200);
  const set = await t.call('PUT', '/api/auth/users/setpassword/', {
    body: { password1: password, password2: password },
    token: checked.body.token,
  });
  expect(set.status).toBe(200);
  return checked.body.token;
}

describe('development mailbox', () => {
  it('answers nobody but this machine, and is off in production or beyond loopback unless asked', async () => {
    const email = joao.email;
    await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } });
    expect((await t.call('GET', mailbox(email), { address: '203.0.113.7' })).status).toBe(404);
    expect((await t.call('GET', mailbox(email), { address: '::ffff:10.0.0.5' })).status).toBe(404);
    // Relayed by a proxy on this machine, or a page that rebinds its host name to 127.0.0.1.
    const relayed = await t.call('GET', mailbox(email), { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(relayed.status).toBe(404);
    const rebound = await t.services.fetch(
      new Request(`http://evil.example${mailbox(email)}`),
      connectionFrom('127.0.0.1'),
    );
    expect(rebound.status).toBe(404);
    expect((await t.call('GET', mailbox(email), { address: '::1' })).status).toBe(200);

    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'on' }).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'off' }).devMailbox).toBe(false);
  });

  it('keeps no code in plain text: the outbox forgets it once delivered, the codes table holds a hash', async () => {
    const email = 'ana.souza@exemplo.com.br';
    await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } });
    const code = await mailedCode(email);
    const rows = await t.services.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('stored');
      expect(row.secret).toBeNull();
      expect(`${row.subject}\n${row.text}\n${row.html ?? ''}`).not.toContain(code);
    }
    const codes = await t.services.deps.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    for (const row of codes) expect(JSON.stringify(row)).not.toContain(code);
  });

  it("prints the code on the developer's console line", async () => {
    const lines: string[] = [];
    const { db, config } = t.services.deps;
    await createOutbox(db).enqueue({
      to: 'console@exemplo.com.br',
      subject: `Seu código de verificação: ${SECRET_MARK}`,
      text: `Use o código ${SECRET_MARK}.`,
      secret: '424242',
    });
    const worker = createMailWorker(db, config, (line) => lines.push(line));
    await worker.flush();
    await worker.stop();
    expect(lines).toContain('[mailbox] para console@exemplo.com.br: Seu código de verificação: 424242');
  });
});

describe('e-mail change', () => {
  it('a new e-mail counts only once the code sent to it is validated; the old one stays until then', async () => {
    const lead = await newLead('troca.origem@exemplo.com.br');
    await t.call('PUT', '/api/auth/users/setpassword/', {
      body: { password1: 'Troca2026ab', password2: 'Troca2026ab' },
      token: lead.token,
    });
    const invited = 'convidado.alvo@exemplo.com.br';
    const changed = await t.call('PUT', '/api/auth/person/v2/', {
      body: { email: invited },
      token: lead.token,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.person.email).toBe('troca.origem@exemplo.com.br');
    expect(changed.body.pending_email).toBe(invited);
    // Not yet an identity: no login, no code login with the new address.
    const login = await t.call('POST', LOGIN, { body: { username: invited, password: 'Troca2026ab' } });
    expect(login.status).toBe(400);
    const byCode = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
      body: { email: invited, code: await mailedCode(invited) },
    });
    expect(byCode.status).toBe(400);
    expect(
      (
        await t.call('POST', LOGIN, {
          body: { username: 'troca.origem@exemplo.com.br', password: 'Troca2026ab' },
        })
      ).status,
    ).toBe(200);

    // A wrong code changes nothing; the mailed one does, and every session ends.
    await t.call('PUT', '/api/auth/person/v2/', { body: { email: invited }, token: lead.token });
    const code = await mailedCode(invited);
    const wrong = await t.call('PUT', '/api/auth/person/v2/email/', {
      body: { code: code === '000000' ? '111111' : '000000' },
      token: lead.token,
    });
    expect(wrong.body).toEqual({
      detail: 'Este código não funcionou. Verifique o código e tente novamente.',
    });
    const right = await t.call('PUT', '/api/auth/person/v2/email/', { body: { code }, token: lead.token });
    expect(right.status).toBe(200);
    expect((await t.get('/api/auth/person/v2/', lead.token)).status).toBe(401);
    const token = await t.login(invited, 'Troca2026ab');
    expect((await t.get('/api/auth/person/v2/', token)).body.person.email).toBe(invited);
  });

  it('refuses an e-mail that belongs to someone else before mailing anything', async () => {
    const lead = await newLead('troca.dupla@exemplo.com.br');
    const taken = await t.call('PUT', '/api/auth/person/v2/', {
      body: { email: carlos.email },
      token: lead.token,
    });
    expect(taken.body).toEqual({ email: ['E-mail já cadastrado.'] });
  });
});

describe('account pre-hijack', () => {
  it("claiming an account by code revokes every token issued before (the attacker's lead token)", async () => {
    const victim = 'vitima.prevista@exemplo.com.br';
    const attacker = await newLead(victim);
    expect((await t.get('/api/auth/person/v2/', attacker.token)).status).toBe(200);
    const victimToken = await claimByCode(victim, 'Vitima2026ab');
    const read = await t.get('/api/auth/person/v2/', attacker.token);
    expect(read.status).toBe(401);
    expect((await t.get('/api/auth/person/v2/', victimToken)).status).toBe(200);
  });

  it('a first password set with a lead token revokes the other tokens of the account', async () => {
    const first = await newLead('primeira.senha@exemplo.com.br');
    const earlier = await issueToken(t.services.deps.db, first.id);
    const set = await t.call('PUT', '/api/auth/users/setpassword/', {
      body: { password1: 'Primeira2026', password2: 'Primeira2026' },
      token: first.token,
    });
    expect(set.status).toBe(200);
    expect((await t.get('/api/auth/person/v2/', earlier)).status).toBe(401);
    expect((await t.get('/api/auth/person/v2/', first.token)).status).toBe(200);
  });
});

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

describe('verification-code race', () => {
  it('200 parallel guesses compare at most 5 times', async () => {
    const email = 'corrida.codigo@exemplo.com.br';
    await newLead(email);
    await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } });
    const code = await mailedCode(email);
    const guesses = Array.from({ length: 200 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) =>
        t.call('PUT', '/api/auth/users/validateverificationcode/', { body: { email, code: guess } }),
      ),
    );
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    const [row] = await t.services.deps.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    expect(row?.attempts).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
    // The code is spent: even the right one fails now.
    await t.services.deps.db.delete(rateLimits).where(like(rateLimits.key, 'code-check:%'));
    const late = await t.call('PUT', '/api/auth/users/validateverificationcode/', { body: { email, code } });
    expect(late.status).toBe(400);
  });
});

describe('password change and sessions', () => {
  it('a change needs the current password and ends the other sessions; logout ends the one used', async () => {
    const email = 'troca.senha@exemplo.com.br';
    await newLead(email);
    await claimByCode(email, 'Antiga2026ab');
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
    await newLead(email);
    await claimByCode(email, 'Primeira2026');
    await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } });
    const checked = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
      body: { email, code: await mailedCode(email) },
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
