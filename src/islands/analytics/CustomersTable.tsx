import { useStore } from '@nanostores/react';
import { PERSON_ACCESS, type PersonRow } from '../../domain/analytics-rows.ts';
import { $customers, selectCustomer } from '../../stores/analytics.ts';
import { type Column, DataTable } from './DataTable.tsx';
import { PhoneDetail } from './PhoneDetail.tsx';

const COLUMNS: Column<PersonRow>[] = [
  {
    key: 'name',
    label: 'Cliente',
    sortable: true,
    cell: (row) => <PhoneDetail detail={row.contact}>{row.name}</PhoneDetail>,
  },
  { key: 'total', label: 'Transações', sortable: true, numeric: true, cell: (row) => row.total },
  { key: 'contact', label: 'Contato', nowrap: true, hideOnPhone: true, cell: (row) => row.contact ?? '—' },
  {
    key: 'view',
    label: 'Ações',
    hideLabel: true,
    nowrap: true,
    cell: (row) => (
      <button
        type="button"
        className="btn-outline px-3 py-1 text-sm"
        aria-label={`Ver transações de ${row.name}`}
        onClick={() => selectCustomer(row.id)}
      >
        Ver
      </button>
    ),
  },
];

/** The banker's customers with their number of transactions (spec §2.8). */
export function CustomersTable() {
  const rows = useStore($customers);
  return (
    <DataTable
      title="Clientes"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      access={PERSON_ACCESS}
      searchLabel="Procurar por cliente"
    />
  );
}
