import { useStore } from '@nanostores/react';
import { PERSON_ACCESS } from '../../domain/analytics-rows.ts';
import { $customers, selectCustomer } from '../../stores/analytics.ts';
import { DataTable } from './DataTable.tsx';
import { personColumns } from './person-columns.tsx';

const COLUMNS = personColumns({
  personLabel: 'Cliente',
  figure: { key: 'total', label: 'Transações', sortable: true, numeric: true, cell: (row) => row.total },
  viewLabel: (name) => `Ver transações de ${name}`,
  onView: selectCustomer,
});

/** The banker's customers with their number of transactions (docs/analytics.md#analytics-screen). */
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
