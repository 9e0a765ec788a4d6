import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  answersAList,
  type checkoutEndpoints,
  IDEMPOTENCY_KEY_HOURS,
  ORDER_MESSAGES,
  ORDER_PATHS,
  type OrderAnswer,
  type OrderBody,
} from '../../src/contract/checkout.ts';
import { digitsOf } from '../../src/core/format/digits.ts';
import { orderKindFor } from '../../src/core/products/product-rules.ts';
import {
  ORDER_KINDS,
  type OrderEndpointId,
  type OrderKind,
  orderEndpointId,
} from '../../src/features/ordering/contract/order-paths.ts';
import { orderRulesFor } from '../../src/features/ordering/rules/order-rules.ts';
import { CONSENT_MESSAGES } from '../../src/features/privacy/contract/privacy.ts';
import type { AuthUser } from '../accounts/tokens.ts';
import { clockFor } from '../clock/clock.ts';
import {
  type AppEnv,
  badRequest,
  currentUser,
  type Deps,
  fieldError,
  forbidden,
  HttpError,
  notFound,
  parseOrThrow,
} from '../context.ts';
import type { Identity } from '../db/identity.ts';
import type { Db } from '../db/index.ts';
import type { OrderedProduct } from '../db/products.ts';
import { orders, products } from '../db/schema/index.ts';
import type { Handler, Handlers } from '../mount.ts';
import { givenValues } from '../notifications/field-values.ts';
import { handOffQrDataUrl } from './hand-off-qr.ts';
import {
  assertOfferHolds,
  type BankerContext,
  findOrderContext,
  type OrderContext,
  orderIdentity,
  ruledProductOf,
} from './order-context.ts';
import { placeStoredOrder } from './placement.ts';

/** Fields of the order body that are columns, not form data. */
const ENVELOPE = new Set(['customer', 'product', 'personal_banker', 'funnel_source']);
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

interface StoredOrder {
  id: number;
  partnerUrl: string;
  productType: string;
}

/** An order stored under an Idempotency-Key, with the fingerprint of its request. */
type KeyedOrderRow = StoredOrder & { fingerprint: string | null };

