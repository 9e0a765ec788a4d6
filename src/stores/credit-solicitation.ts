import { SOLICITATION_MESSAGES } from '../api/credit-paths.ts';
import { CHECKOUT_ROUTES } from '../api/routes.ts';
import { PRODUCT_IDS } from '../domain/product-ids.ts';
import { call } from './api.ts';

/**
 * The user's solicitation of a product (spec §4.9): fetched by product; when the answer is
 * 'Não encontrada' it is created (except for product 55), otherwise updated. A 200 answer carrying
 * `detail` counts as an error. Answers the solicitation's id.
 */

const getSolicitation = (productId: number) =>
  call(CHECKOUT_ROUTES.solicitationByKey, { params: { key: productId } });
const createSolicitation = (body: Record<string, unknown>) =>
  call(CHECKOUT_ROUTES.solicitationCreate, { body });
const updateSolicitation = (body: Record<string, unknown>) =>
  call(CHECKOUT_ROUTES.solicitationUpdate, { body });

/** Fields the client keeps to itself and never sends when creating (spec §4.9). */
const CLIENT_ONLY_FIELDS = ['gender', 'occupation_type', 'collateral', 'loan_value'];

function idOf(answer: unknown): string {
  const record = answer as { id?: unknown; detail?: unknown } | null;
  if (typeof record?.detail === 'string' || typeof record?.id !== 'string') {
    throw Object.assign(new Error('solicitation answer without id'), { data: answer });
  }
  return record.id;
}

function isNotFound(error: unknown): boolean {
  return (error as { data?: { detail?: unknown } }).data?.detail === SOLICITATION_MESSAGES.notFound;
}

/** Creates or updates the user's solicitation of `body.product` and answers its id. */
export async function saveSolicitation(body: Record<string, unknown> & { product: number }): Promise<string> {
  let found: unknown = null;
  try {
    found = await getSolicitation(body.product);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  if (found !== null && (found as { detail?: unknown }).detail !== SOLICITATION_MESSAGES.notFound) {
    return idOf(await updateSolicitation(body));
  }
  if (body.product === PRODUCT_IDS.homeEquity) {
    throw Object.assign(new Error('no solicitation of product 55 is created'), { data: found });
  }
  const createBody = Object.fromEntries(
    Object.entries(body).filter(([key]) => !CLIENT_ONLY_FIELDS.includes(key)),
  );
  return idOf(await createSolicitation(createBody));
}
