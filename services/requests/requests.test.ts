import { gunzipSync } from 'node:zlib';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REQUEST_STATUS_MESSAGES } from '../../src/features/requests/rules/request-status.ts';
import { PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { SANDBOX_PARTNER_SECRETS } from '../config.ts';
import { mailOutbox, partnerStatusEvents, requestStatusEvents } from '../db/schema/index.ts';
import { moveDueRequests } from './sandbox-partner.ts';
import { SIGNATURE_HEADER, signEvent, TIMESTAMP_HEADER } from './signature.ts';
import { requestPlacer } from './test-requests.ts';

const { t, f } = withSeededServices();
const PARTNER = 'sandbox-pedidos';
const SECRET = SANDBOX_PARTNER_SECRETS[PARTNER] as string;
const webhook = (partner = PARTNER) => `/api/checkout/partners/${partner}/status-events/`;

const { newCustomer, orderedBy, solicitedBy } = requestPlacer(t, f);

async function lastMailId(): Promise<number> {
  const [row] = await t.db.select({ id: max(mailOutbox.id) }).from(mailOutbox);
  return row?.id ?? 0;
}

const mailSince = (after: number, to: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(gt(mailOutbox.id, after), eq(mailOutbox.to, to)))
    .orderBy(asc(mailOutbox.id));

const setStatus = (token: string, id: string, status: string, note?: string, kind = 'order') =>
  t.request('POST', `/api/checkout/requests/${kind}/${id}/status/`, { token, body: { status, note } });

/** Posts a partner event signed with `secret` at `timestamp` (seconds). */
function partnerPost(
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; partner?: string; signature?: string } = {},
) {
  const body = JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return t.services.fetch(
    new Request(`http://vitrine.test${webhook(options.partner)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: options.signature ?? signEvent(options.secret ?? SECRET, timestamp, body),
      },
      body,
    }),
  );
}

const eventFor = (id: string, status: string, eventId: string) => ({
  event_id: eventId,
  request: { kind: 'order', id },
  status,
  note: 'Aprovado pela mesa de crédito.',
});

async function statusesOf(orderId: string) {
  const rows = await t.db
    .select({ status: requestStatusEvents.status, author: requestStatusEvents.author })
    .from(requestStatusEvents)
    .where(eq(requestStatusEvents.orderId, Number(orderId)))
    .orderBy(asc(requestStatusEvents.id));
  return rows.map((row) => `${row.status}/${row.author}`);
}

describe('each request has a life', () => {
  it('stores "recebida" with the order and lists it for its customer with the banker and the values', async () => {
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    expect(await statusesOf(id)).toEqual(['recebida/system']);
    const res = await t.request('GET', '/api/checkout/requests/', { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.body.status_mail).toBe(true);
    expect(res.body.requests).toHaveLength(1);
    const [request] = res.body.requests;
    expect(request).toMatchObject({
      kind: 'order',
      id,
      product: `Produto ${PRODUCTS.legacy}`,
      status: 'recebida',
      banker: { full_name: 'Ana Souza', email: f.ana.email, slug: 'ana-souza' },
    });
    expect(request.institution).toEqual(expect.any(String));
    expect(request.timeline).toEqual([expect.objectContaining({ status: 'recebida', author: 'system' })]);
  });

  it('stores "recebida" with a solicitation too, newest request first', async () => {
    const customer = await newCustomer();
    await orderedBy(customer);
    await solicitedBy(customer);
    const res = await t.request('GET', '/api/checkout/requests/', { token: customer.token });
    expect(res.body.requests.map((r: { kind: string }) => r.kind)).toEqual(['solicitation', 'order']);
    expect(res.body.requests[0].timeline.map((e: { status: string }) => e.status)).toEqual(['recebida']);
  });

  it('lets the banker of the store move it within the transitions and mails the customer the status and the note', async () => {
    const customer = await newCustomer('Cliente Com Nota');
    const id = await orderedBy(customer);
    const before = await lastMailId();
    const res = await setStatus(f.ana.token, id, 'em_analise', 'Vou ligar amanhã.');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('em_analise');
    expect(res.body.timeline.at(-1)).toMatchObject({ author: 'banker', note: 'Vou ligar amanhã.' });
    const mail = await mailSince(before, customer.email);
    expect(mail.map((m) => m.subject)).toEqual([`Sua solicitação de Produto ${PRODUCTS.legacy}: Em análise`]);
    expect(mail[0]?.text).toContain('Observação: Vou ligar amanhã.');
    expect(mail[0]?.text).toContain('http://vitrine.test/pb/ana-souza/minhas-solicitacoes');
    const back = await setStatus(f.ana.token, id, 'recebida');
    expect(back.status).toBe(400);
    expect(back.body.detail).toBe(REQUEST_STATUS_MESSAGES.notAllowed);
    const decide = await setStatus(f.ana.token, id, 'aprovada');
    expect(decide.status).toBe(400);
    expect(await statusesOf(id)).toEqual(['recebida/system', 'em_analise/banker']);
  });

  it('refuses the banker of another store, another customer, a customer as banker and anonymous callers', async () => {
    const customer = await newCustomer();
    const other = await newCustomer('Outro Cliente');
    const id = await orderedBy(customer);
    expect((await setStatus(f.carlos.token, id, 'em_analise')).status).toBe(403);
    expect((await setStatus(customer.token, id, 'em_analise')).status).toBe(403);
    expect(
      (
        await t.request('POST', `/api/checkout/requests/order/${id}/status/`, {
          body: { status: 'em_analise' },
        })
      ).status,
    ).toBe(401);
    const cancel = await t.request('POST', `/api/checkout/requests/order/${id}/cancel/`, {
      token: other.token,
      body: {},
    });
    expect(cancel.status).toBe(403);
    expect((await t.request('GET', '/api/checkout/requests/')).status).toBe(401);
    const otherList = await t.request('GET', '/api/checkout/requests/', { token: other.token });
    expect(otherList.body.requests).toEqual([]);
    expect(
      (await t.request('GET', `/api/checkout/requests/store/${f.ana.id}/`, { token: f.carlos.token })).status,
    ).toBe(403);
    expect(
      (await t.request('GET', `/api/checkout/requests/store/${f.ana.id}/`, { token: customer.token })).status,
    ).toBe(403);
    const carlosList = await t.request('GET', `/api/checkout/requests/store/${f.carlos.id}/`, {
      token: f.carlos.token,
    });
    expect(carlosList.body.requests.some((r: { id: string }) => r.id === id)).toBe(false);
    const anaList = await t.request('GET', `/api/checkout/requests/store/${f.ana.id}/`, {
      token: f.ana.token,
    });
    expect(anaList.body.requests.some((r: { id: string }) => r.id === id)).toBe(true);
    expect(await statusesOf(id)).toEqual(['recebida/system']);
  });

  it('sends the store’s list gzipped to clients that accept it', async () => {
    const plain = await t.request('GET', `/api/checkout/requests/store/${f.ana.id}/`, { token: f.ana.token });
    const res = await t.services.fetch(
      new Request(`http://vitrine.test/api/checkout/requests/store/${f.ana.id}/`, {
        headers: { authorization: `Bearer ${f.ana.token}`, 'accept-encoding': 'gzip' },
      }),
    );
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(plain.body);
  });

  it('answers pt-BR 4xx to unknown and malformed requests and statuses', async () => {
    expect((await setStatus(f.ana.token, '2147483000', 'em_analise')).body.detail).toBe(
      REQUEST_STATUS_MESSAGES.notFound,
    );
    expect((await setStatus(f.ana.token, 'abc', 'em_analise')).status).toBe(404);
    expect(
      (
        await setStatus(
          f.ana.token,
          '00000000-0000-0000-0000-000000000000',
          'em_analise',
          undefined,
          'solicitation',
        )
      ).status,
    ).toBe(404);
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    const bad = await setStatus(f.ana.token, id, 'feita');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(REQUEST_STATUS_MESSAGES.invalidStatus);
    const long = await setStatus(f.ana.token, id, 'em_analise', 'x'.repeat(501));
    expect(long.status).toBe(400);
  });

  it('lets the customer cancel until the institution decides, once under parallel calls', async () => {
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    const cancels = await Promise.all(
      [1, 2, 3].map(() =>
        t.request('POST', `/api/checkout/requests/order/${id}/cancel/`, { token: customer.token, body: {} }),
      ),
    );
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await statusesOf(id)).toEqual(['recebida/system', 'cancelada/customer']);
    const approved = await newCustomer();
    const decided = await orderedBy(approved);
    expect((await partnerPost(eventFor(decided, 'aprovada', `ev-${decided}-a`))).status).toBe(200);
    const late = await t.request('POST', `/api/checkout/requests/order/${decided}/cancel/`, {
      token: approved.token,
      body: {},
    });
    expect(late.status).toBe(400);
    expect(late.body.detail).toBe(REQUEST_STATUS_MESSAGES.notAllowed);
  });

  it('sends no status mail to a customer who turned it off', async () => {
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    const off = await t.request('PUT', '/api/checkout/requests/mail/', {
      token: customer.token,
      body: { status_mail: false },
    });
    expect(off.body).toEqual({ status_mail: false });
    expect(
      (await t.request('GET', '/api/checkout/requests/', { token: customer.token })).body.status_mail,
    ).toBe(false);
    const before = await lastMailId();
    expect((await setStatus(f.ana.token, id, 'em_analise')).status).toBe(200);
    expect(await mailSince(before, customer.email)).toEqual([]);
    const bad = await t.request('PUT', '/api/checkout/requests/mail/', {
      token: customer.token,
      body: { status_mail: 'não' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the partners webhook', () => {
  it('applies a signed event once, mails the customer, and answers a repeated event id as a duplicate', async () => {
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    const before = await lastMailId();
    const event = eventFor(id, 'aprovada', `ev-${id}-1`);
    const first = await partnerPost(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ event_id: `ev-${id}-1`, status: 'aprovada', duplicate: false });
    const again = await Promise.all([partnerPost(event), partnerPost(event)]);
    for (const res of again) expect(await res.json()).toMatchObject({ duplicate: true });
    expect(await statusesOf(id)).toEqual(['recebida/system', 'aprovada/institution']);
    const mail = await mailSince(before, customer.email);
    expect(mail.map((m) => m.subject)).toEqual([`Sua solicitação de Produto ${PRODUCTS.legacy}: Aprovada`]);
    const stored = await t.db
      .select()
      .from(partnerStatusEvents)
      .where(eq(partnerStatusEvents.eventId, `ev-${id}-1`));
    expect(stored).toHaveLength(1);
  });

  it('refuses a bad signature, another partner secret, an unknown partner and a missing timestamp with 401', async () => {
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    const event = eventFor(id, 'aprovada', `ev-${id}-bad`);
    const wrong = await partnerPost(event, { secret: 'outro-segredo-qualquer-123' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: REQUEST_STATUS_MESSAGES.badSignature });
    const otherPartner = await partnerPost(event, {
      secret: SANDBOX_PARTNER_SECRETS['sandbox-solicitacoes'],
    });
    expect(otherPartner.status).toBe(401);
    expect((await partnerPost(event, { partner: 'banco-falso' })).status).toBe(401);
    expect((await partnerPost(event, { signature: 'sha256=00' })).status).toBe(401);
    // A body changed after signing.
    const body = JSON.stringify(event);
    const ts = Math.floor(Date.now() / 1000);
    const tampered = await t.services.fetch(
      new Request(`http://vitrine.test${webhook()}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(ts),
          [SIGNATURE_HEADER]: signEvent(SECRET, ts, body),
        },
        body: body.replace('aprovada', 'recusada'),
      }),
    );
    expect(tampered.status).toBe(401);
    expect(await statusesOf(id)).toEqual(['recebida/system']);
  });

  it('refuses a replay with an old timestamp, even with a valid signature', async () => {
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    const old = await partnerPost(eventFor(id, 'aprovada', `ev-${id}-old`), {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ detail: REQUEST_STATUS_MESSAGES.oldTimestamp });
    expect(await statusesOf(id)).toEqual(['recebida/system']);
  });

  it('answers 404 to an unknown request and 400 to a transition not allowed, applying neither', async () => {
    const unknown = await partnerPost(eventFor('2147483000', 'aprovada', 'ev-unknown'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: REQUEST_STATUS_MESSAGES.notFound });
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    const early = await partnerPost(eventFor(id, 'contratada', `ev-${id}-c`));
    expect(early.status).toBe(400);
    // The refused event id was not kept: the same id may carry the right event afterwards.
    expect((await partnerPost(eventFor(id, 'aprovada', `ev-${id}-c`))).status).toBe(200);
    const malformed = await partnerPost({ event_id: 'x', request: { kind: 'order', id }, status: 'talvez' });
    expect(malformed.status).toBe(400);
  });

  it('lets a sandbox partner move a request through the same webhook (sandbox control)', async () => {
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    const res = await t.request('POST', '/sandbox/status-events', {
      body: { request: { kind: 'order', id }, status: 'analise_instituicao' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      event_id: `sandbox-pedidos-${id}-analise_instituicao`,
      status: 'analise_instituicao',
      duplicate: false,
    });
    const twice = await t.request('POST', '/sandbox/status-events', {
      body: { request: { kind: 'order', id }, status: 'analise_instituicao' },
    });
    expect(twice.body.duplicate).toBe(true);
    // Only from this machine: a relayed request finds nothing there.
    const relayed = await t.request('POST', '/sandbox/status-events', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: { request: { kind: 'order', id }, status: 'aprovada' },
    });
    expect(relayed.status).toBe(404);
    expect(await statusesOf(id)).toEqual(['recebida/system', 'analise_instituicao/institution']);
  });

  it('moves the requests that waited the delay, first to analysis then to approval, never a cancelled one', async () => {
    const customer = await newCustomer();
    const id = await orderedBy(customer);
    const cancelledBy = await newCustomer();
    const cancelled = await orderedBy(cancelledBy);
    await t.request('POST', `/api/checkout/requests/order/${cancelled}/cancel/`, {
      token: cancelledBy.token,
      body: {},
    });
    const send = async (req: Request) => t.services.fetch(req);
    const move = (delay: number) => moveDueRequests(t.services.deps, send, delay, new Date(0));
    // A day's delay: nothing stored a moment ago is due.
    expect(await move(86_400)).toBe(0);
    // Requests stored before the sandbox started stay as they are.
    expect(await moveDueRequests(t.services.deps, send, 0, new Date(Date.now() + 60_000))).toBe(0);
    expect(await move(0)).toBeGreaterThan(0);
    expect(await statusesOf(id)).toEqual(['recebida/system', 'analise_instituicao/institution']);
    await move(0);
    expect(await statusesOf(id)).toEqual([
      'recebida/system',
      'analise_instituicao/institution',
      'aprovada/institution',
    ]);
    expect(await statusesOf(cancelled)).toEqual(['recebida/system', 'cancelada/customer']);
  });
});
