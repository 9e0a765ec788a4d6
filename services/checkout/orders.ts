import { createHash } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import QRCode from 'qrcode';
import * as v from 'valibot';
import {
  IDEMPOTENCY_KEY_HOURS,
  ORDER_MESSAGES,
  ORDER_PATHS,
  type OrderAnswer,
  type OrderKind,
  orderKindFor,
  orderSchemaFor,
  withoutBlankFields,
} from '../../src/api/checkout.ts';
import { CONSENT_ACTIONS, CONSENT_MESSAGES } from '../../src/api/privacy.ts';
import { MSG } from '../../src/api/validation/messages.ts';
import type { AuthUser } from '../auth/tokens.ts';
import {
  type AppEnv,
  badRequest,
  type Deps,
  fieldError,
  forbidden,
  HttpError,
  issuesToBody,
  notFound,
} from '../context.ts';
import type { Db } from '../db/index.ts';
import { businessCompanies, documents, orderGuards, orders, products } from '../db/schema/index.ts';
import { partnersFor } from '../partners/partners.ts';
import { type ConsentScope, recordConsent } from '../privacy/consent.ts';
import { auditSourceFor, findBanker, findProduct } from './order-context.ts';
import { accountIdentity, orderIdentity } from './order-identity.ts';

/** Fields of the order body that are columns, not form data. */
const ENVELOPE = new Set(['customer', 'product', 'personal_banker']);
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

interface StoredOrder {
  id: number;
  partnerUrl: string;
  productType: string;
}

/** The answer of an order (spec §3): APP products also carry the QR code of the hand-off URL. */
async function answerOf(order: StoredOrder): Promise<OrderAnswer> {
  const answer: OrderAnswer = { order_id: order.id, url: order.partnerUrl };
  if (order.productType === 'APP')
    answer.image = await QRCode.toDataURL(order.partnerUrl, { margin: 1, width: 240 });
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
 * The order stored under a key of the customer in the last 24 hours. The same request answers
 * it; another request under the same key is refused with 422 (as Stripe does).
 */
async function replayOf(
  db: Db,
  customerId: number,
  key: string,
  fingerprint: string,
): Promise<StoredOrder | null> {
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
  const row = rows[0];
  if (!row) return null;
  if (row.fingerprint !== fingerprint)
    throw new HttpError(422, { detail: ORDER_MESSAGES.idempotencyMismatch });
  return row;
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

/** 400 `{cnpj: ['Cnpj já cadastrado']}` when another customer registered the company. */
async function assertCnpjFree(db: Db, cnpj: string, customerId: number): Promise<void> {
  const taken = await db
    .select({ id: businessCompanies.id })
    .from(businessCompanies)
    .where(and(eq(businessCompanies.cnpj, cnpj), ne(businessCompanies.ownerId, customerId)))
    .limit(1);
  if (taken.length > 0) throw fieldError('cnpj', ORDER_MESSAGES.cnpjTaken);
}

async function assertCpfFree(db: Db, cpf: string, customerId: number): Promise<void> {
  const taken = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.type, 'CPF'), eq(documents.value, cpf), ne(documents.personId, customerId)))
    .limit(1);
  if (taken.length > 0) throw fieldError('cpf', ORDER_MESSAGES.cpfTaken);
}

/** The order body, or a 400 with the first problem of each field (spec §5, as the forms show it). */
function parseOrderBody(kind: OrderKind, body: unknown): Record<string, unknown> {
  const result = v.safeParse(orderSchemaFor(kind), withoutBlankFields(body));
  if (result.success) return result.output;
  const errors = issuesToBody(result.issues);
  if ('detail' in errors && typeof errors.detail === 'string') throw new HttpError(400, errors);
  const first = Object.fromEntries(
    Object.entries(errors as Record<string, string[]>).map(([field, messages]) => [
      field,
      messages.slice(0, 1),
    ]),
  );
  throw new HttpError(400, first);
}

export interface PlaceOrderInput {
  kind: OrderKind;
  body: unknown;
  user: AuthUser;
  idempotencyKey?: string | undefined;
  requestId?: string | undefined;
}

export interface PlacedOrder {
  answer: OrderAnswer;
  /** False when a retry was answered with the order stored the first time. */
  created: boolean;
}

/**
 * Validates and stores one order; an order without `terms: true` is refused. In one
 * transaction the customer claims the (customer, product) guard row with a single upsert whose
 * `where` only passes when the last order is older than the repeat window, so concurrent
 * repeats cannot both pass; the order row and its one consent record are inserted in the same
 * transaction.
 */
