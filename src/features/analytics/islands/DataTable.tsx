import { useMemo, useState } from 'react';
import { nextSort, type RowAccess, type SortState, tableView } from '../../../core/ui/table-rules.ts';
import { type DataTableSpec, DataTableView } from './DataTableView.tsx';

export interface DataTableProps<T> extends DataTableSpec<T> {
  /** null while the data is missing: the table shows skeleton rows. */
  rows: readonly T[] | null;
  access: RowAccess<T>;
}

/** A table of rows at hand (the banker's invitations): searched, sorted and paged here. */
export function DataTable<T>({ rows, access, ...spec }: DataTableProps<T>) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(null);
  const [page, setPage] = useState(1);
  const view = useMemo(
    () => (rows ? tableView(rows, { search, sort, page }, access) : null),
    [rows, search, sort, page, access],
  );
  return (
    <DataTableView
      {...spec}
      view={view}
      hasRows={Boolean(rows?.length)}
      search={search}
      sort={sort}
      onSearch={(text) => {
        setSearch(text);
        setPage(1);
      }}
      onSort={(key) => {
        setSort(nextSort(sort, key));
        setPage(1);
      }}
      onPage={setPage}
    />
  );
}