/** The answer of an order (docs/entities.md): APP products also carry the QR code of the hand-off URL. */
function answerOf(order: StoredOrder): OrderAnswer {
  const answer: OrderAnswer = { order_id: order.id, url: order.partnerUrl };
  if (order.productType === 'APP') answer.image = handOffQrDataUrl(order.partnerUrl);
  return answer;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What an Idempotency-Key is bound to: the order path and the body as sent. */
export function requestFingerprint(kind: OrderKind, body: unknown): string {
  return createHash('sha256')
    .update(`${ORDER_PATHS[kind]}\n${canonicalJson(body)}`)
    .digest('hex');
}

/**
 * The answer to a retry under a key of the customer in the last 24 hours: the same request
 * answers the stored order; another request under the same key is refused with 422 (as Stripe does).
 */
function replayed(previous: KeyedOrderRow, fingerprint: string): StoredOrder {
  if (previous.fingerprint !== fingerprint)
    throw new HttpError(422, { detail: ORDER_MESSAGES.idempotencyMismatch });
  return previous;
}

/** The order stored under a key of the customer (read again after a racing insert). */
async function findKeyedOrder(db: Db, customerId: number, key: string): Promise<KeyedOrderRow | null> {
  const rows = await db
    .select({
      id: orders.id,
      partnerUrl: orders.partnerUrl,
      productType: products.productType,
      fingerprint: orders.idempotencyFingerprint,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return rows[0] ?? null;
}

/** Keys older than 24 hours are forgotten, so the customer may use them again. */
async function releaseExpiredKey(db: Db, customerId: number, key: string): Promise<void> {
  await db
    .update(orders)
    .set({ idempotencyKey: null, idempotencyFingerprint: null })
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.idempotencyKey, key),
        lt(orders.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`),
      ),
    );
}

export interface PlaceOrderInput {
  kind: OrderKind;
  /** The body as the path's schema passed it on. */
  body: OrderBody;
  /** The body as sent: an Idempotency-Key is bound to it. */
  sentBody: unknown;
  user: AuthUser;
  idempotencyKey?: string | undefined;
  requestId?: string | undefined;
}

export interface PlacedOrder {
  answer: OrderAnswer;
  /** False when a retry was answered with the order stored the first time. */
  created: boolean;
}

/** Refuses an order the user may not place on this path: another's, without consent, or of a product of another kind. */
function assertOwnOrder({ body, user, kind }: PlaceOrderInput): void {
  if (body.customer !== user.id) throw forbidden(ORDER_MESSAGES.notYourOrder);
  // No order without consent: the terms and the data sharing of this request (LGPD art. 7 and 8).
  if (body.terms !== true) throw fieldError('terms', CONSENT_MESSAGES.termsRequired);
  if (orderKindFor(body.product) !== kind) throw badRequest(ORDER_MESSAGES.wrongPath);
}

/** The order's context once every check against the stored rows passed, with the identity it is stored with. */
interface CheckedOrder {
  context: OrderContext;
  product: OrderedProduct;
  banker: BankerContext;
  identity: Identity;
  cpf: string | undefined;
}

/** Checks the order against its product, banker, account and the documents already taken. */
function checkOrderContext(context: OrderContext | null, body: OrderBody): CheckedOrder {
  if (!context) throw forbidden(ORDER_MESSAGES.notYourOrder);
  const { product, banker } = context;
  if (!product) throw notFound(ORDER_MESSAGES.productNotFound);
  if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
  if (banker.disabled) throw badRequest(ORDER_MESSAGES.storeDisabled);
  const identity = orderIdentity(context.account, body);
  // The product's rules read the birthday the order is stored with; the first problem of each field answers.
  const ruled = { ...body, birthday: identity.birthday ?? undefined };
  parseOrThrow(orderRulesFor(ruledProductOf(product)), ruled, { perField: 1 });

  const cpf = identity.cpf ?? undefined;
  if (cpf && context.cpfTaken) throw fieldError('cpf', ORDER_MESSAGES.cpfTaken);
  return { context, product, banker, identity, cpf };
}

/** The form data stored with the order: the body without its envelope, with the account's identity. */
function orderPayload(
  body: OrderBody,
  identity: Identity,
  cpf: string | undefined,
  cnpj: string | undefined,
) {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (!ENVELOPE.has(key)) payload[key] = value;
  // The account's identity, whatever the body left out (the schema already refused other values).
  payload.full_name = identity.fullName;
  payload.email = identity.email;
  if (identity.birthday) payload.birthday = identity.birthday;
  if (cpf) payload.cpf = cpf;
  if (cnpj) payload.cnpj = cnpj;
  return payload;
}

/**
 * When the order was not stored: a retry racing the first attempt waited for it to commit, so
 * it answers the order stored (or 422 when that order was another request); otherwise a repeat.
 */
async function answerUnstored(
  db: Db,
  customerId: number,
  key: string | undefined,
  fingerprint: string | null,
): Promise<PlacedOrder> {
  if (key && fingerprint) {
    const raced = await findKeyedOrder(db, customerId, key);
    if (raced) return { answer: answerOf(replayed(raced, fingerprint)), created: false };
  }
  throw badRequest(ORDER_MESSAGES.repeated);
}

/**
 * Stores one order whose body its path's schema passed; an order without `terms: true` is refused.
 * Everything the checks and the messages need is read in one statement (`findOrderContext`), the
 * product's rules are judged once on it, and the order is stored with its consent record and its
 * messages by another (`placeStoredOrder`, the one placement every caller uses).
 */
export async function placeOrder(deps: Deps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps;
  const { body } = input;
  assertOwnOrder(input);
  const key = input.idempotencyKey;
  const context = await findOrderContext(db, input.user, {
    productId: body.product,
    bankerId: body.personal_banker,
    claimedCpf: body.cpf && digitsOf(body.cpf),
    idempotencyKey: key,
  });
  const checked = checkOrderContext(context, body);
  await assertOfferHolds(db, body, clockFor(deps).now());

  const fingerprint = key ? requestFingerprint(input.kind, input.sentBody) : null;
  const previous = checked.context.keyedOrder;
  if (key && fingerprint && previous) {
    if (!previous.expired) return { answer: answerOf(replayed(previous, fingerprint)), created: false };
    await releaseExpiredKey(db, body.customer, key);
  }

  const { product, banker, identity } = checked;
  const cnpj = (body.cnpj && digitsOf(body.cnpj)) || undefined;
  const payload = orderPayload(body, identity, checked.cpf, cnpj);
  const stored = await placeStoredOrder(deps, {
    kind: input.kind,
    customerId: body.customer,
    product,
    banker,
    context: checked.context,
    account: { email: identity.email, cpf: checked.cpf ?? null },
    payload,
    funnelSource: body.funnel_source,
    key,
    fingerprint,
    notice: { values: givenValues(payload) },
    requestId: input.requestId,
  });
  if (!stored) return answerUnstored(db, body.customer, key, fingerprint);
  return { answer: answerOf({ ...stored, productType: product.productType }), created: true };
}

/** The request's `Idempotency-Key` header, when sent (400 when malformed). */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest(ORDER_MESSAGES.idempotencyKeyInvalid);
  return key;
}

/** The order endpoints, one per kind. */
export const ORDER_ENDPOINTS: OrderEndpointId[] = ORDER_KINDS.map(orderEndpointId);
type OrderHandlers = Pick<Handlers<typeof checkoutEndpoints>, OrderEndpointId>;

/**
 * One order path (docs/services.md#calls checkout orders): the mount passed the body by the path's
 * schema; a retry is recognised by the body as sent. A new order answers 201, a retry 200.
 */
function orderHandler(deps: Deps, kind: OrderKind): Handler<(typeof checkoutEndpoints)[OrderEndpointId]> {
  return async ({ body, sentBody, c }) => {
    const placed = await placeOrder(deps, {
      kind,
      body,
      sentBody,
      user: currentUser(c),
      idempotencyKey: idempotencyKeyOf(c),
      requestId: c.get('requestId'),
    });
    const status = placed.created ? 201 : 200;
    if (answersAList(kind)) return c.json([placed.answer], status);
    return c.json(placed.answer, status);
  };
}

export function orderHandlers(deps: Deps): OrderHandlers {
  const entries = ORDER_KINDS.map((kind) => [orderEndpointId(kind), orderHandler(deps, kind)]);
  return Object.fromEntries(entries) as OrderHandlers;
}
