import { ariaSortOf, type SortState } from '../../../core/ui/table-rules.ts';
import { type Column, headerCellClass } from './table-columns.ts';

function SortIcon({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  const rotate = state === 'descending' ? 'rotate-180' : '';
  const tone = state === 'none' ? 'opacity-30 group-hover:opacity-70' : '';
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 shrink-0 transition ${rotate} ${tone}`}>
      <path d="M10 4l5 6h-3.5v6h-3v-6H5z" fill="currentColor" />
    </svg>
  );
}

/** The header row: a sortable column's label is a button that says its order (`aria-sort`). */
export function DataTableHead<T>({
  columns,
  sort,
  loading,
  sticky,
  onSort,
}: {
  columns: readonly Column<T>[];
  sort: SortState;
  loading: boolean;
  /** Stays at the top while the rows scroll under it (tables of a fixed height). */
  sticky: boolean;
  onSort: (key: string) => void;
}) {
  return (
    <thead className={`bg-gray-50 text-gray-800 ${sticky ? 'sticky top-0' : ''}`}>
      <tr>
        {columns.map((column) => {
          const state = ariaSortOf(sort, column.key);
          return (
            <th
              key={column.key}
              scope="col"
              aria-sort={column.sortable ? state : undefined}
              className={headerCellClass(column)}
            >
              {column.sortable ? (
                <button
                  type="button"
                  disabled={loading}
                  onClick={() => onSort(column.key)}
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
  );
}
