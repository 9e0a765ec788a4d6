import type * as v from 'valibot';
import { formatDateBr } from '../../../core/format/dates.ts';
import { formatContact } from '../../../core/format/masks.ts';
import type { BookPerson, BookProduct } from '../contract/book-pages.ts';
import type { AnalyticsLastOrder, AnalyticsOrder } from '../contract/book-rows.ts';

/**
 * The rows of each Analytics table, from the store service's pages (docs/entities.md): customers and
 * leads, products with their customers, transactions and a customer's orders. Dates are shown pt-BR
 * day/month/year.
 */

export type AnalyticsOrderAnswer = v.InferOutput<typeof AnalyticsOrder>;
export type AnalyticsOrderSummary = v.InferOutput<typeof AnalyticsLastOrder>;
export type AnalyticsPerson = v.InferOutput<typeof BookPerson>;
export type AnalyticsProduct = v.InferOutput<typeof BookProduct>;

export interface OrderRow {
  id: number;
  /** dd/mm/yyyy */
  date: string;
  product: string;
}

export interface PersonRow {
  id: number;
  name: string;
  email: string | null;
  contact: string | null;
  total: number;
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

/** A contact number as the inputs show it ('(51) 99876-5432'); anything else unchanged. */
function contactOf(value: string | null | undefined): string | null {
  return value ? formatContact(value) : null;
}

/** An order with its date converted to pt-BR day/month/year (docs/analytics.md#analytics-screen). */
export function toOrderRow(order: AnalyticsOrderAnswer): OrderRow {
  return { id: order.id, date: formatDateBr(order.created_at), product: order.product };
}

export function toPersonRow(person: AnalyticsPerson): PersonRow {
  return {
    id: person.id,
    name: person.full_name,
    email: person.email || null,
    contact: contactOf(person.principal_contact),
    total: person.total,
  };
}

export function toProductRow(product: AnalyticsProduct): ProductRow {
  return { key: String(product.id), title: product.title, total: product.total };
}

export function toTransactionRow(order: AnalyticsOrderSummary): TransactionRow {
  return {
    ...toOrderRow(order),
    customer: order.lead.full_name,
    contact: contactOf(order.lead.principal_contact),
  };
}
