import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderPathFor } from '../../src/contract/checkout.ts';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import type { Db } from '../db/index.ts';
import { documents, leads, orders, persons, products } from '../db/schema/index.ts';
import { handOffPathOf } from '../partners/hand-off.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Seeded orders take fixed ids below this, so a second run inserts nothing. */
const SEED_ORDER_IDS = 30;
/** Ten products of different families and types; only those present in the catalog are used. */
const PREFERRED_PRODUCTS = [1, 6, 17, 29, 31, 55, 61, 66, 97, 120, 117, 144, 73, 10, 18];
const JOAO_EMAIL = 'joao.silva@exemplo.com.br';
/** Where the visits that led to the demo orders came from, in turn ('' : not known). */
const ORDER_SOURCES = ['link', 'qr', 'link', 'campanha:dia-das-maes', ''];

/**
 * Demo orders of store `ana-souza`: 30 orders over 10 products in the last six months, spread over
 * her customers (João Silva among them), each counted in her funnel by the triggers under the
 * source of its visit. Idempotent: fixed ids, existing rows kept.
 */
export async function seedOrders(db: Db, now = new Date()): Promise<void> {
  const [ana] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.slug, 'ana-souza'), eq(persons.personType, PERSON_TYPE.banker)))
    .limit(1);
  if (!ana) return;
  const available = await db
    .select({ id: products.id, isPj: products.isPj })
    .from(products)
    .where(inArray(products.id, PREFERRED_PRODUCTS));
  const productIds = PREFERRED_PRODUCTS.filter((id) => available.some((p) => p.id === id && !p.isPj)).slice(
    0,
    10,
  );
  // Her customers: João first, then the other people who reached her store as customers.
  const people = await db
    .select({
      id: persons.id,
      email: persons.email,
      fullName: persons.fullName,
      contact: persons.principalContact,
      birthday: persons.birthday,
      cpf: documents.value,
    })
    .from(leads)
    .innerJoin(persons, eq(persons.id, leads.customerId))
    .leftJoin(documents, and(eq(documents.personId, persons.id), eq(documents.type, 'CPF')))
    .where(and(eq(leads.bankerId, ana.id), eq(persons.personType, PERSON_TYPE.customer)))
    .orderBy(leads.createdAt, persons.id);
  const joao = people.find((p) => p.email === JOAO_EMAIL);
  // The five most recent leads have not ordered yet (analytics shows them with no transactions).
  const ordering = people.slice(0, Math.max(1, people.length - 5));
  const buyers = joao ? [joao, ...ordering.filter((p) => p.id !== joao.id)] : ordering;
  if (buyers.length === 0 || productIds.length === 0) return;

  const rows = Array.from({ length: SEED_ORDER_IDS }, (_, i) => {
    const id = i + 1;
    // João gets every fifth order; the others rotate.
    const others = buyers.slice(1);
    const customer = i % 5 === 0 || others.length === 0 ? buyers[0] : others[i % others.length];
    const productId = productIds[(i * 3) % productIds.length] ?? productIds[0] ?? 1;
    const createdAt = new Date(now.getTime() - (178 - i * 6) * DAY + (i % 7) * 3_600_000);
    return {
      id,
      productId,
      customerId: customer?.id ?? 0,
      bankerId: ana.id,
      path: orderPathFor(productId),
      payload: {
        full_name: customer?.fullName,
        cpf: customer?.cpf ?? undefined,
        principal_contact: customer?.contact ?? undefined,
        birthday: customer?.birthday ?? undefined,
        terms: true,
      },
      partnerUrl: handOffPathOf(id),
      source: 'store:ana-souza',
      funnelSource: ORDER_SOURCES[i % ORDER_SOURCES.length] ?? '',
      createdAt,
    };
  });
  await db.insert(orders).values(rows).onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('orders', 'id'), greatest((select coalesce(max(id), 0) from orders), 1))`,
  );
}
