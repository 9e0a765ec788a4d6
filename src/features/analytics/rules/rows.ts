import { formatDateBr } from '../../../core/format/dates.ts';
import { digitsOf } from '../../../core/format/digits.ts';
import { formatContact } from '../../../core/format/masks.ts';
import type { RowAccess } from '../../../core/ui/table-rules.ts';
import type { AnalyticsAnswer } from '../contract/analytics.ts';

/**
 * The analytics answer (docs/entities.md) turned into the rows of each table: customers with their
 * orders, products with their customers, recent transactions and leads. Dates are shown pt-BR
 * day/month/year and sorted by their ISO value.
 */

/** The analytics answer (contract `src/features/analytics/contract/analytics.ts`). */
export type AnalyticsData = AnalyticsAnswer;
export type AnalyticsOrder = AnalyticsAnswer['leads_orders'][number]['orders'][number];
export type AnalyticsPerson = AnalyticsAnswer['leads_orders'][number];
export type AnalyticsProduct = AnalyticsAnswer['pb_order']['orders']['products'][number];
export type AnalyticsOrderSummary = AnalyticsAnswer['last_orders'][number];

export interface OrderRow {
  id: number;
  /** dd/mm/yyyy */
  date: string;
  /** The original timestamp, for sorting. */
  at: string;
  product: string;
}

export interface PersonRow {
  id: number;
  name: string;
  email: string | null;
  contact: string | null;
  total: number;
  orders: OrderRow[];
}

export interface ProductRow {
  key: string;
  title: string;
  total: number;
}

export interface TransactionRow extends OrderRow {
  customer: string;
  contact: string | null;
}

/**
 * `leads_orders` holds everyone who came through the store: customers are those with at least
 * one order, leads those still without one.
 */
export function splitPeople(rows: readonly PersonRow[]): { customers: PersonRow[]; leads: PersonRow[] } {
  return { customers: rows.filter((row) => row.total > 0), leads: rows.filter((row) => row.total === 0) };
}

/** A contact number as the inputs show it ('(51) 99876-5432'); anything else unchanged. */
function contactOf(value: string | null | undefined): string | null {
  return value ? formatContact(value) : null;
}

/** A customer's orders with their dates converted to pt-BR day/month/year (docs/analytics.md#analytics-screen). */
export function toOrderRows(orders: readonly AnalyticsOrder[]): OrderRow[] {
  return orders.map((order) => ({
    id: order.id,
    date: formatDateBr(order.created_at),
    at: order.created_at,
    product: order.product,
  }));
}

export function toPersonRows(people: readonly AnalyticsPerson[]): PersonRow[] {
  return people.map((person) => ({
    id: person.id,
    name: person.full_name,
    email: person.email || null,
    contact: contactOf(person.principal_contact),
    total: person.total,
    orders: toOrderRows(person.orders),
  }));
}

export function toProductRows(products: readonly AnalyticsProduct[]): ProductRow[] {
  return products.map((product) => ({
    key: String(product.id),
    title: product.title,
    total: product.total,
  }));
}

export function toTransactionRows(orders: readonly AnalyticsOrderSummary[]): TransactionRow[] {
  return orders.map((order) => ({
    id: order.id,
    date: formatDateBr(order.created_at),
    at: order.created_at,
    product: order.product,
    customer: order.lead.full_name,
    contact: contactOf(order.lead.principal_contact),
  }));
}

function timeOf(value: string): number | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Customers and leads: searched by name, e-mail and contact; sorted by name, e-mail or total. */
export const PERSON_ACCESS: RowAccess<PersonRow> = {
  text: (row) => [row.name, row.email, row.contact, digitsOf(row.contact ?? '')].filter(Boolean).join(' '),
  sortValue: (row, key) => (key === 'total' ? row.total : key === 'email' ? row.email : row.name),
};

export const PRODUCT_ACCESS: RowAccess<ProductRow> = {
  text: (row) => row.title,
  sortValue: (row, key) => (key === 'total' ? row.total : row.title),
};

/** A person's orders: searched by date, id and product. */
export const ORDER_ACCESS: RowAccess<OrderRow> = {
  text: (row) => `${row.date} ${row.id} ${row.product}`,
  sortValue: (row, key) => (key === 'date' ? timeOf(row.at) : key === 'id' ? row.id : row.product),
};

export const TRANSACTION_ACCESS: RowAccess<TransactionRow> = {
  text: (row) =>
    [row.date, row.customer, row.contact, digitsOf(row.contact ?? ''), row.product].filter(Boolean).join(' '),
  sortValue: (row, key) =>
    key === 'date'
      ? timeOf(row.at)
      : key === 'customer'
        ? row.customer
        : key === 'product'
          ? row.product
          : row.id,
};
