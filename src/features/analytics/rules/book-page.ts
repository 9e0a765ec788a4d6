import {
  pageCountOf,
  TABLE_PAGE_SIZE,
  type TablePage,
  type TableQuery,
} from '../../../core/ui/table-rules.ts';
import type { BookPage } from '../contract/book-pages.ts';

/**
 * Between a table's state and the store service's pages (docs/analytics.md#pages-of-the-book): the
 * query string a table's search, sort and page send, and the page answered as the table draws it.
 */

/** The query of one page: only what differs from the table's own order and first page. */
export function bookQueryOf(query: TableQuery): Record<string, string> {
  const sent: Record<string, string> = {};
  if (query.page > 1) sent.page = String(Math.floor(query.page));
  const search = query.search.trim();
  if (search) sent.search = search;
  if (query.sort) {
    sent.sort = query.sort.key;
    sent.direction = query.sort.direction;
  }
  return sent;
}

/** A page answered by the service as the pager reads it ('6–10 de 12'), its rows turned into the table's. */
export function toTablePage<A, R>(answer: BookPage<A>, toRow: (row: A) => R): TablePage<R> {
  const rows = answer.rows.map(toRow);
  const start = (answer.page - 1) * TABLE_PAGE_SIZE;
  return {
    rows,
    page: answer.page,
    pageCount: pageCountOf(answer.total),
    total: answer.total,
    from: rows.length ? start + 1 : 0,
    to: start + rows.length,
  };
}
