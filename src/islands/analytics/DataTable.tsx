import { type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import {
  ariaSortOf,
  nextSort,
  type RowAccess,
  type SortState,
  tableView,
} from '../../domain/analytics-table.ts';
import { TablePager } from './TablePager.tsx';
import { TableSkeletonRows } from './TableSkeletonRows.tsx';

export interface Column<T> {
  key: string;
  label: string;
  /** Shows the header's label to screen readers only (action columns). */
  hideLabel?: boolean;
  sortable?: boolean;
  cell: (row: T) => ReactNode;
  /** Numeric columns align right. */
  numeric?: boolean;
  /** Keeps the cell on one line (dates, phone numbers, buttons). */
  nowrap?: boolean;
  /** Left out on phones, where another cell shows its value (keeps the row's button in view). */
  hideOnPhone?: boolean;
}

export interface DataTableProps<T> {
  title: string;
  columns: readonly Column<T>[];
  /** null while the data is missing: the table shows skeleton rows. */
  rows: readonly T[] | null;
  rowKey: (row: T) => string | number;
  access: RowAccess<T>;
  /** Label of the search box ('Procurar por cliente'); no box without it. */
  searchLabel?: string;
  emptyText?: string;
  /** Fixed height in pixels of the whole table (the customer panel is 480 px tall); rows scroll inside. */
  height?: number;
  id?: string;
  /** The section, for scrolling to it and moving focus there (it then takes programmatic focus). */
  ref?: Ref<HTMLElement>;
}

const EMPTY = 'Nenhum dado disponível';
const NOT_FOUND = 'Nenhum resultado encontrado';

function SortIcon({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  const rotate = state === 'descending' ? 'rotate-180' : '';
  const tone = state === 'none' ? 'opacity-30 group-hover:opacity-70' : '';
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 shrink-0 transition ${rotate} ${tone}`}>
      <path d="M10 4l5 6h-3.5v6h-3v-6H5z" fill="currentColor" />
    </svg>
  );
}

/**
 * An analytics table: a real <table> with sortable headers (buttons, `aria-sort`), a labelled
 * search box, pages of 5 rows and skeleton rows while the data is missing.
 */
export function DataTable<T>({
  title,
  columns,
  rows,
  rowKey,
  access,
  searchLabel,
  emptyText = EMPTY,
  height,
  id,
  ref,
}: DataTableProps<T>) {
  const uid = useId();
  const headingId = `${uid}-title`;
  const searchId = `${uid}-search`;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(null);
  const [page, setPage] = useState(1);
  const view = useMemo(
    () => (rows ? tableView(rows, { search, sort, page }, access) : null),
    [rows, search, sort, page, access],
  );
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
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              className="rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:bg-gray-100"
            />
          </div>
        ) : null}
      </div>
      <div className={height ? 'min-h-0 flex-1 overflow-auto' : 'overflow-x-auto'}>
        <table
          aria-labelledby={headingId}
          aria-busy={loading || undefined}
          className="w-full text-left text-sm"
        >
          <thead className={`bg-gray-50 text-gray-800 ${height ? 'sticky top-0' : ''}`}>
            <tr>
              {columns.map((column) => {
                const state = ariaSortOf(sort, column.key);
                const align = column.numeric ? 'text-right' : 'text-left';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? state : undefined}
                    className={`whitespace-nowrap px-3 py-2 font-semibold sm:px-4 ${align} ${
                      column.hideOnPhone ? 'hidden sm:table-cell' : ''
                    }`}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        disabled={loading}
                        onClick={() => {
                          setSort(nextSort(sort, column.key));
                          setPage(1);
                        }}
                        className="group inline-flex items-center gap-1 rounded font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        {column.label}
                        <SortIcon state={state} />
                      </button>
                    ) : (
                      <span className={column.hideLabel ? 'sr-only' : ''}>{column.label}</span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {view === null ? (
              <TableSkeletonRows
                cellClasses={columns.map((c) => (c.hideOnPhone ? 'hidden sm:table-cell' : ''))}
              />
            ) : view.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-6 text-center text-gray-700">
                  {rows?.length ? NOT_FOUND : emptyText}
                </td>
              </tr>
            ) : (
              view.rows.map((row) => (
                <tr key={rowKey(row)} className="hover:bg-gray-50">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-3 py-2 text-gray-900 sm:px-4 ${column.numeric ? 'text-right tabular-nums' : ''} ${
                        column.nowrap ? 'whitespace-nowrap' : ''
                      } ${column.hideOnPhone ? 'hidden sm:table-cell' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <TablePager view={view} onPage={setPage} label={title} />
    </section>
  );
}
