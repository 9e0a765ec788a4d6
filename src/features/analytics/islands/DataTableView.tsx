import { type Ref, useId } from 'react';
import type { SortState, TablePage } from '../../../core/ui/table-rules.ts';
import { DataTableBody } from './DataTableBody.tsx';
import { DataTableHead } from './DataTableHead.tsx';
import { TablePager } from './TablePager.tsx';
import type { Column } from './table-columns.ts';

/** How a table is drawn, whoever pages its rows. */
export interface DataTableSpec<T> {
  title: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Label of the search box ('Procurar por cliente'); no box without it. */
  searchLabel?: string;
  emptyText?: string;
  /** Fixed height in pixels of the whole table (the customer panel is 480 px tall); rows scroll inside. */
  height?: number;
  id?: string;
  /** The section, for scrolling to it and moving focus there (it then takes programmatic focus). */
  ref?: Ref<HTMLElement>;
}

export interface DataTableViewProps<T> extends DataTableSpec<T> {
  /** null while the data is missing: the table shows skeleton rows. */
  view: TablePage<T> | null;
  /** The data has rows (so an empty page means the search found none). */
  hasRows: boolean;
  search: string;
  sort: SortState;
  /** A newer page is on its way (the rows shown stay until it comes). */
  busy?: boolean;
  onSearch: (text: string) => void;
  onSort: (key: string) => void;
  onPage: (page: number) => void;
}

/**
 * An analytics table: a real <table> with sortable headers (buttons, `aria-sort`), a labelled
 * search box, pages of 5 rows and skeleton rows while the data is missing. What the page holds is
 * decided by its owner: the store service (BookTable) or rows at hand (DataTable).
 */
export function DataTableView<T>({
  title,
  columns,
  view,
  hasRows,
  search,
  sort,
  busy,
  onSearch,
  onSort,
  onPage,
  rowKey,
  searchLabel,
  emptyText,
  height,
  id,
  ref,
}: DataTableViewProps<T>) {
  const uid = useId();
  const headingId = `${uid}-title`;
  const searchId = `${uid}-search`;
  const loading = view === null;

  return (
    <section
      id={id}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      aria-labelledby={headingId}
      style={height ? { height } : undefined}
      className="flex min-w-0 flex-col rounded-lg bg-white shadow-sm ring-1 ring-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      data-analytics-table
    >
      <div className="flex flex-col gap-3 border-b border-gray-200 px-4 py-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {searchLabel ? (
          <div className="flex flex-col gap-1 sm:w-72">
            <label htmlFor={searchId} className="text-sm font-medium text-gray-800">
              {searchLabel}
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              disabled={loading}
              onChange={(event) => onSearch(event.target.value)}
              className="rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:bg-gray-100"
            />
          </div>
        ) : null}
      </div>
      <div className={height ? 'min-h-0 flex-1 overflow-auto' : 'overflow-x-auto'}>
        <table
          aria-labelledby={headingId}
          aria-busy={loading || busy || undefined}
          className="w-full text-left text-sm"
        >
          <DataTableHead
            columns={columns}
            sort={sort}
            loading={loading}
            sticky={Boolean(height)}
            onSort={onSort}
          />
          <DataTableBody
            columns={columns}
            view={view}
            hasRows={hasRows}
            rowKey={rowKey}
            emptyText={emptyText}
          />
        </table>
      </div>
      <TablePager view={view} onPage={onPage} label={title} />
    </section>
  );
}
