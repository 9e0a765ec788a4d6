import { useStore } from '@nanostores/react';
import { TRANSACTION_ACCESS, type TransactionRow } from '../../domain/analytics-rows.ts';
import { $recentOrders } from '../../stores/analytics.ts';
import { DataTable } from './DataTable.tsx';
import { PhoneDetail } from './PhoneDetail.tsx';
import type { Column } from './table-columns.ts';

const COLUMNS: Column<TransactionRow>[] = [
  { key: 'date', label: 'Data', sortable: true, nowrap: true, cell: (row) => row.date },
  {
    key: 'customer',
    label: 'Cliente',
    sortable: true,
    cell: (row) => <PhoneDetail detail={row.contact}>{row.customer}</PhoneDetail>,
  },
  { key: 'contact', label: 'Contato', nowrap: true, hideOnPhone: true, cell: (row) => row.contact ?? '—' },
  { key: 'product', label: 'Produto', sortable: true, cell: (row) => row.product },
];

/** 'Transações': the store's recent orders (docs/analytics.md#analytics-screen). */
export function TransactionsTable() {
  const rows = useStore($recentOrders);
  return (
    <DataTable
      title="Transações"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      access={TRANSACTION_ACCESS}
      searchLabel="Procurar por transação"
    />
  );
}
