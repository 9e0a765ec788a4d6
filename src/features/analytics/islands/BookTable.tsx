import { useStore } from '../../../core/browser/use-store.ts';
import type { BookTableStore } from '../stores/book-table.ts';
import { type DataTableSpec, DataTableView } from './DataTableView.tsx';

/** A table of the banker's book and the store that pages it on the service. */
export interface BookTableSpec<T> extends DataTableSpec<T> {
  table: BookTableStore<never, T>;
}

/** A table of the banker's book: each search, sort and page asks the store service for its page. */
export function BookTable<T>({ table, ...spec }: BookTableSpec<T>) {
  const view = useStore(table.$view);
  const hasRows = useStore(table.$hasRows);
  const query = useStore(table.$query);
  const status = useStore(table.$status);
  return (
    <DataTableView
      {...spec}
      view={view}
      hasRows={hasRows}
      search={query.search}
      sort={query.sort}
      busy={status === 'loading'}
      onSearch={(text) => void table.search(text)}
      onSort={(key) => void table.sortBy(key)}
      onPage={(page) => void table.goTo(page)}
    />
  );
}
