/**
 * One page of each Analytics table, searched and sorted by the store service
 * (docs/analytics.md#pages-of-the-book): the browser never holds the banker's whole book. Each
 * answer is a page of 5 rows with the counts the table shows ('1–5 de 12', and whether the book
 * has any row at all, so an empty search says 'Nenhum resultado encontrado').
 */
import * as v from 'valibot';
import { bankerOnly } from '../../../core/contract/banker-only.ts';
import { IdParam } from '../../../core/contract/common.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { ANALYTICS_ROUTES } from './analytics-routes.ts';
import { AnalyticsLastOrder, AnalyticsOrder } from './book-rows.ts';

export const BOOK_QUERY_MESSAGES = {
  page: 'Página inválida.',
  search: 'A busca pode ter até 100 caracteres.',
  sort: 'Ordenação inválida.',
  direction: 'Direção da ordenação inválida.',
} as const;

/** The longest search a table sends. */
export const SEARCH_MAX = 100;

/** The columns each table sorts by, as the query's `sort` names them. */
export const BOOK_SORTS = {
  customers: ['name', 'total'],
  leads: ['name', 'email'],
  products: ['title', 'total'],
  transactions: ['date', 'customer', 'product'],
  orders: ['date', 'id', 'product'],
} as const;

export type BookTable = keyof typeof BOOK_SORTS;
export type BookSort<T extends BookTable> = (typeof BOOK_SORTS)[T][number];

/** `?page=2&search=ana&sort=name&direction=desc`: every field optional; without `sort`, the table's own order. */
function bookQuery<T extends BookTable>(table: T) {
  return v.object({
    page: v.optional(
      v.pipe(
        v.string(BOOK_QUERY_MESSAGES.page),
        v.regex(/^[1-9]\d{0,5}$/, BOOK_QUERY_MESSAGES.page),
        v.transform(Number),
      ),
    ),
    search: v.optional(
      v.pipe(v.string(BOOK_QUERY_MESSAGES.search), v.maxLength(SEARCH_MAX, BOOK_QUERY_MESSAGES.search)),
    ),
    sort: v.optional(v.picklist(BOOK_SORTS[table] as (typeof BOOK_SORTS)[T], BOOK_QUERY_MESSAGES.sort)),
    direction: v.optional(v.picklist(['asc', 'desc'], BOOK_QUERY_MESSAGES.direction)),
  });
}

export type BookQuery = v.InferOutput<ReturnType<typeof bookQuery>>;

/** A page of rows: the page shown (clamped to those that exist), the rows the search found and the book's rows. */
function pageOf<S extends v.GenericSchema>(row: S) {
  return v.object({
    rows: v.array(row),
    page: v.number(),
    /** Rows found by the search, over every page. */
    total: v.number(),
    /** Rows of the table without a search. */
    all: v.number(),
  });
}

/** A person of the book without their orders: {id, full_name, email, principal_contact, total}. */
export const BookPerson = v.object({
  id: v.number(),
  full_name: v.string(),
  email: v.string(),
  principal_contact: v.nullable(v.string()),
  /** Number of orders. */
  total: v.number(),
});

/** A product with its number of distinct customers (`total`) and of orders. */
export const BookProduct = v.object({
  id: v.number(),
  title: v.string(),
  total: v.number(),
  orders: v.number(),
});

export const PeoplePage = pageOf(BookPerson);
export const ProductPage = pageOf(BookProduct);
export const TransactionPage = pageOf(AnalyticsLastOrder);
export const OrderPage = pageOf(AnalyticsOrder);

export type BookPage<R> = { rows: R[]; page: number; total: number; all: number };

/** Only the banker the book belongs to: anyone else's id is not found, a customer is forbidden. */
const bookRead = bankerOnly({ 400: BOOK_QUERY_MESSAGES.page, 404: 'Não encontrado.' });

export const bookPageEndpoints = {
  analyticsCustomers: {
    ...ANALYTICS_ROUTES.analyticsCustomers,
    ...bookRead,
    summary: "A page of the banker's customers (people with orders), most orders first unless sorted.",
    params: v.object({ id: IdParam }),
    query: bookQuery('customers'),
    response: PeoplePage,
  },
  analyticsCustomerOrders: {
    ...ANALYTICS_ROUTES.analyticsCustomerOrders,
    ...bookRead,
    summary: "A page of one customer's orders at the banker's store, newest first unless sorted.",
    params: v.object({ id: IdParam, customer: IdParam }),
    query: bookQuery('orders'),
    response: OrderPage,
  },
  analyticsLeads: {
    ...ANALYTICS_ROUTES.analyticsLeads,
    ...bookRead,
    summary: "A page of the banker's leads (people who came through the store and have not ordered yet).",
    params: v.object({ id: IdParam }),
    query: bookQuery('leads'),
    response: PeoplePage,
  },
  analyticsProducts: {
    ...ANALYTICS_ROUTES.analyticsProducts,
    ...bookRead,
    summary: "A page of the products the banker's customers ordered, with how many customers each.",
    params: v.object({ id: IdParam }),
    query: bookQuery('products'),
    response: ProductPage,
  },
  analyticsTransactions: {
    ...ANALYTICS_ROUTES.analyticsTransactions,
    ...bookRead,
    summary: "A page of the store's latest orders ('Transações'), newest first unless sorted.",
    params: v.object({ id: IdParam }),
    query: bookQuery('transactions'),
    response: TransactionPage,
  },
} as const satisfies Record<string, Endpoint>;
