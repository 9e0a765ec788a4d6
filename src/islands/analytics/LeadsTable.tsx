import { useStore } from '@nanostores/react';
import { PERSON_ACCESS } from '../../domain/analytics-rows.ts';
import { $leads, selectLead } from '../../stores/analytics.ts';
import { DataTable } from './DataTable.tsx';
import { personColumns } from './person-columns.tsx';

const COLUMNS = personColumns({
  personLabel: 'Lead',
  figure: {
    key: 'email',
    label: 'E-mail',
    sortable: true,
    hideOnPhone: true,
    cell: (row) => row.email ?? '—',
  },
  viewLabel: (name) => `Ver lead ${name}`,
  onView: selectLead,
});

/** People who came through the store and have not ordered yet (docs/analytics.md#analytics-screen leads table). */
export function LeadsTable() {
  const rows = useStore($leads);
  return (
    <DataTable
      title="Leads"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      access={PERSON_ACCESS}
      searchLabel="Procurar por lead"
    />
  );
}
