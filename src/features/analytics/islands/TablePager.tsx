import type { TablePage } from '../../../core/ui/table-rules.ts';

interface TablePagerProps {
  /** null while loading. */
  view: TablePage<unknown> | null;
  onPage: (page: number) => void;
  /** The table's title, so each pager's buttons have their own names. */
  label: string;
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${flip ? 'rotate-180' : ''}`}>
      <path d="M12.5 4.5 7 10l5.5 5.5" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

const BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';

/** '1–5 de 12' with previous/next page buttons; the range is announced when it changes. */
export function TablePager({ view, onPage, label }: TablePagerProps) {
  const range = view ? (view.total ? `${view.from}–${view.to} de ${view.total}` : '0 de 0') : '';
  return (
    <nav
      aria-label={`Páginas de ${label}`}
      className="flex items-center justify-end gap-3 border-t border-gray-200 px-4 py-2 text-sm text-gray-800"
    >
      <span aria-live="polite" data-table-range>
        {range}
      </span>
      <button
        type="button"
        className={BUTTON}
        aria-label="Página anterior"
        disabled={!view || view.page <= 1}
        onClick={() => view && onPage(view.page - 1)}
      >
        <Chevron />
      </button>
      <span className="sr-only">{view ? `Página ${view.page} de ${view.pageCount}` : ''}</span>
      <button
        type="button"
        className={BUTTON}
        aria-label="Próxima página"
        disabled={!view || view.page >= view.pageCount}
        onClick={() => view && onPage(view.page + 1)}
      >
        <Chevron flip />
      </button>
    </nav>
  );
}
