import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { PartnerEvent, type requestEndpoints } from '../../src/features/requests/contract/requests.ts';
import {
  REQUEST_STATUS_MESSAGES,
  type RequestStatus,
} from '../../src/features/requests/rules/request-status.ts';
import {
  badRequest,
  type Deps,
  HttpError,
  MESSAGES,
  notFound,
  parseOrThrow,
  unauthorized,
} from '../context.ts';
import { webhookEvents } from '../metrics/registry.ts';
import type { Handlers } from '../mount.ts';
import { applyChange } from './change.ts';
import { refOf } from './queries.ts';
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.ts';

type WebhookHandlers = Pick<Handlers<typeof requestEndpoints>, 'partnerStatusEvent'>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(MESSAGES.invalidJson);
  }
}

/**
 * `partners/{partner}/status-events/`: the signature is checked over the raw body before anything
 * is read from it; the event id is claimed in the transaction that applies the change, so a
 * repeated event (a retry, a replay within the tolerance, two deliveries at once) changes nothing.
 */
export function webhookHandlers(deps: Deps): WebhookHandlers {
  return {
    async partnerStatusEvent(input) {
      try {
        const answer = await receiveEvent(deps, input);
        webhookEvents.inc({ result: answer.duplicate ? 'duplicate' : 'applied' });
        return answer;
      } catch (error) {
        // Refused: the partner's event is wrong and sending it again changes nothing. Failed: it
        // was not applied (a database outage answers 503) and the partner sends it again.
        webhookEvents.inc({
          result: error instanceof HttpError && error.status < 500 ? 'refused' : 'failed',
        });
        throw error;
      }
    },
  };
}

/** Checks, claims and applies one event. */
async function receiveEvent(
  deps: Deps,
  { params, c }: Parameters<WebhookHandlers['partnerStatusEvent']>[0],
): Promise<{ event_id: string; status: RequestStatus; duplicate: boolean }> {
  const raw = await c.req.text();
  const check = checkSignature(
    deps.config.partnerSecrets[params.partner],
    c.req.header(TIMESTAMP_HEADER),
    c.req.header(SIGNATURE_HEADER),
    raw,
    Math.floor(Date.now() / 1000),
  );
  if (check === 'bad') throw unauthorized(REQUEST_STATUS_MESSAGES.badSignature);
  if (check === 'old') throw unauthorized(REQUEST_STATUS_MESSAGES.oldTimestamp);
  const event = parseOrThrow(PartnerEvent, parseJson(raw)) as v.InferOutput<typeof PartnerEvent>;
  const ref = refOf(event.request.kind, event.request.id);
  if (!ref) throw notFound(REQUEST_STATUS_MESSAGES.notFound);
  const applied = await deps.db.transaction(async (tx) => {
    const claimed = (await tx.execute(sql`
      insert into partner_status_events (partner, event_id) values (${params.partner}, ${event.event_id})
      on conflict do nothing returning 1`)) as unknown as { rows: unknown[] };
    if (claimed.rows.length === 0) return false;
    const eventId = await applyChange(
      tx,
      deps.config.publicOrigin,
      { author: 'institution' },
      {
        ref,
        status: event.status,
        note: event.note ?? null,
      },
    );
    await tx.execute(sql`update partner_status_events set status_event_id = ${eventId}
      where partner = ${params.partner} and event_id = ${event.event_id}`);
    return true;
  });
  if (applied) deps.mail.wake();
  return { event_id: event.event_id, status: event.status, duplicate: !applied };
}
