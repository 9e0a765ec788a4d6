import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderingCustomers } from '../scripts/bench/checkout-data.ts';
import { startServicesChild, stopChild } from '../scripts/lib/serve-child.ts';
import { nginxSnippet } from '../src/app/routes/rewrites.ts';
import { PRODUCTS } from './checkout/testing/fixtures.ts';
import { DEMO } from './db/demo/demo.ts';
import { openDatabase } from './db/index.ts';
import { startMixedLoad } from './deploy/mixed-load.ts';
import { adaptShippedConfig, NGINX, startNginx, stopNginx } from './deploy/nginx-harness.ts';
import { createThrowawayDatabase, TEST_DATABASE } from './test/harness.ts';
import { type SmtpCatcher, startSmtpCatcher } from './test/smtp-catcher.ts';

/** How many times each entry occurs. */
const countBy = (entries: string[]): Record<string, number> =>
  Object.fromEntries(
    [...new Set(entries)].map((entry) => [entry, entries.filter((e) => e === entry).length]),
  );

/** Fixed loopback ports: a restarted process comes back on the port the proxy names. */
const PROXY_PORT = 5540;
const SERVICE_PORTS = [5541, 5542];

/**
 * Several stateless service processes over one PostgreSQL (docs/deployment.md): what one process
 * guarantees must hold across two. PGlite is embedded in one process, so this runs on PostgreSQL only.
 */
