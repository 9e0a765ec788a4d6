import { useStore } from '@nanostores/react';
import { PERSON_ACCESS, type PersonRow } from '../../domain/analytics-rows.ts';
import { $leads, selectLead } from '../../stores/analytics.ts';
import { type Column, DataTable } from './DataTable.tsx';
import { PhoneDetail } from './PhoneDetail.tsx';

const COLUMNS: Column<PersonRow>[] = [
  {
    key: 'name',
    label: 'Lead',
    sortable: true,
    cell: (row) => <PhoneDetail detail={row.contact}>{row.name}</PhoneDetail>,
  },
  { key: 'email', label: 'E-mail', sortable: true, hideOnPhone: true, cell: (row) => row.email ?? '—' },
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
        aria-label={`Ver lead ${row.name}`}
        onClick={() => selectLead(row.id)}
      >
        Ver
      </button>
    ),
  },
];

/** People who came through the store and have not ordered yet (spec §2.8 leads table). */
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
