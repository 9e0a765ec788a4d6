import type { ReadableAtom } from 'nanostores';
import { useStore } from '../../../core/browser/use-store.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';

/** A table of the analytics screen: its store's rows (null while loading) and how they are drawn. */
export interface StoreTableSpec<T> extends Omit<DataTableProps<T>, 'rows' | 'height' | 'id' | 'ref'> {
  rows: ReadableAtom<readonly T[] | null>;
}

/** An analytics table drawn from its store. */
export function StoreTable<T>({ rows, ...table }: StoreTableSpec<T>) {
  return <DataTable rows={useStore(rows)} {...table} />;
}
