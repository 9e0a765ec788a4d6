import { SOLICITATION_MESSAGES } from '../../../core/contract/credit-messages.ts';
import { answerError, mayCreate, withoutClientOnly } from '../../../core/products/solicitation-form.ts';
import { call } from '../../../core/transport/api.ts';
import { failureOf } from '../../../core/transport/call-failure.ts';
import type { BodyOf } from '../../../core/transport/call-types.ts';
import { INVITATIONS_ROUTES } from '../contract/invitations-routes.ts';

/**
 * Sending a solicitation (docs/invitations.md#solicitation), for every screen that does: fetch it by product; when the
 * answer is 'Não encontrada' create it (except for product 55) without the client-only fields and
 * fetch it again; then update it with the whole body. A 200 answer carrying `detail` is an error.
 */

/** A solicitation's create or update body, as its contract entry types it. */
export type SolicitationBody = BodyOf<typeof INVITATIONS_ROUTES.solicitationUpdate>;

export interface SavedSolicitation {
  id: string;
  state: { step: string; description: string };
  solicitation: Record<string, unknown>;
}

/** A failed send, with the text the screen shows. */
export class SolicitationError extends Error {}

function isNotFound(error: unknown): boolean {
  const { body, status } = failureOf(error);
  return status === 404 && (body as { detail?: unknown } | null)?.detail === SOLICITATION_MESSAGES.notFound;
}

function checked(answer: SavedSolicitation): SavedSolicitation {
  const error = answerError(answer);
  if (error) throw new SolicitationError(error);
  return answer;
}

/** The user's solicitation of a product with one banker, or null when there is none yet. */
export async function fetchSolicitation(
  product: number,
  bankerId: number,
): Promise<SavedSolicitation | null> {
  try {
    const answer = await call(INVITATIONS_ROUTES.solicitationByKey, {
      params: { key: product },
      query: { personal_banker: bankerId },
    });
    // A product key answers the user's solicitation; the invite lookup's shape answers a uuid key.
    if (!('solicitation' in answer)) throw new SolicitationError(SOLICITATION_MESSAGES.notFound);
    return checked(answer);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Creates the solicitation when there is none, then updates it; answers it as it was before the update. */
export async function saveSolicitation(body: SolicitationBody): Promise<SavedSolicitation> {
  let current = await fetchSolicitation(body.product, body.personal_banker);
  if (!current) {
    // Product 55's solicitation comes from its home-equity order, never from here.
    if (!mayCreate(body.product)) throw new SolicitationError(SOLICITATION_MESSAGES.fromOrder);
    await call(INVITATIONS_ROUTES.solicitationCreate, { body: withoutClientOnly(body) });
    current = await fetchSolicitation(body.product, body.personal_banker);
  }
  if (!current) throw new SolicitationError(SOLICITATION_MESSAGES.notFound);
  checked(await call(INVITATIONS_ROUTES.solicitationUpdate, { body }));
  return current;
}
