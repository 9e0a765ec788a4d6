import { TABLE_PAGE_SIZE } from '../../../core/ui/table-rules.ts';

const WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-1/3', 'w-3/5'];

/**
 * Placeholder rows shown while a table's data is missing; screen readers hear 'Carregando…' once.
 * `cellClasses` has one entry per column (columns left out on phones stay out here too).
 */
export function TableSkeletonRows({ cellClasses }: { cellClasses: readonly string[] }) {
  return Array.from({ length: TABLE_PAGE_SIZE }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
    <tr key={row} data-skeleton-row>
      {cellClasses.map((cellClass, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have nothing else to key on
        <td key={column} className={`px-3 py-3 sm:px-4 ${cellClass}`}>
          {row === 0 && column === 0 ? <span className="sr-only">Carregando…</span> : null}
          <div aria-hidden="true" className={`skeleton h-4 ${WIDTHS[(row + column) % WIDTHS.length]}`} />
        </td>
      ))}
    </tr>
  ));
}
