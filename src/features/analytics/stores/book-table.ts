import { atom, type ReadableAtom } from 'nanostores';
import { nextSort, type TablePage, type TableQuery } from '../../../core/ui/table-rules.ts';
import type { BookPage } from '../contract/book-pages.ts';
import { bookQueryOf, toTablePage } from '../rules/book-page.ts';

/**
 * One Analytics table read page by page from the store service (docs/analytics.md#pages-of-the-book):
 * its search, sort and page, the page shown and whether the book has rows at all. Each change asks
 * for its page; a newer request cancels the one still running, so only the latest answer shows.
 */

export type BookTableStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What a table fetches: one page for the query, cancelled through the signal. */
export type PageFetcher<A> = (query: Record<string, string>, signal: AbortSignal) => Promise<BookPage<A>>;

export interface BookTableStore<A, R> {
  /** null until the first page arrives (the table shows skeleton rows). */
  $view: ReadableAtom<TablePage<R> | null>;
  /** The book has rows without a search: an empty page then means the search found none. */
  $hasRows: ReadableAtom<boolean>;
  $query: ReadableAtom<TableQuery>;
  $status: ReadableAtom<BookTableStatus>;
  /** Starts reading pages with `fetcher` (a banker, a customer) from the first page, unsorted. */
  open(fetcher: PageFetcher<A>): Promise<void>;
  /** Asks again for the page shown (a new token, the retry button). */
  reload(): Promise<void>;
  search(text: string): Promise<void>;
  sortBy(key: string): Promise<void>;
  goTo(page: number): Promise<void>;
  /** Forgets the pages and the fetcher (tests, leaving). */
  reset(): void;
}

const FIRST: TableQuery = { search: '', sort: null, page: 1 };

export function createBookTable<A, R>(toRow: (row: A) => R): BookTableStore<A, R> {
  const $view = atom<TablePage<R> | null>(null);
  const $hasRows = atom(false);
  const $query = atom<TableQuery>(FIRST);
  const $status = atom<BookTableStatus>('idle');
  let fetcher: PageFetcher<A> | null = null;
  let running: AbortController | null = null;

  async function load(): Promise<void> {
    if (!fetcher) return;
    running?.abort();
    const controller = new AbortController();
    running = controller;
    $status.set('loading');
    try {
      const answer = await fetcher(bookQueryOf($query.get()), controller.signal);
      if (running !== controller) return;
      $view.set(toTablePage(answer, toRow));
      $hasRows.set(answer.all > 0);
      // The service clamps a page past the last: the pager follows it.
      if (answer.page !== $query.get().page) $query.set({ ...$query.get(), page: answer.page });
      $status.set('ready');
    } catch {
      if (running === controller) $status.set('failed');
    }
  }

  const change = (next: Partial<TableQuery>) => {
    $query.set({ ...$query.get(), ...next });
    return load();
  };

  return {
    $view,
    $hasRows,
    $query,
    $status,
    open(next) {
      fetcher = next;
      $view.set(null);
      $hasRows.set(false);
      $query.set(FIRST);
      return load();
    },
    reload: load,
    search: (text) => change({ search: text, page: 1 }),
    sortBy: (key) => change({ sort: nextSort($query.get().sort, key), page: 1 }),
    goTo: (page) => change({ page }),
    reset() {
      running?.abort();
      running = null;
      fetcher = null;
      $view.set(null);
      $hasRows.set(false);
      $query.set(FIRST);
      $status.set('idle');
    },
  };
}
