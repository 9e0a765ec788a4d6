import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from './accounts/testing.ts';
import { createServices, type ServicesInternals } from './app.ts';
import { PRODUCTS } from './checkout/testing/fixtures.ts';
import { ConfigError, loadConfig, loadStartupConfig } from './config.ts';
import { DEMO } from './db/demo/demo.ts';
import { cpfFrom } from './db/demo/people-data.ts';
import { mailOutbox } from './db/schema/index.ts';
import { loggerTo } from './log/logger.ts';
import { serveMetrics } from './metrics/listener.ts';
import {
  PRODUCTION_DEV_MAILBOX_REFUSED,
  PRODUCTION_ORIGIN_REQUIRED,
  PRODUCTION_SANDBOX_REFUSED,
  PRODUCTION_SEED_REFUSED,
  PRODUCTION_SMTP_REQUIRED,
} from './production-check.ts';
import { PRODUCTION_DEMO_DATA_REFUSED, removeDemoPeople } from './seed/demo-people.ts';
import { createFirstStore } from './seed/first-store.ts';
import { connectionFrom } from './test/harness.ts';
import { openTestDatabase } from './test/prepared-databases.ts';
import { production, SLOW_MS } from './test/production-env.ts';
import { type CaughtMail, startSmtpCatcher } from './test/smtp-catcher.ts';

/**
 * A production deployment as docs/deployment.md starts it: no demo account, no secret in a log
 * line, no metrics on the public port (on PostgreSQL in the PostgreSQL pass of the tests).
 */

const DEMO_LOGINS = Object.values(DEMO.logins);

const mails: CaughtMail[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher((mail) => mails.push(mail));
});
afterAll(() => smtp.close());

/** A call over a connection from `address`, as `@hono/node-server` passes it (request lines count only those). */
async function call(services: ServicesInternals, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const res = await services.fetch(
    new Request(`http://localhost${path}`, { method, headers, body }),
    connectionFrom('127.0.0.1'),
  );
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes
  const parsed: any = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: res.status, body: parsed, headers: res.headers };
}
interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

const login = (services: ServicesInternals, email: string, password: string) =>
  call(services, 'POST', '/api/auth/users/login/', { body: { username: email, password } });

