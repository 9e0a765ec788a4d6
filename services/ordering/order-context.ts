import { and, eq, exists, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IDEMPOTENCY_KEY_HOURS, ORDER_MESSAGES } from '../../src/contract/checkout.ts';
import { expiredOfferDetail, offerExpired } from '../../src/core/products/offer-terms.ts';
import type { RuledProduct } from '../../src/features/ordering/rules/order-rules.ts';
import { earliestBrazilianToday } from '../../src/features/ordering/rules/schedule.ts';
import type { AuthUser } from '../accounts/tokens.ts';
import { badRequest, HttpError } from '../context.ts';
import { type BankerContext, banker, bankerFields, bankerOf, isBanker } from '../db/bankers.ts';
import { batchedLookup } from '../db/batched.ts';
import { type Identity, identityFields } from '../db/identity.ts';
import type { Db } from '../db/index.ts';
import { type OrderedProduct, productFields } from '../db/products.ts';
import {
  categories,
  companies,
  documents,
  institutions,
  interestRecords,
  orders,
  persons,
  products,
  stores,
  termsOfService,
} from '../db/schema/index.ts';
import type { Party, StoreOf } from '../notifications/messages.ts';

/**
 * What an order is checked against, read from the stored rows: the product, the banker, the
 * account and the key in one batched statement (`findOrderContext`), the identity the order is
 * stored with (`orderIdentity`), and the validity of a simulated offer it names (`assertOfferHolds`).
 */

/** The banker lookups the checkout's handlers use (they live in services/db/bankers.ts). */
export { auditSourceFor, type BankerContext, findBanker } from '../db/bankers.ts';

/** The product as the order modal's rules read it (docs/ordering.md#order-modal). */
export function ruledProductOf(product: OrderedProduct): RuledProduct {
  return {
    id: product.id,
    brand: product.institution,
    is_pj: product.isPj,
    category: { name: product.category },
    product_type: product.productType as RuledProduct['product_type'],
  };
}

/** The order stored earlier under the request's Idempotency-Key. */
export interface KeyedOrder {
  id: number;
  partnerUrl: string;
  productType: string;
  fingerprint: string | null;
  /** Older than the key's life: the key may start a new order once released. */
  expired: boolean;
}

/** What an order is checked against and announced with, read in one statement. */
export interface OrderContext {
  product: OrderedProduct | null;
  banker: BankerContext | null;
  account: Identity;
  /** The customer as the order's messages name them: the account. */
  customer: Party;
  /** Whether another person holds the CPF the order would be stored with. */
  cpfTaken: boolean;
  keyedOrder: KeyedOrder | null;
}

export interface OrderContextQuery {
  productId: number;
  bankerId: number;
  /** The CPF of the body (digits), used while the account has none. */
  claimedCpf: string | undefined;
  idempotencyKey: string | undefined;
}

/** One lookup of the batch statement: the account asking and its query. */
interface ContextLookup extends OrderContextQuery {
  userId: number;
}

const wanted = (column: string) => sql.raw(`wanted.${column}`);

/**
 * For each wanted lookup (`n`, its place in the batch), the account row joined with each
 * single-row lookup, as a named prepared statement: PostgreSQL parses it once per connection, and
 * drizzle builds its text once per database.
 */
