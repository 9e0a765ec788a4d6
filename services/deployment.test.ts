import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServicesChild, stopChild } from '../scripts/lib/serve-child.ts';
import { PRODUCTS } from './checkout/testing/harness.ts';
import { DEMO } from './db/seed/demo.ts';
import { createThrowawayDatabase, TEST_DATABASE } from './test/harness.ts';

/**
 * Several stateless service processes over one PostgreSQL (docs/deployment.md): what one process
 * guarantees must hold across two. PGlite is embedded in one process, so this runs on PostgreSQL only.
 */
describe.skipIf(TEST_DATABASE !== 'postgres')('two service processes over one PostgreSQL', () => {
  const delivered: string[] = [];
  let smtp: SMTPServer;
  let database: { url: string; drop: () => Promise<void> };
  let sql: pg.Client;
  const children: ChildProcess[] = [];
  const bases: string[] = [];

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
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          delivered.push(/Subject: (.*)/.exec(data)?.[1]?.trim() ?? '');
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    database = await createThrowawayDatabase();
    const env = {
      DATABASE_URL: database.url,
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      STORE_CACHE_SECONDS: '5',
    };
    // The first process migrates and seeds; the second starts on the ready database, as a deployment does.
    for (let i = 0; i < 2; i++) {
      const { child, port: servicePort } = await startServicesChild(env);
      children.push(child);
      bases.push(`http://127.0.0.1:${servicePort}`);
    }
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stopChild));
    await sql?.end();
    await database?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
});
