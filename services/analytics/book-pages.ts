import { type SQL, sql } from 'drizzle-orm';
import { pageCountOf, TABLE_PAGE_SIZE } from '../../src/core/ui/table-rules.ts';
import { LAST_ORDERS_LIMIT } from '../../src/features/analytics/contract/analytics.ts';
import type {
  BOOK_SORTS,
  BookPage,
  BookQuery,
  BookTable,
} from '../../src/features/analytics/contract/book-pages.ts';
import type { Db } from '../db/index.ts';
import { matchAll, searchPatterns } from '../db/text-search.ts';

/**
 * The pages of a banker's book (docs/analytics.md#pages-of-the-book). People and products are read
 * from the summaries the triggers of migration 0017 keep (`analytics_people`, `analytics_products`),
 * so a page is a range of one of their indexes; a customer's orders and the latest orders are
 * ranges of the orders' own indexes. Nothing sorts the whole book.
 */

type Rows<T> = { rows: T[] };

/** The ORDER BY of a table: its own order without `sort`, else the column in the asked direction. */
interface Ordering<T extends BookTable> {
  natural: SQL;
  by: Record<(typeof BOOK_SORTS)[T][number], { asc: SQL; desc: SQL }>;
}

function orderOf<T extends BookTable>(ordering: Ordering<T>, query: BookQuery): SQL {
  if (!query.sort) return ordering.natural;
  const column = ordering.by[query.sort as keyof Ordering<T>['by']];
  return column[query.direction ?? 'asc'];
}

/** The page asked for, clamped to those that exist (as the tables always did). */
function pageNumber(query: BookQuery, total: number): number {
  return Math.min(query.page ?? 1, pageCountOf(total));
}

const offsetOf = (page: number) => (page - 1) * TABLE_PAGE_SIZE;

async function count(db: Db, statement: SQL): Promise<number> {
  const result = (await db.execute(statement)) as unknown as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}

async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Rows<T>).rows;
}

export interface PersonRow {
  id: number;
  full_name: string;
  email: string;
  principal_contact: string | null;
  total: number;
}

/** An order of people's rows as columns of their indexes, so it can be read from either end. */
type Keys = readonly (readonly [column: 'orders' | 'sort_name' | 'email' | 'customer_id', 'asc' | 'desc'])[];

const NAME_ASC: Keys = [
  ['sort_name', 'asc'],
  ['customer_id', 'asc'],
];
const NAME_DESC: Keys = [
  ['sort_name', 'desc'],
  ['customer_id', 'desc'],
];

const PEOPLE = {
  customers: {
    scope: sql`orders > 0`,
    natural: [['orders', 'desc'], ...NAME_ASC] as Keys,
    by: {
      name: { asc: NAME_ASC, desc: NAME_DESC },
      total: {
        asc: [['orders', 'asc'], ...NAME_ASC] as Keys,
        desc: [['orders', 'desc'], ...NAME_ASC] as Keys,
      },
    } as Record<string, { asc: Keys; desc: Keys }>,
  },
  leads: {
    scope: sql`orders = 0`,
    natural: NAME_ASC,
    by: {
      name: { asc: NAME_ASC, desc: NAME_DESC },
      email: {
        asc: [
          ['email', 'asc'],
          ['customer_id', 'asc'],
        ] as Keys,
        desc: [
          ['email', 'desc'],
          ['customer_id', 'desc'],
        ] as Keys,
      },
    } as Record<string, { asc: Keys; desc: Keys }>,
  },
};

/** The ORDER BY of `keys`, or of their reverse; the descending orders' index keeps its NULLS LAST in both. */
function orderBy(keys: Keys, reversed = false): SQL {
  return sql.raw(
    keys
      .map(([column, direction]) => {
        const nulls =
          column === 'orders' && direction === 'desc' ? (reversed ? ' nulls first' : ' nulls last') : '';
        return `${column} ${(direction === 'asc') !== reversed ? 'asc' : 'desc'}${nulls}`;
      })
      .join(', '),
  );
}

/**
 * How many customers and leads each book holds, per version of the book (`analytics_versions`):
 * counted once after each change, not at every page.
 */
const bookCounts = new Map<string, number>();
const COUNTS_KEPT = 256;

async function countOnce(db: Db, key: string, statement: SQL): Promise<number> {
  const kept = bookCounts.get(key);
  if (kept !== undefined) return kept;
  const counted = await count(db, statement);
  bookCounts.set(key, counted);
  if (bookCounts.size > COUNTS_KEPT) bookCounts.delete(bookCounts.keys().next().value as string);
  return counted;
}

