import type { TablePage } from '../../../core/ui/table-rules.ts';
import { TableSkeletonRows } from './TableSkeletonRows.tsx';
import { bodyCellClass, type Column, phoneClass } from './table-columns.ts';

const EMPTY = 'Nenhum dado disponível';
const NOT_FOUND = 'Nenhum resultado encontrado';

/** The page's rows; skeleton rows while the data is missing; one line when none is left to show. */
export function DataTableBody<T>({
  columns,
  view,
  hasRows,
  rowKey,
  emptyText = EMPTY,
}: {
  columns: readonly Column<T>[];
  view: TablePage<T> | null;
  /** The data has rows (so an empty page means the search found none). */
  hasRows: boolean;
  rowKey: (row: T) => string | number;
  emptyText?: string;
}) {
  return (
    <tbody className="divide-y divide-gray-100">
      {view === null ? (
        <TableSkeletonRows cellClasses={columns.map(phoneClass)} />
      ) : view.rows.length === 0 ? (
        <tr>
          <td colSpan={columns.length} className="px-4 py-6 text-center text-gray-700">
            {hasRows ? NOT_FOUND : emptyText}
          </td>
        </tr>
      ) : (
        view.rows.map((row) => (
          <tr key={rowKey(row)} className="hover:bg-gray-50">
            {columns.map((column) => (
              <td key={column.key} className={bodyCellClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}
