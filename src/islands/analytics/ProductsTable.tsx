import { useStore } from '@nanostores/react';
import { PRODUCT_ACCESS, type ProductRow } from '../../domain/analytics-rows.ts';
import { $products } from '../../stores/analytics.ts';
import { DataTable } from './DataTable.tsx';
import type { Column } from './table-columns.ts';

const COLUMNS: Column<ProductRow>[] = [
  { key: 'title', label: 'Produto', sortable: true, cell: (row) => row.title },
  { key: 'total', label: 'Clientes', sortable: true, numeric: true, cell: (row) => row.total },
];

/** The products the banker's customers requested, with how many customers each (docs/analytics.md#analytics-screen). */
export function ProductsTable() {
  const rows = useStore($products);
  return (
    <DataTable
      title="Produtos"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.key}
      access={PRODUCT_ACCESS}
      searchLabel="Procurar por produto"
    />
  );
}