/**
 * A page of the banker's customers (people with orders) or leads (people without). The page's keys
 * are read from the order's index alone (an index-only range, skipped entries cost no row read),
 * from whichever end is nearer, then its five rows.
 */
export async function peoplePage(
  db: Db,
  bankerId: number,
  kind: 'customers' | 'leads',
  query: BookQuery,
): Promise<BookPage<PersonRow>> {
  const { scope, natural, by } = PEOPLE[kind];
  const patterns = searchPatterns(query.search);
  const inBook = sql`banker_id = ${bankerId} and ${scope}`;
  const version = await count(
    db,
    sql`select coalesce((select version from analytics_versions where banker_id = ${bankerId}), 0) as n`,
  );
  const all = await countOnce(
    db,
    `${bankerId}:${kind}:${version}`,
    sql`select count(*)::int as n from analytics_people where ${inBook}`,
  );
  const found = sql`${inBook} and ${matchAll(sql`search_text`, patterns)}`;
  const total = patterns.length
    ? await count(db, sql`select count(*)::int as n from analytics_people where ${found}`)
    : all;
  const page = pageNumber(query, total);
  const keys = query.sort ? (by[query.sort]?.[query.direction ?? 'asc'] ?? natural) : natural;
  const start = offsetOf(page);
  const size = Math.min(TABLE_PAGE_SIZE, Math.max(0, total - start));
  // Past the middle, the same rows counted from the other end.
  const fromEnd = start > total / 2;
  const skip = fromEnd ? total - start - size : start;
  const columns = sql.raw(keys.map(([column]) => column).join(', '));
  const rows = await rowsOf<PersonRow>(
    db,
    sql`with page as (
          select ${columns} from analytics_people where ${found}
          order by ${orderBy(keys, fromEnd)} limit ${size} offset ${skip})
        select ap.customer_id as id, ap.full_name, ap.email, ap.principal_contact, ap.orders as total
        from page join analytics_people ap on ap.banker_id = ${bankerId} and ap.customer_id = page.customer_id
        order by ${sql.raw(keys.map(([column, direction]) => `ap.${column} ${direction}`).join(', '))}`,
  );
  return { rows, page, total, all };
}

/** Whether the person is in the banker's book (a lead or a customer). */
export async function inBook(db: Db, bankerId: number, customerId: number): Promise<boolean> {
  const found = await count(
    db,
    sql`select count(*)::int as n from analytics_people where banker_id = ${bankerId} and customer_id = ${customerId}`,
  );
  return found > 0;
}

export interface ProductRow {
  id: number;
  title: string;
  total: number;
  orders: number;
}

const PRODUCTS: Ordering<'products'> = {
  natural: sql`total desc, orders desc, sort_title, id`,
  by: {
    title: { asc: sql`sort_title, id`, desc: sql`sort_title desc, id desc` },
    total: { asc: sql`total, sort_title, id`, desc: sql`total desc, sort_title, id` },
  },
};

/** A page of the products the banker's customers ordered (a catalog's worth of rows at most). */
export async function productsPage(
  db: Db,
  bankerId: number,
  query: BookQuery,
): Promise<BookPage<ProductRow>> {
  const patterns = searchPatterns(query.search);
  const book = sql`
    select ap.product_id as id, p.title, ap.customers as total, ap.orders, analytics_fold(p.title) as sort_title
    from analytics_products ap join products p on p.id = ap.product_id
    where ap.banker_id = ${bankerId}`;
  const all = await count(
    db,
    sql`select count(*)::int as n from analytics_products where banker_id = ${bankerId}`,
  );
  const found = sql`select * from (${book}) b where ${matchAll(sql`sort_title`, patterns)}`;
  const total = patterns.length ? await count(db, sql`select count(*)::int as n from (${found}) f`) : all;
  const page = pageNumber(query, total);
  const rows = await rowsOf<ProductRow>(
    db,
    sql`select id, title, total, orders from (${found}) f order by ${orderOf(PRODUCTS, query)}
        limit ${TABLE_PAGE_SIZE} offset ${offsetOf(page)}`,
  );
  return { rows, page, total, all };
}

