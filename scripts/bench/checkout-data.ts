import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { hashPassword } from '../../services/accounts/password.ts';
import { issueToken } from '../../services/accounts/tokens.ts';
import type { Db } from '../../services/db/index.ts';
import type { ProductType } from '../../src/core/products/product.ts';
import { orderKindFor } from '../../src/core/products/product-rules.ts';
import { orderRulesFor } from '../../src/features/ordering/rules/order-rules.ts';

export const BENCH_BANKER = {
  slug: 'banca-gerada',
  email: 'banca.gerada@bench.exemplo.com.br',
  password: 'Bench2026ok',
} as const;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * A generated banker with `customers` customers (all leads of the store) and `orders` orders
 * spread over them and ten products in the last six months. Set-based inserts; idempotent.
 */
export async function generateBenchStore(
  db: Db,
  options: { orders: number; customers: number } = { orders: 10_000, customers: 2_000 },
): Promise<{ bankerId: number }> {
  const hash = await hashPassword(BENCH_BANKER.password);
  await db.execute(sql`
    insert into persons (email, full_name, nickname, slug, person_type, principal_contact, password_hash)
    values (${BENCH_BANKER.email}, 'Banca Gerada', 'Banca', ${BENCH_BANKER.slug}, 0, '(11) 90000-0000', ${hash})
    on conflict do nothing`);
  const [banker] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from persons where email = ${BENCH_BANKER.email}`),
  );
  if (!banker) throw new Error('bench banker missing');
  await db.execute(sql`insert into stores (person_id) values (${banker.id}) on conflict do nothing`);
  await db.execute(sql`
    insert into persons (email, full_name, person_type, principal_contact)
    select 'cliente' || g || '@bench.exemplo.com.br', 'Cliente Gerado ' || g, 1,
           '(11) 9' || lpad((g % 10000)::text, 4, '0') || '-' || lpad((g % 9999)::text, 4, '0')
    from generate_series(1, ${options.customers}) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into leads (banker_id, customer_id)
    select ${banker.id}, id from persons where email like 'cliente%@bench.exemplo.com.br'
    on conflict do nothing`);
  const [existing] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from orders where banker_id = ${banker.id}`),
  );
  if ((existing?.n ?? 0) === 0) {
    await db.execute(sql`
      with c as (
        select array_agg(id order by id) as ids from persons where email like 'cliente%@bench.exemplo.com.br'
      ), p as (
        select array_agg(id order by id) as ids
        from (select id from products where active and not is_pj order by id limit 10) x
      )
      insert into orders (product_id, customer_id, banker_id, path, payload, partner_url, source, created_at)
      select p.ids[1 + (g * 7) % array_length(p.ids, 1)],
             c.ids[1 + g % array_length(c.ids, 1)],
             ${banker.id}, 'legacy/order/', '{}'::jsonb, '/sandbox/pedido/0', 'store:banca-gerada',
             now() - ((g % 180) || ' days')::interval - (g || ' seconds')::interval
      from generate_series(1, ${options.orders}) g, c, p`);
    // Fresh statistics after the bulk load, as autovacuum would gather them.
    await db.execute(sql`analyze orders`);
    await db.execute(sql`analyze leads`);
    await db.execute(sql`analyze persons`);
  }
  return { bankerId: banker.id };
}

/** Customers with live tokens and the products they may order, for the order-creation load. */
export async function orderingCustomers(
  db: Db,
  count: number,
): Promise<{ customers: { id: number; token: string }[]; products: number[]; bankerId: number }> {
  await db.execute(sql`
    insert into persons (email, full_name, person_type, principal_contact)
    select 'comprador' || g || '@bench.exemplo.com.br', 'Comprador Gerado ' || g, 1, '(11) 98888-0000'
    from generate_series(1, ${count}) g
    on conflict do nothing`);
  const people = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from persons where email like 'comprador%@bench.exemplo.com.br' order by id limit ${count}`,
    ),
  );
  const customers = [];
  for (const person of people) customers.push({ id: person.id, token: await issueToken(db, person.id) });
  // Products posted to legacy/order/ (not a dedicated path, not pj) whose rules the bare order
  // body meets: no extra step, no schedule, no page form.
  const candidates = rowsOf<{ id: number; product_type: ProductType; brand: string; category: string }>(
    await db.execute(sql`
      select p.id, p.product_type, i.name as brand, c.name as category from products p
      join institutions i on i.id = p.institution_id
      join categories c on c.id = p.category_id
      where p.active and not p.is_pj
      order by p.id`),
  );
  const products = candidates
    .map((row) => ({ ...row, is_pj: false, category: { name: row.category } }))
    .filter((product) => orderKindFor(product.id) === 'legacy' && v.is(orderRulesFor(product), {}))
    .slice(0, 20)
    .map((product) => product.id);
  const [ana] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from persons where slug = 'ana-souza'`),
  );
  return { customers, products, bankerId: ana?.id ?? 0 };
}
