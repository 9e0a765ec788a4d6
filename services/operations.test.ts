import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from './accounts/testing.ts';
import { createApp } from './app.ts';
import { PRODUCTS } from './checkout/testing/fixtures.ts';
import { DEMO } from './db/demo/demo.ts';
import { cpfFrom } from './db/demo/people-data.ts';
import { outageLog } from './db/outage.ts';
import { databaseReady } from './db/readiness.ts';
import { tooManyRequests } from './http/errors.ts';
import { loggerTo } from './log/logger.ts';
import { TEST_DATABASE, withTestServices } from './test/harness.ts';

/**
 * What an operator reads: the request log lines (`LOG_REQUESTS`), the metrics and the health
 * addresses, of an app served over HTTP on loopback (request lines and metrics count only requests
 * that came over a connection).
 */
const t = withTestServices();
const lines: string[] = [];
let server: ServerType;
let base = '';

beforeAll(async () => {
  const config = { ...t.services.deps.config, logRequests: true };
  // As `createServices` does with LOG_REQUESTS on: the services' other lines go through the logger too.
  const logger = loggerTo((line) => lines.push(line));
  const app = createApp({ ...t.services.deps, config, log: logger }, t.services.mailWorker, undefined, {
    outage: outageLog(logger),
    ready: async () => true,
    logger,
  });
  app.get('/api/falha', () => {
    throw new Error('falha de teste');
  });
  app.get('/api/limitado', () => {
    throw tooManyRequests('limite-de-teste');
  });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 5550, hostname: '127.0.0.1' }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('request log lines', () => {
  it('are JSON with time, level, request id, method, route template, status and duration, and no personal data', async () => {
    const email = 'registro.log@exemplo.com.br';
    const cpf = cpfFrom('731864205');
    const password = 'Cadastro2026ab';
    const json = { 'Content-Type': 'application/json' };
    const signUp = await fetch(`${base}/api/auth/person/v2/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(signUpBody('Registro Sem Log', email, cpf, password)),
    });
    expect(signUp.status).toBe(201);
    const { person } = await signUp.json();
    const login = await fetch(`${base}/api/auth/users/login/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: email, password }),
    });
    const { token } = await login.json();
    const me = await fetch(`${base}/api/auth/person/v2/${person.id}/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).arrayBuffer();
    const failed = await fetch(`${base}/api/falha`);
    expect(failed.status).toBe(500);
    const { request_id } = await failed.json();

    // Every line parses: the request lines, and the error line of the 500 with its request id.
    const parsed = lines.map((line) => JSON.parse(line));
    const requests = parsed.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(5);
    expect(parsed.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({ msg: 'error: resposta 500', req_id: request_id, route: '/api/falha' }),
    ]);
    for (const line of requests) {
      expect(Object.keys(line).sort()).toEqual(
        ['duration_ms', 'level', 'method', 'msg', 'req_id', 'route', 'status', 'time'].sort(),
      );
      expect(new Date(line.time).toISOString()).toBe(line.time);
      expect(line.level).toBe('info');
      expect(line.duration_ms).toBeGreaterThanOrEqual(0);
    }
    expect(requests.map((line) => [line.method, line.route, line.status])).toEqual([
      ['POST', '/api/auth/person/v2', 201],
      ['POST', '/api/auth/users/login', 200],
      ['GET', '/api/auth/person/v2/:id', 200],
      ['GET', '/api/dev/mailbox', 200],
      ['GET', '/api/falha', 500],
    ]);
    // The id answered in the header and in the 500's body is the one logged.
    expect(requests[4].req_id).toBe(request_id);
    expect(requests[4].req_id).toBe(failed.headers.get('x-request-id'));
    const text = lines.join('\n');
    for (const secret of [email, cpf, cpf.replace(/\D/g, ''), token, password, 'Registro Sem Log'])
      expect(text).not.toContain(secret);
  });
});

describe('metrics', () => {
  it('carry the request histograms by route template, the pool, the outbox, refusals, fragments, webhook events and order batches', async () => {
    for (let i = 0; i < 3; i++)
      await (await fetch(`${base}/api/store/pb/ana-souza/productgroups/`)).arrayBuffer();
    await (await fetch(`${base}/api/limitado`)).arrayBuffer();
    const event = await fetch(`${base}/api/checkout/partners/sandbox-pedidos/status-events/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(event.status).toBe(401);
    const token = await t.login(DEMO.logins.joao.email, DEMO.logins.joao.password);
    const { person } = (await t.get('/api/auth/person/v2/', token)).body;
    const order = await fetch(`${base}/api/checkout/legacy/order/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        customer: person.id,
        product: PRODUCTS.app,
        personal_banker: DEMO.bankers.ana,
        terms: true,
      }),
    });
    expect(order.status).toBe(201);

    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const route = 'route="/api/store/pb/:pb/productgroups"';
    expect(text).toContain(`http_requests_total{method="GET",${route},status="200"} 3`);
    expect(text).toContain(
      `http_request_duration_seconds_bucket{le="0.005",method="GET",${route},status="200"}`,
    );
    expect(text).toContain(`http_request_duration_seconds_count{method="GET",${route},status="200"} 3`);
    expect(text).toContain('rate_limit_refusals_total{limit="limite-de-teste"} 1');
    expect(text).toContain('webhook_events_total{result="refused"} 1');
    expect(text).toContain('order_batch_size_count 1');
    expect(text).toContain('fragment_includes_late_total 0');
    expect(text).toMatch(/^mail_outbox_pending \d+$/m);
    expect(text).toMatch(/^mail_outbox_oldest_seconds [\d.e+-]+$/m);
    expect(text).toContain('# TYPE db_pool_connections gauge');
    if (TEST_DATABASE === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
  });

  it('are not served to a request relayed by the proxy', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const res = await fetch(`${base}/metrics`, { headers: { [header]: '203.0.113.9' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Não encontrado.' });
    }
  });
});

describe('liveness and readiness', () => {
  it('a database without the newest migration of this code is not ready', async () => {
    const newest = sql`drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`;
    const { rows } = (await t.services.deps.db.execute(
      sql`select hash, created_at from ${newest}`,
    )) as unknown as {
      rows: { hash: string; created_at: string }[];
    };
    const [row] = rows;
    await t.services.deps.db.execute(sql`delete from ${newest}`);
    try {
      expect(await databaseReady(t.services.deps.db)).toBe(false);
    } finally {
      await t.services.deps.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${row?.created_at})`,
      );
    }
    expect(await databaseReady(t.services.deps.db)).toBe(true);
  });
  it('answer 200 on a migrated database, and readiness 503 once the process drains while liveness stays 200', async () => {
    expect(await t.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    t.services.drain.start();
    const draining = await t.get('/api/health/ready');
    expect(draining.status).toBe(503);
    expect(draining.body).toEqual({ detail: 'Serviço indisponível no momento. Tente novamente mais tarde.' });
    expect(draining.headers.get('connection')).toBe('close');
    expect((await t.get('/api/health')).status).toBe(200);
  });
});
