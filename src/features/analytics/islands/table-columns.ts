import type { ReactNode } from 'react';

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

type Layout = Pick<Column<unknown>, 'numeric' | 'nowrap' | 'hideOnPhone'>;

/** The classes of a column left out on phones ('' for the others). */
export const phoneClass = (column: Layout): string => (column.hideOnPhone ? 'hidden sm:table-cell' : '');

/** The classes of a column's header cell: right-aligned when numeric. */
export function headerCellClass(column: Layout): string {
  const align = column.numeric ? 'text-right' : 'text-left';
  return `whitespace-nowrap px-3 py-2 font-semibold sm:px-4 ${align} ${phoneClass(column)}`;
}

/** The classes of a column's body cell: numbers right-aligned in equal widths, nowrap on one line. */
export function bodyCellClass(column: Layout): string {
  return `px-3 py-2 text-gray-900 sm:px-4 ${column.numeric ? 'text-right tabular-nums' : ''} ${
    column.nowrap ? 'whitespace-nowrap' : ''
  } ${phoneClass(column)}`;
}
