import { desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO } from '../db/demo/demo.ts';
import { mailOutbox, rateLimits, verificationCodes } from '../db/schema/index.ts';
import { loggerTo } from '../log/logger.ts';
import { createOutbox, SECRET_MARK } from '../mail/outbox.ts';
import { createMailWorker } from '../mail/worker.ts';
import { connectionFrom, mailedCode, withTestServices } from '../test/harness.ts';
import { CODE_MAX_ATTEMPTS } from './codes.ts';
import { claimByCode, newLead } from './testing.ts';
import { issueToken } from './tokens.ts';

/**
 * Attacks on accounts through their e-mail, each reproduced and checked to no longer work: codes read
 * from the development mailbox, the e-mail change, pre-made leads and guessing a code in parallel.
 */
const t = withTestServices();

const { carlos, joao } = DEMO.logins;
const LOGIN = '/api/auth/users/login/';
const mailbox = (email: string) => `/api/dev/mailbox?to=${encodeURIComponent(email)}`;

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
    const code = await mailedCode(t, email);
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

  it('notes a stored message in the log, never its address nor its code', async () => {
    const lines: string[] = [];
    const { db, config } = t.services.deps;
    await createOutbox(db).enqueue({
      to: 'console@exemplo.com.br',
      subject: `Seu código de verificação: ${SECRET_MARK}`,
      text: `Use o código ${SECRET_MARK}.`,
      secret: '424242',
    });
    const worker = createMailWorker(
      db,
      config,
      loggerTo((line) => lines.push(line)),
    );
    await worker.flush();
    await worker.stop();
    expect(lines.map((line) => JSON.parse(line).msg)).toContain(
      'mailbox: mensagens na caixa local (/api/dev/mailbox)',
    );
    expect(lines.join('\n')).not.toMatch(/424242|console@/);
  });
});

describe('e-mail change', () => {
  it('a new e-mail counts only once the code sent to it is validated; the old one stays until then', async () => {
    const lead = await newLead(t, 'troca.origem@exemplo.com.br');
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
      body: { email: invited, code: await mailedCode(t, invited) },
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
    const code = await mailedCode(t, invited);
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
    const lead = await newLead(t, 'troca.dupla@exemplo.com.br');
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
    const attacker = await newLead(t, victim);
    expect((await t.get('/api/auth/person/v2/', attacker.token)).status).toBe(200);
    const victimToken = await claimByCode(t, victim, 'Vitima2026ab');
    const read = await t.get('/api/auth/person/v2/', attacker.token);
    expect(read.status).toBe(401);
    expect((await t.get('/api/auth/person/v2/', victimToken)).status).toBe(200);
  });

  it('a first password set with a lead token revokes the other tokens of the account', async () => {
    const first = await newLead(t, 'primeira.senha@exemplo.com.br');
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

describe('verification-code race', () => {
  it('200 parallel guesses compare at most 5 times', async () => {
    const email = 'corrida.codigo@exemplo.com.br';
    await newLead(t, email);
    await t.call('POST', '/api/auth/users/sendverificationcode/', { body: { email } });
    const code = await mailedCode(t, email);
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