describe.skipIf(TEST_DATABASE !== 'postgres')('two service processes over one PostgreSQL', () => {
  const delivered: string[] = [];
  let smtp: SmtpCatcher;
  let database: { url: string; drop: () => Promise<void> };
  let sql: pg.Client;
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let env: Record<string, string> = {};
  let nginx: ChildProcess | undefined;
  let nginxDir = '';

  async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = { 'Accept-Language': 'pt-BR' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  async function login(base: string, email: string, password: string): Promise<string> {
    const res = await call(base, 'POST', '/api/auth/users/login/', { username: email, password });
    expect(res.status).toBe(200);
    return res.body.token;
  }

  beforeAll(async () => {
    smtp = await startSmtpCatcher(({ data }) => {
      delivered.push(/Subject: (.*)/.exec(data)?.[1]?.trim() ?? '');
    });
    database = await createThrowawayDatabase();
    env = {
      DATABASE_URL: database.url,
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STORE_CACHE_SECONDS: '5',
      TRUST_PROXY: '1',
    };
    // The first process migrates and seeds; the second starts on the ready database, as a deployment does.
    for (const servicePort of SERVICE_PORTS) {
      const { child } = await startServicesChild({ ...env, PORT: String(servicePort) });
      children.push(child);
      bases.push(`http://127.0.0.1:${servicePort}`);
    }
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    if (NGINX) {
      // The shipped file, with the snippet a brand's build writes (its fragment includes) and no pages.
      nginxDir = mkdtempSync(join(tmpdir(), 'vitrine-rolling-'));
      for (const folder of ['cache', 'tmp', 'site']) mkdirSync(join(nginxDir, folder));
      writeFileSync(join(nginxDir, 'site', 'nginx.conf'), nginxSnippet({ officeEdition: true }));
      const conf = adaptShippedConfig(
        { services: SERVICE_PORTS, proxy: PROXY_PORT },
        nginxDir,
        join(nginxDir, 'site'),
      );
      nginx = await startNginx(nginxDir, conf);
    }
  }, 120_000);

  afterAll(async () => {
    await stopNginx(nginx);
    await Promise.all(children.map(stopChild));
    await sql?.end();
    await database?.drop();
    await smtp.close();
    // KEEP_NGINX_DIR=1 keeps the folder (nginx.conf, error.log) to look at after a failure.
    if (nginxDir && !process.env.KEEP_NGINX_DIR) rmSync(nginxDir, { recursive: true, force: true });
  });

  it('sends each queued message once although both mail workers deliver at the same time', async () => {
    const total = 120;
    await sql.query(
      `INSERT INTO mail_outbox ("to", subject, text)
       SELECT 'fila' || n || '@exemplo.com.br', 'Mensagem ' || n, 'Corpo ' || n FROM generate_series(1, $1) n`,
      [total],
    );
    // Both workers poll the outbox; wait until the database says every row is delivered.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await sql.query(
        "SELECT count(*)::int AS open FROM mail_outbox WHERE subject LIKE 'Mensagem %' AND status <> 'sent'",
      );
      if (rows[0].open === 0 && delivered.filter((s) => s.startsWith('Mensagem ')).length >= total) break;
      if (Date.now() > deadline) throw new Error(`ainda ${rows[0].open} mensagens na fila`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const messages = delivered.filter((subject) => subject.startsWith('Mensagem '));
    expect(messages).toHaveLength(total);
    expect(new Set(messages).size).toBe(total);
    // The loop's own deadline says how long delivery may take; the test waits for it, not less.
  }, 90_000);

  it('keeps the repeat-order rule across processes: one order of many simultaneous ones', async () => {
    const token = await login(bases[0] as string, DEMO.logins.joao.email, DEMO.logins.joao.password);
    const { person } = (await call(bases[0] as string, 'GET', '/api/auth/person/v2/', undefined, token)).body;
    const [year, month, day] = String(person.birthday).split('-');
    const order = {
      customer: person.id,
      product: PRODUCTS.legacy,
      personal_banker: DEMO.bankers.ana,
      full_name: person.full_name,
      principal_contact: person.principal_contact,
      birthday: `${day}/${month}/${year}`,
      cpf: person.documents.CPF,
      terms: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(bases[i % 2] as string, 'POST', '/api/checkout/legacy/order/', order, token),
      ),
    );
    const stored = answers.filter((a) => a.status === 201);
    expect(stored).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused).toEqual({ status: 400, body: { detail: 'Multiplas requisições rejeitadas.' } });
    }
  });

  it('shows a banker’s edit on the other process within the answer’s max-age', async () => {
    const [a, b] = bases as [string, string];
    const path = `/api/auth/person/v2/pbprofile/${DEMO.logins.ana.slug}/`;
    const before = await fetch(`${b}${path}`);
    const maxAge = Number(/max-age=(\d+)/.exec(before.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    const token = await login(a, DEMO.logins.ana.email, DEMO.logins.ana.password);
    const nickname = `Ana ${Date.now() % 100000}`;
    const edit = await call(a, 'PUT', '/api/auth/person/v2/', { nickname }, token);
    expect(edit.status).toBe(200);
    const editedAt = Date.now();
    for (;;) {
      const res = await call(b, 'GET', path);
      if (res.body.person.nickname === nickname) break;
      expect(Date.now() - editedAt).toBeLessThan(maxAge * 1000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  /** Stops a process (SIGTERM: it drains), starts its successor on the same port and waits until it is ready. */
  async function replace(n: number): Promise<void> {
    await stopChild(children[n] as ChildProcess);
    const { child } = await startServicesChild({ ...env, SEED: '0', PORT: String(SERVICE_PORTS[n]) });
    children[n] = child;
    for (;;) {
      const ready = await fetch(`${bases[n]}/api/health/ready`).catch(() => null);
      if (ready?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it.skipIf(!NGINX)(
    'a rolling restart behind nginx under mixed load: no 5xx, no reset, every order answered 201 and stored once',
    async () => {
      const opened = await openDatabase({ databaseUrl: database.url, dataDir: '' });
      const buyers = await orderingCustomers(opened.db, 20);
      await opened.close();
      const load = startMixedLoad({
        base: `http://127.0.0.1:${PROXY_PORT}`,
        customers: buyers.customers,
        products: buyers.products,
        bankerId: buyers.bankerId,
        readers: 2,
        fragmentReaders: 1,
        orderers: 3,
        orderPauseMs: 100,
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = Date.now();
      await replace(0);
      await replace(1);
      const tally = await load.stop();
      const keys = buyers.customers.map((customer) => `rolagem-${customer.id}-%`);
      const { rows } = await sql.query(
        'SELECT idempotency_key AS key, count(*)::int AS n FROM orders WHERE idempotency_key LIKE ANY($1) GROUP BY 1',
        [keys],
      );
      const stored = new Map(rows.map((row: { key: string; n: number }) => [row.key, row.n]));
      console.log(
        `rolling restart in ${Date.now() - started} ms: ${tally.requests} requests, ${tally.serverErrors.length} 5xx ${JSON.stringify(countBy(tally.serverErrors))}, ` +
          `${tally.lateFragments} fragments late, ` +
          `${tally.failed.length} without answer, ${tally.ordersCreated.length} orders 201, ${stored.size} orders stored`,
      );
      expect(tally.serverErrors).toEqual([]);
      expect(tally.failed).toEqual([]);
      expect(tally.ordersRefused).toEqual([]);
      expect(tally.ordersCreated.length).toBeGreaterThan(0);
      // Every order answered 201 is stored once, and no order is stored without its answer.
      expect([...stored.keys()].sort()).toEqual([...tally.ordersCreated].sort());
      expect([...stored.values()].every((n) => n === 1)).toBe(true);
    },
    120_000, // two process starts and drains, on a loaded 2-core machine
  );
});
