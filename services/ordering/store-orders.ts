import { sql } from 'drizzle-orm';
import { ORDER_PATHS } from '../../src/contract/checkout.ts';
import type { OrderKind } from '../../src/features/ordering/contract/order-paths.ts';
import type { Deps } from '../context.ts';
import { batcherPer, type Waiting } from '../db/batched.ts';
import type { OrderedProduct } from '../db/products.ts';
import { orderGuards, orders } from '../db/schema/index.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { orderBatchSize } from '../metrics/registry.ts';
import { type Notices, noticeColumns, noticesOfRowsSql } from '../notifications/notify.ts';
import { partnersFor } from '../partner-registry.ts';
import { type AuditRecord, appendAuditsSql, auditColumns } from '../privacy/audit.ts';
import { auditSourceFor, type BankerContext } from './order-context.ts';

/** What the statement that stores an order needs. */
export interface NewOrder {
  kind: OrderKind;
  customerId: number;
  product: OrderedProduct;
  banker: BankerContext;
  payload: Record<string, unknown>;
  /** The funnel's source (`qr`, `link`, `campanha:{name}`; '' when not known): a trigger counts the request under it. */
  funnelSource: string;
  key: string | undefined;
  fingerprint: string | null;
  consent: AuditRecord;
  /** The banker's message and the customer's confirmation, written by the same statement. */
  notices: Notices;
}

export interface StoredRow {
  id: number;
  partnerUrl: string;
}

/** At most this many orders are stored by one statement. */
const MAX_BATCH = 32;

/** An order as a row of the storing statement's input, `slot` its place in the batch. */
function inputRow(order: NewOrder, slot: number) {
  return {
    slot,
    customer_id: order.customerId,
    product_id: order.product.id,
    banker_id: order.banker.id,
    path: ORDER_PATHS[order.kind],
    payload: order.payload,
    source: auditSourceFor(order.banker),
    funnel_source: order.funnelSource,
    idempotency_key: order.key ?? null,
    idempotency_fingerprint: order.fingerprint,
    audit: auditColumns(order.consent),
    notices: noticeColumns(order.notices),
  };
}

/**
 * Stores `batch` in one statement, so one round trip and one commit for all: the orders arrive as
 * one JSON array of rows, so the statement's text is the same for any batch. Each order claims its
 * (customer, product) guard row with an upsert whose `where` only passes when the last order is
 * older than the repeat window; the orders whose claim passed are inserted with their consent
 * records and messages. The upsert's row lock makes a concurrent repeat wait and then find the
 * window closed. Answers the stored row of each order by its place in the batch, undefined where
 * the claim failed (a repeat).
 */
async function storeTogether(deps: Deps, batch: NewOrder[]): Promise<(StoredRow | undefined)[]> {
  const input = JSON.stringify(batch.map(inputRow));
  const window = deps.config.orderRepeatWindowSeconds;
  const result = (await deps.db.execute(sql`with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as t(slot int, customer_id int, product_id int,
        banker_id int, path text, payload jsonb, source text, funnel_source text, idempotency_key text,
        idempotency_fingerprint text, audit jsonb, notices jsonb)
    ), claim as (
      insert into ${orderGuards} (customer_id, product_id, last_order_at)
      select customer_id, product_id, now() from input order by slot
      on conflict (customer_id, product_id) do update set last_order_at = excluded.last_order_at
      where ${orderGuards}.last_order_at <= excluded.last_order_at - make_interval(secs => ${window}::double precision)
      returning customer_id, product_id
    ), next as (
      select input.*, nextval(pg_get_serial_sequence('orders', 'id'))::int as id
      from input join claim using (customer_id, product_id)
    ), placed as (
      insert into ${orders} (id, product_id, customer_id, banker_id, path, payload, partner_url, source,
                             funnel_source, idempotency_key, idempotency_fingerprint)
      select id, product_id, customer_id, banker_id, path, payload,
             ${partnersFor(deps).handOffUrlSql(sql`next.id`)}, source, funnel_source, idempotency_key,
             idempotency_fingerprint
      from next
      returning id, partner_url
    ), stored as (
      select next.*, placed.partner_url from next join placed using (id)
    ), consent as (
      ${appendAuditsSql(sql`stored`, sql`jsonb_build_object('order_id', stored.id)`)}
    ), ${noticesOfRowsSql(sql`stored`, sql`r.id`)}
    select slot, id, partner_url as "partnerUrl" from stored`)) as unknown as {
    rows: (StoredRow & { slot: number })[];
  };
  const stored: (StoredRow | undefined)[] = batch.map(() => undefined);
  for (const { slot, id, partnerUrl } of result.rows) stored[slot] = { id, partnerUrl };
  return stored;
}

/**
 * One order alone. Null when the claim failed or the same Idempotency-Key raced in with another
 * order (a unique violation, judged by the caller against the stored order).
 */
async function storeAlone(deps: Deps, order: NewOrder): Promise<StoredRow | null> {
  try {
    return (await storeTogether(deps, [order]))[0] ?? null;
  } catch (error) {
    if (!order.key || uniqueViolation(error) === null) throw error;
    return null;
  }
}

type WaitingOrder = Waiting<NewOrder, StoredRow | null>;

/**
 * The next batch taken from `queue`: at most one order of each customer (two claims of one guard
 * row cannot share a statement), in the order of customer and product, so every statement takes
 * its guard rows' locks in the same order and two batches cannot deadlock.
 */
function takeBatch(queue: WaitingOrder[]): WaitingOrder[] {
  const customers = new Set<number>();
  const batch: WaitingOrder[] = [];
  for (let i = 0; i < queue.length && batch.length < MAX_BATCH; ) {
    const waiting = queue[i] as WaitingOrder;
    if (customers.has(waiting.input.customerId)) {
      i += 1;
      continue;
    }
    customers.add(waiting.input.customerId);
    batch.push(waiting);
    queue.splice(i, 1);
  }
  return batch.sort(
    (a, b) => a.input.customerId - b.input.customerId || a.input.product.id - b.input.product.id,
  );
}

/**
 * Stores a batch and answers each order once the statement committed. When the statement fails,
 * each order is stored again alone, so one bad order fails only its own request.
 */
async function storeBatch(deps: Deps, batch: WaitingOrder[]): Promise<void> {
  orderBatchSize.observe(batch.length);
  if (batch.length > 1) {
    try {
      const stored = await storeTogether(
        deps,
        batch.map((waiting) => waiting.input),
      );
      for (const [n, waiting] of batch.entries()) waiting.resolve(stored[n] ?? null);
      return;
    } catch {
      // Retried one by one below: the error belongs to one order, whose request answers it.
    }
  }
  await Promise.all(
    batch.map((waiting) => storeAlone(deps, waiting.input).then(waiting.resolve, waiting.reject)),
  );
}

/**
 * Stores one order: the statement that stores it also stores the orders of other requests that
 * arrived while earlier statements were running, up to `MAX_BATCH`, so under load one round trip
 * and one commit (one WAL flush) serve many orders (group commit). An order answers only after the
 * statement storing it committed. Null when the claim failed (a repeat within the window) or the
 * same Idempotency-Key raced in with another order.
 */
export const storeOrder = batcherPer((deps: Deps) => ({
  run: (batch: WaitingOrder[]) => storeBatch(deps, batch),
  take: takeBatch,
}));
