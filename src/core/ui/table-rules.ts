/** Rows per page of every analytics table (docs/validation-and-errors.md#constants-and-limits). */
export const TABLE_PAGE_SIZE = 5;

/** A cell's value for sorting; missing values sort last. */
export type SortValue = string | number | null | undefined;

export type SortDirection = 'asc' | 'desc';

/** The column a table is sorted by; null keeps the rows in the order they came. */
export type SortState = { key: string; direction: SortDirection } | null;

/** What a table needs to read from a row: the searchable text and each sortable column's value. */
export interface RowAccess<T> {
  /** Text matched by the search box (several fields joined is fine). */
  text: (row: T) => string;
  /** Value of a sortable column: numbers sort numerically, strings in pt-BR order. */
  sortValue: (row: T, key: string) => SortValue;
}

export interface TableQuery {
  search: string;
  sort: SortState;
  /** 1-based page number; out-of-range pages are clamped. */
  page: number;
}

export interface TablePage<T> {
  rows: T[];
  /** 1-based page actually shown. */
  page: number;
  pageCount: number;
  /** Rows after searching, over every page. */
  total: number;
  /** 1-based position of the first and last row shown (0 and 0 when empty). */
  from: number;
  to: number;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Lowercase without accents, so 'joão' matches 'Joao' and 'JOÃO'. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Rows whose text contains every word of the search, ignoring case and accents. */
export function searchRows<T>(rows: readonly T[], search: string, text: (row: T) => string): T[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = foldText(text(row));
    return words.every((word) => haystack.includes(word));
  });
}

function isMissing(value: SortValue): boolean {
  return value === null || value === undefined || value === '';
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Rows sorted by one column, a new array. Stable (equal values keep their order); rows without a
 * value go last in both directions.
 */
export function sortRows<T>(rows: readonly T[], sort: SortState, sortValue: RowAccess<T>['sortValue']): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row, sort.key) }))
    .sort((x, y) => {
      const xMissing = isMissing(x.value);
      const yMissing = isMissing(y.value);
      if (xMissing || yMissing) return Number(xMissing) - Number(yMissing) || x.index - y.index;
      return sign * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** Number of pages for `total` rows (at least 1, so an empty table shows page 1 of 1). */
export function pageCountOf(total: number, size = TABLE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** One page of rows; the page number is clamped to the pages that exist. */
export function pageRows<T>(rows: readonly T[], page: number, size = TABLE_PAGE_SIZE): TablePage<T> {
  const pageCount = pageCountOf(rows.length, size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const slice = rows.slice(start, start + size);
  return {
    rows: slice,
    page: current,
    pageCount,
    total: rows.length,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}

/** Search, then sort, then page: what a table shows for its current query. */
export function tableView<T>(
  rows: readonly T[],
  query: TableQuery,
  access: RowAccess<T>,
  size = TABLE_PAGE_SIZE,
): TablePage<T> {
  const found = searchRows(rows, query.search, access.text);
  return pageRows(sortRows(found, query.sort, access.sortValue), query.page, size);
}

/** A click on a sortable header: ascending, then descending, then back to unsorted. */
export function nextSort(current: SortState, key: string): SortState {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  if (current.direction === 'asc') return { key, direction: 'desc' };
  return null;
}

/** The `aria-sort` of a header for the current sort. */
export function ariaSortOf(current: SortState, key: string): 'ascending' | 'descending' | 'none' {
  if (!current || current.key !== key) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