/** The newest code that reached the SMTP peer for `email` (quoted-printable lines joined). */
async function mailedCode(services: ServicesInternals, email: string): Promise<string> {
  await services.mailWorker.flush();
  const mail = mails.findLast((m) => m.to.includes(email));
  const code = /digo\D{0,40}?(\d{6})/.exec(mail?.data.replace(/=\r?\n/g, '') ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('the production environment', () => {
  it('is refused with SEED=1, and never seeds the demo data', () => {
    const env = production(2525);
    expect(() => loadStartupConfig({ ...env, SEED: '1' })).toThrow(PRODUCTION_SEED_REFUSED);
    expect(loadStartupConfig(env).seed).toBe(false);
    expect(loadStartupConfig({ ...env, SEED: '0' }).seed).toBe(false);
  });

  it('is refused without SMTP_URL, naming it', () => {
    const { SMTP_URL: _, ...env } = production(2525);
    expect(() => loadStartupConfig(env)).toThrow(/SMTP_URL: obrigatório com NODE_ENV=production/);
  });

  it('lists every problem at once, each with the variable that fixes it', () => {
    try {
      loadStartupConfig({
        NODE_ENV: 'production',
        SEED: 'sim',
        DEV_MAILBOX: '1',
        SANDBOX_STATUS_DELAY_SECONDS: '30',
        PORT: 'oitenta',
      });
      expect.unreachable('the start must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const lines = String((error as Error).message).split('\n');
      expect(lines[0]).toBe('Configuração inválida:');
      expect(lines.slice(1).sort()).toEqual(
        [
          'PORT: deve ser um número',
          PRODUCTION_ORIGIN_REQUIRED,
          PRODUCTION_SMTP_REQUIRED,
          PRODUCTION_SEED_REFUSED,
          PRODUCTION_DEV_MAILBOX_REFUSED,
          PRODUCTION_SANDBOX_REFUSED,
        ].sort(),
      );
    }
  });

  it('serves /metrics on its own loopback listener; development keeps its demo data, mailbox and /metrics', () => {
    expect(loadStartupConfig(production(2525)).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadStartupConfig({ ...production(2525), METRICS_PORT: '9500' }).metrics?.port).toBe(9500);
    // `npm start` for development, as the README says: demo data, the mailbox, metrics on its port.
    const development = loadConfig({});
    expect(development).toMatchObject({ seed: true, devMailbox: true, metrics: null, smtpUrl: undefined });
  });
});

describe('a fresh production start (SMTP set, empty database)', () => {
  let services: ServicesInternals;
  const lines: string[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const prepared = await openTestDatabase(false);
    drop = prepared.drop;
    services = await createServices(production(smtp.port), {
      prepared: prepared.database,
      log: loggerTo((line) => lines.push(line)),
    });
  });
  afterAll(async () => {
    await services.close();
    await drop?.();
  });

  it(
    'lets in no demo login',
    async () => {
      for (const demo of DEMO_LOGINS)
        expect((await login(services, demo.email, demo.password)).status).toBe(400);
    },
    SLOW_MS,
  );

  it('answers 404 for /metrics on the public port whatever the headers; its own listener answers', async () => {
    const headers: Record<string, string>[] = [
      {},
      { Via: '1.1 cdn' },
      { 'X-Forwarded-Proto': 'https' },
      { 'CF-Connecting-IP': '203.0.113.9' },
      { 'True-Client-IP': '203.0.113.9' },
      { 'X-Forwarded-For': '203.0.113.9' },
    ];
    for (const header of headers) {
      const res = await call(services, 'GET', '/metrics', { headers: header });
      expect(res.status, JSON.stringify(header)).toBe(404);
    }
    const listener = await serveMetrics({ host: '127.0.0.1', port: 0 });
    try {
      const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_requests_total');
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => listener.server.close(resolve));
    }
  });

  it('makes the request id, keeping a client one only when it is a UUID', async () => {
    const uuid = '2f1c9a4e-8b7d-4c3a-9e21-5d6f7a8b9c0d';
    const kept = await call(services, 'GET', '/api/health', { headers: { 'X-Request-Id': uuid } });
    expect(kept.headers.get('x-request-id')).toBe(uuid);
    for (const asked of ['ana.souza@exemplo.com.br', 'x'.repeat(200), 'abc-123', `${uuid}0`]) {
      const res = await call(services, 'GET', '/api/health', { headers: { 'X-Request-Id': asked } });
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).not.toBe(asked);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it(
    'writes no code, token, password, key, e-mail nor CPF in any line over a whole journey',
    async () => {
      lines.length = 0;
      const secrets: string[] = [];
      const keep = <T extends string>(value: T): T => {
        secrets.push(value);
        return value;
      };
      const H = '/api/checkout/solicitation/handler/';

      // The first banker and store (`npm run db:first-store`), whose password is set with a code.
      const bankerEmail = keep('primeira.banker@exemplo.com.br');
      const first = await createFirstStore(services.deps.db, {
        email: bankerEmail,
        name: 'Primeira Banker',
        slug: 'primeira-banker',
      });
      if (!first.created) throw new Error(first.reason);
      expect((await login(services, bankerEmail, 'qualquer')).status).toBe(400);
      const bankerPassword = keep('Primeira2026ab');
      await call(services, 'POST', '/api/auth/users/sendverificationcode/', { body: { email: bankerEmail } });
      const bankerCode = keep(await mailedCode(services, bankerEmail));
      const checked = await call(services, 'PUT', '/api/auth/users/validateverificationcode/', {
        body: { email: bankerEmail, code: bankerCode },
      });
      expect(checked.status).toBe(200);
      keep(checked.body.token);
      const set = await call(services, 'PUT', '/api/auth/users/setpassword/', {
        body: { password1: bankerPassword, password2: bankerPassword },
        token: checked.body.token,
      });
      expect(set.status).toBe(200);
      const bankerLogin = await login(services, bankerEmail, bankerPassword);
      expect(bankerLogin.status).toBe(200);
      const bankerToken = keep(bankerLogin.body.token as string);

      // A customer signs up, confirms the address with a code, then resets the password with another.
      const email = keep('cliente.jornada@exemplo.com.br');
      const cpf = keep(cpfFrom('582947316'));
      secrets.push(cpf.replace(/\D/g, ''));
      const password = keep('Jornada2026ab');
      const signUp = await call(services, 'POST', '/api/auth/person/v2/', {
        body: signUpBody('Cliente da Jornada', email, cpf, password),
      });
      expect(signUp.status).toBe(201);
      for (const _ of ['confirm', 'reset']) {
        await call(services, 'POST', '/api/auth/users/sendverificationcode/', { body: { email } });
        const code = keep(await mailedCode(services, email));
        const valid = await call(services, 'PUT', '/api/auth/users/validateverificationcode/', {
          body: { email, code },
        });
        expect(valid.status).toBe(200);
        keep(valid.body.token);
      }
      const wrongCode = await call(services, 'PUT', '/api/auth/users/validateverificationcode/', {
        body: { email, code: keep('000000') },
      });
      expect(wrongCode.status).toBeGreaterThanOrEqual(400);
      const customerLogin = await login(services, email, password);
      expect(customerLogin.status).toBe(200);
      const customerToken = keep(customerLogin.body.token as string);

      // An invitation, looked up by its key, reviewed, and confirmed through the review link.
      const invitedEmail = keep('convidada.jornada@exemplo.com.br');
      const invited = await call(services, 'PUT', `${H}invite/`, {
        token: bankerToken,
        body: { product: PRODUCTS.consortium, invite_customer_email: invitedEmail },
      });
      expect(invited.status).toBe(201);
      const key = keep(invited.body.id as string);
      expect((await call(services, 'GET', `${H}${key}/`)).status).toBe(200);
      const review = await call(services, 'PUT', `${H}invite/review/`, {
        token: bankerToken,
        body: { solicitation: key, consortium_type: 'cars', credit_value: 80000 },
      });
      expect(review.status).toBe(200);
      const [reviewMail] = await services.deps.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, invitedEmail))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      const reviewToken = keep(/token=([\w-]+)/.exec(reviewMail?.text ?? '')?.[1] ?? '');
      expect(reviewToken).not.toBe('');
      const wrongLink = await call(services, 'POST', `${H}invite/confirm/`, {
        body: { solicitation: key, token: keep('link-errado-da-jornada') },
      });
      expect(wrongLink.status).toBe(403);
      const confirmed = await call(services, 'POST', `${H}invite/confirm/`, {
        body: { solicitation: key, token: reviewToken },
      });
      expect(confirmed.status).toBe(200);

      // An order at the first store.
      const order = await call(services, 'POST', '/api/checkout/legacy/order/', {
        token: customerToken,
        body: {
          customer: signUp.body.person.id,
          product: PRODUCTS.app,
          personal_banker: first.personId,
          terms: true,
        },
      });
      expect(order.status).toBe(201);

      // A flood of guessed keys, well-formed and not: one bounded request line each, and no more.
      const before = lines.length;
      const guesses = Array.from({ length: 150 }, (_, i) =>
        keep(i % 2 ? crypto.randomUUID() : `chave-adivinhada-${i}-${'x'.repeat(i)}`),
      );
      for (const guess of guesses) {
        const res = await call(services, 'GET', `${H}${guess}/?email=${encodeURIComponent(email)}`);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }
      const flood = lines.slice(before);
      expect(flood).toHaveLength(guesses.length);
      for (const line of flood) expect(line.length).toBeLessThan(300);

      await services.mailWorker.flush();
      expect(lines.length).toBeGreaterThan(guesses.length);
      const parsed = lines.map((line) => JSON.parse(line));
      for (const line of parsed) expect(['info', 'warn', 'error']).toContain(line.level);
      const text = lines.join('\n');
      for (const secret of secrets) expect(text, secret).not.toContain(secret);
      expect(text).not.toMatch(/@exemplo\.com\.br/);
    },
    SLOW_MS,
  );
});

describe('a production start over a database a development start seeded', () => {
  it(
    'refuses with the command that removes the demo data, which removes it and nothing else',
    async () => {
      const { database, drop } = await openTestDatabase(true);
      const env = production(smtp.port);
      try {
        await expect(createServices(env, { prepared: database, log: loggerTo(() => {}) })).rejects.toThrow(
          PRODUCTION_DEMO_DATA_REFUSED,
        );
        expect(PRODUCTION_DEMO_DATA_REFUSED).toContain('npm run db:remove-demo');
        const count = async (table: string) => {
          const { rows } = (await database.db.execute(
            `select count(*)::int as n from ${table}`,
          )) as unknown as {
            rows: { n: number }[];
          };
          return rows[0]?.n ?? 0;
        };
        const kept = ['products', 'companies', 'partners', 'states', 'terms_of_service'];
        const before = Object.fromEntries(await Promise.all(kept.map(async (t) => [t, await count(t)])));
        const removed = await removeDemoPeople(database.db);
        expect(removed.people).toBeGreaterThan(0);
        expect(removed.stores).toBe(3);
        expect(removed.orders).toBeGreaterThan(0);
        expect(await count('persons')).toBe(0);
        expect(await count('stores')).toBe(0);
        expect(await count('orders')).toBe(0);
        for (const table of kept) expect(await count(table), table).toBe(before[table]);
        expect(await removeDemoPeople(database.db)).toEqual({ people: 0, stores: 0, orders: 0 });

        const services = await createServices(env, { prepared: database, log: loggerTo(() => {}) });
        for (const demo of DEMO_LOGINS)
          expect((await login(services, demo.email, demo.password)).status).toBe(400);
        await services.close();
      } finally {
        await drop?.();
      }
    },
    SLOW_MS,
  );
});