export async function placeOrder(deps: Deps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db, config } = deps;
  const body = parseOrderBody(input.kind, input.body) as Record<string, unknown> & {
    customer: number;
    product: number;
    personal_banker: number;
    cpf?: string;
    cnpj?: string;
    email?: string;
    full_name?: string;
    birthday?: string;
  };
  if (body.customer !== input.user.id) throw forbidden(ORDER_MESSAGES.notYourOrder);
  // No order without consent: the terms and the data sharing of this request (LGPD art. 7 and 8).
  if (body.terms !== true) throw fieldError('terms', CONSENT_MESSAGES.termsRequired);
  if (orderKindFor(body.product) !== input.kind) throw badRequest(ORDER_MESSAGES.wrongPath);

  const [product, banker, account] = await Promise.all([
    findProduct(db, body.product),
    findBanker(db, body.personal_banker),
    accountIdentity(db, input.user),
  ]);
  if (!product) throw notFound(ORDER_MESSAGES.productNotFound);
  if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
  if (banker.disabled) throw badRequest(ORDER_MESSAGES.storeDisabled);
  const identity = orderIdentity(account, body);

  const cpf = identity.cpf ?? undefined;
  const cnpj = body.cnpj?.replace(/\D/g, '');
  if (product.isPj && !cnpj) throw fieldError('cnpj', MSG.required);
  await Promise.all([
    cpf ? assertCpfFree(db, cpf, body.customer) : undefined,
    cnpj ? assertCnpjFree(db, cnpj, body.customer) : undefined,
  ]);

  const key = input.idempotencyKey;
  const fingerprint = key ? requestFingerprint(input.kind, input.body) : null;
  if (key && fingerprint) {
    await releaseExpiredKey(db, body.customer, key);
    const previous = await replayOf(db, body.customer, key, fingerprint);
    if (previous) return { answer: await answerOf(previous), created: false };
  }

  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (!ENVELOPE.has(key)) payload[key] = value;
  // The account's identity, whatever the body left out (the schema already refused other values).
  payload.full_name = identity.fullName;
  payload.email = identity.email;
  if (identity.birthday) payload.birthday = identity.birthday;
  if (cpf) payload.cpf = cpf;
  if (cnpj) payload.cnpj = cnpj;

  const partners = partnersFor(deps);
  const scope: ConsentScope = {
    source: auditSourceFor(banker),
    tosVersion: banker.tosVersion,
    bankerId: banker.id,
  };
  // One statement: claim the guard row, then insert the order only if the claim passed. The
  // upsert's row lock makes a concurrent repeat wait and then find the window closed.
  const window = config.orderRepeatWindowSeconds;
  let stored: { id: number; partnerUrl: string } | null;
  try {
    stored = await db.transaction(async (tx) => {
      const result = (await tx.execute(sql`
      with claim as (
        insert into ${orderGuards} (customer_id, product_id, last_order_at)
        values (${body.customer}, ${product.id}, now())
        on conflict (customer_id, product_id) do update set last_order_at = excluded.last_order_at
        where ${orderGuards}.last_order_at <= excluded.last_order_at - make_interval(secs => ${window}::double precision)
        returning 1
      ), next as (
        select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from claim
      )
      insert into ${orders} (id, product_id, customer_id, banker_id, path, payload, partner_url, source,
                             idempotency_key, idempotency_fingerprint)
      select next.id, ${product.id}, ${body.customer}, ${banker.id}, ${ORDER_PATHS[input.kind]},
             ${JSON.stringify(payload)}::jsonb, ${partners.handOffUrlSql(sql`next.id`)}, ${auditSourceFor(banker)},
             ${key ?? null}, ${fingerprint}
      from next
      returning id, partner_url as "partnerUrl"
    `)) as unknown as { rows: { id: number; partnerUrl: string }[] };
      const row = result.rows[0] ?? null;
      // The order's consent record is written with the order, or not at all.
      if (row)
        await recordConsent(
          tx,
          scope,
          { id: input.user.id, email: identity.email, cpf: cpf ?? null },
          CONSENT_ACTIONS.createOrder,
          { order_id: row.id, product: product.id, terms: true, data_sharing: true },
          input.requestId,
        );
      return row;
    });
  } catch (error) {
    // The same Idempotency-Key raced in with another order: judged below against the stored one.
    if (!key || !isUniqueViolation(error)) throw error;
    stored = null;
  }

  if (!stored) {
    // A retry racing the first attempt waited for it to commit: answer the order it stored
    // (or 422 when that order was another request).
    if (key && fingerprint) {
      const previous = await replayOf(db, body.customer, key, fingerprint);
      if (previous) return { answer: await answerOf(previous), created: false };
    }
    throw badRequest(ORDER_MESSAGES.repeated);
  }
  return { answer: await answerOf({ ...stored, productType: product.productType }), created: true };
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/** The request's `Idempotency-Key` header, when sent (400 when malformed). */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest(ORDER_MESSAGES.idempotencyKeyInvalid);
  return key;
}