const ISO = sql`'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
/** The day as the table shows it, in the country's time, for the search. */
const BR_DAY = sql`to_char(o.created_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY')`;

export interface TransactionRow {
  created_at: string;
  id: number;
  product: string;
  lead: { id: number; full_name: string; principal_contact: string | null };
}

const TRANSACTIONS: Ordering<'transactions'> = {
  natural: sql`at desc, id desc`,
  by: {
    date: { asc: sql`at, id`, desc: sql`at desc, id desc` },
    customer: { asc: sql`sort_name, at desc, id desc`, desc: sql`sort_name desc, at desc, id desc` },
    product: { asc: sql`sort_title, at desc, id desc`, desc: sql`sort_title desc, at desc, id desc` },
  },
};

/** A page of 'Transações': the store's latest orders (at most LAST_ORDERS_LIMIT), newest first. */
export async function transactionsPage(
  db: Db,
  bankerId: number,
  query: BookQuery,
): Promise<BookPage<TransactionRow>> {
  const matching = matchAll(sql`search_text`, searchPatterns(query.search));
  const latest = sql`
    select o.id, o.created_at as at, p.title, pe.id as person_id, pe.full_name, pe.principal_contact,
           analytics_fold(pe.full_name) as sort_name, analytics_fold(p.title) as sort_title,
           analytics_search_text(concat_ws(' ', ${BR_DAY}, pe.full_name, p.title), '', pe.principal_contact) as search_text
    from (select id, created_at, product_id, customer_id from orders where banker_id = ${bankerId}
          order by created_at desc, id desc limit ${LAST_ORDERS_LIMIT}) o
    join products p on p.id = o.product_id
    join persons pe on pe.id = o.customer_id`;
  const found = sql`select * from (${latest}) l where ${matching}`;
  const counts = (
    await rowsOf<{ all: number; total: number }>(
      db,
      sql`select count(*)::int as all, (count(*) filter (where ${matching}))::int as total
          from (${latest}) l`,
    )
  )[0] ?? { all: 0, total: 0 };
  const page = pageNumber(query, counts.total);
  const rows = await rowsOf<TransactionRow>(
    db,
    sql`select to_char(at at time zone 'UTC', ${ISO}) as created_at, id, title as product,
               json_build_object('id', person_id, 'full_name', full_name, 'principal_contact', principal_contact) as lead
        from (${found}) f order by ${orderOf(TRANSACTIONS, query)}
        limit ${TABLE_PAGE_SIZE} offset ${offsetOf(page)}`,
  );
  return { rows, page, total: counts.total, all: counts.all };
}

export interface OrderRow {
  created_at: string;
  id: number;
  product: string;
}

const ORDERS: Ordering<'orders'> = {
  natural: sql`o.created_at desc, o.id desc`,
  by: {
    date: { asc: sql`o.created_at, o.id`, desc: sql`o.created_at desc, o.id desc` },
    id: { asc: sql`o.id`, desc: sql`o.id desc` },
    product: {
      asc: sql`analytics_fold(p.title), o.created_at desc, o.id desc`,
      desc: sql`analytics_fold(p.title) desc, o.created_at desc, o.id desc`,
    },
  },
};

/** A page of one customer's orders at the banker's store ('Transações de {customer}'). */
export async function customerOrdersPage(
  db: Db,
  bankerId: number,
  customerId: number,
  query: BookQuery,
): Promise<BookPage<OrderRow>> {
  const patterns = searchPatterns(query.search);
  const theirs = sql`o.banker_id = ${bankerId} and o.customer_id = ${customerId}`;
  const matching = matchAll(sql`analytics_fold(concat_ws(' ', ${BR_DAY}, o.id::text, p.title))`, patterns);
  const counts = (
    await rowsOf<{ all: number; total: number }>(
      db,
      sql`select count(*)::int as all, (count(*) filter (where ${matching}))::int as total
          from orders o join products p on p.id = o.product_id where ${theirs}`,
    )
  )[0] ?? { all: 0, total: 0 };
  const page = pageNumber(query, counts.total);
  const rows = await rowsOf<OrderRow>(
    db,
    sql`select to_char(o.created_at at time zone 'UTC', ${ISO}) as created_at, o.id, p.title as product
        from orders o join products p on p.id = o.product_id
        where ${theirs} and ${matching}
        order by ${orderOf(ORDERS, query)}
        limit ${TABLE_PAGE_SIZE} offset ${offsetOf(page)}`,
  );
  return { rows, page, total: counts.total, all: counts.all };
}
