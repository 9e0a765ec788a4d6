import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type RequestKind, RequestParams } from '../../src/features/requests/contract/requests.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../src/features/requests/rules/request-status.ts';
import type { AppEnv, Deps } from '../context.ts';
import { parseOrThrow } from '../context.ts';
import type { Db } from '../db/index.ts';
import { developmentOnly } from '../http/local-only.ts';
import { withoutValues } from '../log/log-text.ts';
import type { RequestRef } from './queries.ts';
import { SIGNATURE_HEADER, signEvent, TIMESTAMP_HEADER } from './signature.ts';

/** Which sandbox partner answers for each kind of request (each signs with its own secret). */
export const SANDBOX_PARTNER_OF: Record<RequestKind, string> = {
  order: 'sandbox-pedidos',
  solicitation: 'sandbox-solicitacoes',
};

/** Sends a request into the app itself (the same routes, checks and handlers as any caller). */
export type SendToSelf = (request: Request) => Promise<Response>;

export interface SandboxEvent {
  ref: RequestRef;
  status: RequestStatus;
  note?: string | null;
}

/**
 * The sandbox partner posts a signed event to the partners' webhook, exactly as a real
 * institution would. Its id names the request and the status, so sending it twice (two processes,
 * a retry) applies it once.
 */
export async function sendSandboxEvent(
  send: SendToSelf,
  secrets: Readonly<Record<string, string>>,
  event: SandboxEvent,
  origin: string,
): Promise<Response> {
  const partner = SANDBOX_PARTNER_OF[event.ref.kind];
  const body = JSON.stringify({
    event_id: `${partner}-${event.ref.id}-${event.status}`,
    request: event.ref,
    status: event.status,
    note: event.note ?? null,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'Content-Type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signEvent(secrets[partner] ?? '', timestamp, body),
  };
  return send(
    new Request(`${origin}/api/checkout/partners/${partner}/status-events/`, {
      method: 'POST',
      headers,
      body,
    }),
  );
}

/** What the sandbox institutions say next: first that they are analysing, then that they approve. */
const NEXT: Partial<Record<RequestStatus, RequestStatus>> = {
  recebida: 'analise_instituicao',
  em_analise: 'analise_instituicao',
  enviada: 'analise_instituicao',
  analise_instituicao: 'aprovada',
};

/**
 * Requests stored since `since` whose last change is older than `delay` seconds, that a sandbox
 * institution moves on (the demo data seeded before stays as it is).
 */
async function dueRequests(
  db: Db,
  delaySeconds: number,
  since: Date,
): Promise<{ ref: RequestRef; status: RequestStatus }[]> {
  const result = (await db.execute(sql`
    select kind, id, status from (
      select distinct on (coalesce(order_id::text, solicitation_id::text))
        case when order_id is null then 'solicitation' else 'order' end as kind,
        coalesce(order_id::text, solicitation_id::text) as id, status, created_at
      from request_status_events
      where coalesce(order_id::text, solicitation_id::text) in (
        select coalesce(order_id::text, solicitation_id::text) from request_status_events
        where status = 'recebida' and created_at >= ${since.toISOString()}::timestamptz)
      -- The table's id: the output column 'id' (the request's) would take its place here.
      order by coalesce(order_id::text, solicitation_id::text), request_status_events.id desc
    ) latest
    where status in ('recebida', 'em_analise', 'enviada', 'analise_instituicao')
      and created_at < now() - make_interval(secs => ${delaySeconds}::double precision)
    limit 20`)) as unknown as { rows: { kind: RequestKind; id: string; status: RequestStatus }[] };
  return result.rows.map(({ kind, id, status }) => ({ ref: { kind, id }, status }));
}

/** One round of the sandbox institutions: each request due sends its next event; how many were sent. */
export async function moveDueRequests(
  deps: Deps,
  send: SendToSelf,
  delaySeconds: number,
  since: Date,
): Promise<number> {
  let sent = 0;
  for (const { ref, status } of await dueRequests(deps.db, delaySeconds, since)) {
    const next = NEXT[status];
    if (!next) continue;
    await sendSandboxEvent(send, deps.config.partnerSecrets, { ref, status: next }, deps.config.publicOrigin);
    sent += 1;
  }
  return sent;
}

export interface SandboxTicker {
  /** Stops the timer and resolves once the round under way, if any, has sent its events. */
  stop(): Promise<void>;
}

/**
 * With a delay set, the sandbox institutions look every delay/2 seconds (at least 5) for requests
 * stored since the process started that waited the delay, and send their next event through the
 * webhook.
 */
export function startSandboxStatus(deps: Deps, send: SendToSelf): SandboxTicker {
  const delay = deps.config.sandboxStatusDelaySeconds;
  if (delay <= 0) return { stop: async () => {} };
  const started = new Date();
  let running: Promise<void> | null = null;
  const round = async () => {
    try {
      await moveDueRequests(deps, send, delay, started);
    } catch (error) {
      deps.log.error({ err: withoutValues(String(error)) }, 'sandbox-status: rodada falhou');
    } finally {
      running = null;
    }
  };
  const timer = setInterval(
    () => {
      running ??= round();
    },
    Math.max(5, delay / 2) * 1000,
  );
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

const ControlBody = v.object({
  request: RequestParams,
  status: v.picklist(REQUEST_STATUSES),
  note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
});

/**
 * `POST /sandbox/status-events {request, status, note?}`: makes a sandbox institution send
 * one event now (demos and browser tests), answering what the webhook answered. Local only.
 */
export function sandboxStatusRoutes(deps: Deps, send: SendToSelf): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/status-events', developmentOnly(deps.config));
  app.post('/status-events', async (c) => {
    const body = parseOrThrow(ControlBody, await c.req.json().catch(() => null));
    const answer = await sendSandboxEvent(
      send,
      deps.config.partnerSecrets,
      { ref: body.request, status: body.status, note: body.note ?? null },
      deps.config.publicOrigin,
    );
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return app;
}