function prepareOrderContexts(db: Db) {
  const keyedProduct = alias(products, 'keyed_product');
  const otherDocument = alias(documents, 'other_document');
  const cpf = sql`coalesce(${documents.value}, ${wanted('claimed_cpf')})`;
  const lookups = sql`unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('productIds')}::int[],
    ${sql.placeholder('bankerIds')}::int[], ${sql.placeholder('claimedCpfs')}::text[],
    ${sql.placeholder('idempotencyKeys')}::text[])
    with ordinality as wanted(user_id, product_id, banker_id, claimed_cpf, idempotency_key, n)`;
  return db
    .select({
      n: sql<number>`wanted.n::int`.mapWith(Number),
      account: identityFields,
      accountPhone: persons.principalContact,
      product: productFields,
      banker: bankerFields,
      cpfTaken: sql<boolean>`${exists(
        db
          .select({ id: otherDocument.id })
          .from(otherDocument)
          .where(
            and(
              eq(otherDocument.type, 'CPF'),
              eq(otherDocument.value, cpf),
              ne(otherDocument.personId, persons.id),
            ),
          ),
      )}`,
      // A null key matches nothing.
      keyedOrder: {
        id: orders.id,
        partnerUrl: orders.partnerUrl,
        productType: keyedProduct.productType,
        fingerprint: orders.idempotencyFingerprint,
        expired: sql<boolean>`${orders.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
      },
    })
    .from(lookups)
    .innerJoin(persons, eq(persons.id, wanted('user_id')))
    .leftJoin(documents, and(eq(documents.personId, persons.id), eq(documents.type, 'CPF')))
    .leftJoin(products, and(eq(products.id, wanted('product_id')), eq(products.active, true)))
    .leftJoin(institutions, eq(institutions.id, products.institutionId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(banker, isBanker(wanted('banker_id')))
    .leftJoin(stores, eq(stores.personId, banker.id))
    .leftJoin(companies, eq(companies.id, banker.companyId))
    .leftJoin(termsOfService, eq(termsOfService.id, companies.tosId))
    .leftJoin(
      orders,
      and(eq(orders.customerId, persons.id), eq(orders.idempotencyKey, wanted('idempotency_key'))),
    )
    .leftJoin(keyedProduct, eq(keyedProduct.id, orders.productId))
    .prepare('order_contexts');
}

type ContextRow = Awaited<ReturnType<ReturnType<typeof prepareOrderContexts>['execute']>>[number];

function contextOf(row: ContextRow): OrderContext {
  return {
    account: row.account,
    product:
      row.product?.id == null || row.product.institution == null ? null : (row.product as OrderedProduct),
    banker: bankerOf(row.banker),
    customer: { fullName: row.account.fullName, email: row.account.email, phone: row.accountPhone },
    cpfTaken: row.cpfTaken,
    keyedOrder: row.keyedOrder?.id == null ? null : (row.keyedOrder as KeyedOrder),
  };
}

/**
 * Looks order contexts up, those of requests arriving while earlier lookups are running together
 * in the next statement (up to 64): under load one round trip serves many orders.
 */
const lookUpContext = batchedLookup((db: Db) => {
  const prepared = prepareOrderContexts(db);
  return async (batch: ContextLookup[]) => {
    const rows = await prepared.execute({
      userIds: batch.map((lookup) => lookup.userId),
      productIds: batch.map((lookup) => lookup.productId),
      bankerIds: batch.map((lookup) => lookup.bankerId),
      claimedCpfs: batch.map((lookup) => lookup.claimedCpf || null),
      idempotencyKeys: batch.map((lookup) => lookup.idempotencyKey ?? null),
    });
    const contexts: (OrderContext | null)[] = batch.map(() => null);
    // The first row of each lookup, as `limit 1` would: every join is on a unique key.
    for (const row of rows) contexts[row.n - 1] ??= contextOf(row);
    return contexts;
  };
}, 64);

/**
 * The account, product, banker, taken CPF / CNPJ and the order stored under the Idempotency-Key
 * of one order, with the store and customer its messages name, in one round trip shared with the
 * orders arriving at the same time. Null when the account does not exist.
 */
export function findOrderContext(
  db: Db,
  user: AuthUser,
  query: OrderContextQuery,
): Promise<OrderContext | null> {
  return lookUpContext(db, { ...query, userId: user.id });
}

/** The store a banker's messages speak for (as `storeOf` reads it): the company only when white-label. */
export function storeOfBanker(banker: BankerContext): StoreOf {
  return {
    banker: { fullName: banker.fullName, email: banker.email, phone: banker.phone },
    slug: banker.slug,
    companyName: banker.whitelabel ? banker.companyName : null,
  };
}

/** What the order body says about the person, as the order schema passes it on (birthday yyyy-mm-dd, CPF digits). */
export interface ClaimedIdentity {
  full_name?: string;
  email?: string;
  birthday?: string;
  cpf?: string;
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/**
 * The identity an order is stored with: CPF, name, e-mail and birthday come from the account;
 * a body that states other values is refused field by field (`{full_name: ['…']}`), and the
 * body fills only what the account does not have yet (a CPF or a birthday).
 */
export function orderIdentity(person: Identity, claimed: ClaimedIdentity): Identity {
  const errors: Record<string, string[]> = {};
  if (claimed.full_name !== undefined && !sameName(claimed.full_name, person.fullName))
    errors.full_name = [ORDER_MESSAGES.otherName];
  if (claimed.email !== undefined && claimed.email.toLowerCase() !== person.email.toLowerCase())
    errors.email = [ORDER_MESSAGES.otherEmail];
  const claimedBirthday = claimed.birthday;
  if (person.birthday && claimedBirthday !== undefined && claimedBirthday !== person.birthday)
    errors.birthday = [ORDER_MESSAGES.otherBirthday];
  const claimedCpf = claimed.cpf;
  if (person.cpf && claimedCpf !== undefined && claimedCpf !== person.cpf)
    errors.cpf = [ORDER_MESSAGES.otherCpf];
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  return {
    fullName: person.fullName,
    email: person.email,
    birthday: person.birthday ?? claimedBirthday ?? null,
    cpf: person.cpf ?? claimedCpf ?? null,
  };
}

/**
 * An order started from a simulated offer names the stored simulation (`simulation`); once the
 * offer's last valid day has passed, the order is refused with the day it expired, so the
 * customer simulates again. Only the store's own simulations are looked at: an id of another
 * store's simulation says nothing about this order.
 */
export async function assertOfferHolds(
  db: Db,
  body: { simulation?: unknown; personal_banker: number },
  now: Date,
): Promise<void> {
  const id = body.simulation;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return;
  const [record] = await db
    .select({ validUntil: interestRecords.validUntil })
    .from(interestRecords)
    .where(and(eq(interestRecords.id, id), eq(interestRecords.bankerId, body.personal_banker)))
    .limit(1);
  if (record && offerExpired(record.validUntil, earliestBrazilianToday(now)))
    throw new HttpError(410, { detail: expiredOfferDetail(record.validUntil) });
}
