import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { SANDBOX_PARTNER_SECRETS } from '../config.ts';
import { MESSAGES } from '../http/errors.ts';
import { SIGNATURE_HEADER, signEvent, TIMESTAMP_HEADER } from '../requests/signature.ts';
import { requestPlacer } from '../requests/test-requests.ts';
import { TEST_DATABASE } from '../test/harness.ts';
import { mailOutbox, requestStatusEvents } from './schema/index.ts';

/**
 * The database refuses connections (`ALTER DATABASE … ALLOW_CONNECTIONS false` and its backends
 * terminated), then comes back. PostgreSQL only: PGlite runs inside the process.
 */
describe.skipIf(TEST_DATABASE !== 'postgres')('a database outage', () => {
  const { t, f } = withSeededServices();
  const { newCustomer, orderedBy } = requestPlacer(t, f);
  let admin: pg.Client | undefined;

  afterEach(async () => {
    vi.restoreAllMocks();
    await admin?.end();
  });

  /** A signed status event of the sandbox partner, posted to the webhook. */
  function partnerEvent(orderId: string) {
    const body = JSON.stringify({
      event_id: `queda-${orderId}`,
      request: { kind: 'order', id: orderId },
      status: 'analise_instituicao',
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const secret = SANDBOX_PARTNER_SECRETS['sandbox-pedidos'] as string;
    return t.services.fetch(
      new Request('http://vitrine.test/api/checkout/partners/sandbox-pedidos/status-events/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signEvent(secret, timestamp, body),
        },
        body,
      }),
    );
  }

  it('answers 503 within 2 s, says so once, serves again when it is back, and loses no mail nor event', async () => {
    // The services' notices, by level and message (the log writes JSON lines through pino).
    const lines: string[] = [];
    for (const level of ['info', 'warn', 'error'] as const) {
      vi.spyOn(t.services.deps.log, level).mockImplementation(((...args: unknown[]) => {
        lines.push(`${level}: ${String(args.find((arg) => typeof arg === 'string'))}`);
      }) as never);
    }
    const customer = await newCustomer('Cliente Na Queda');
    const orderId = await orderedBy(customer);
    const me = () => t.request('GET', '/api/auth/person/v2/', { token: customer.token });
    expect((await me()).status).toBe(200);
    const [mail] = await t.db
      .insert(mailOutbox)
      .values({ to: 'fila-na-queda@exemplo.com.br', subject: 'Na fila durante a queda', text: 'Olá' })
      .returning({ id: mailOutbox.id });
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = rows[0]?.name as string;

    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    try {
      const timed = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const started = performance.now();
          const res = await me();
          return { ...res, ms: performance.now() - started };
        }),
      );
      console.log(`outage: 503 in at most ${Math.max(...timed.map((r) => r.ms)).toFixed(0)} ms`);
      for (const res of timed) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ detail: MESSAGES.unavailable });
        expect(res.ms).toBeLessThan(2000);
      }
      expect((await partnerEvent(orderId)).status).toBe(503);
      // A fragment shows its stub: no body, nothing a proxy would keep.
      const fragment = await t.request('GET', '/fragments/offices/head/pb/ana-souza/emprestimos/1');
      expect(fragment.status).toBe(503);
      expect(fragment.headers.get('cache-control')).toBeNull();
      expect((await t.request('GET', '/api/health/ready')).status).toBe(503);
      expect((await t.request('GET', '/api/health')).status).toBe(200);
      await t.services.mailWorker.flush();
      // One line for the incident: no statement, no stack, nothing per request.
      // (Info lines, such as the local mailbox's, are not about the incident.)
      expect(lines.filter((line) => !line.startsWith('info: '))).toEqual([
        'warn: db: banco de dados indisponível',
      ]);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }

    expect((await me()).status).toBe(200);
    expect((await t.request('GET', '/api/health/ready')).status).toBe(200);
    // The partner sends its event again: applied once, now.
    const again = await partnerEvent(orderId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: false });
    const statuses = await t.db
      .select({ status: requestStatusEvents.status })
      .from(requestStatusEvents)
      .where(eq(requestStatusEvents.orderId, Number(orderId)));
    expect(statuses.map((row) => row.status)).toEqual(['recebida', 'analise_instituicao']);
    // The message queued before the outage leaves once the worker runs again.
    await t.services.mailWorker.flush();
    const [row] = await t.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mail?.id as number));
    expect(row?.status).toBe('stored');
    // No connection was kept by a request the outage cut: the pool has every slot back.
    const pool = t.services.database.pool;
    expect(pool?.totalCount).toBe(pool?.idleCount);
    expect(lines.filter((line) => line.includes(': db: '))).toEqual([
      'warn: db: banco de dados indisponível',
      'info: db: banco de dados de volta',
    ]);
  }, 30_000);
});
