import type { PersonRow } from '../rules/rows.ts';
import { PhoneDetail } from './PhoneDetail.tsx';
import type { Column } from './table-columns.ts';

/**
 * The columns of a table of people (docs/analytics.md#analytics-screen): the name (with the contact under it on a phone),
 * the table's own figure, the contact and 'Ver'.
 */
export function personColumns({
  personLabel,
  figure,
  viewLabel,
  onView,
}: {
  personLabel: string;
  figure: Column<PersonRow>;
  viewLabel: (name: string) => string;
  onView: (row: PersonRow) => void;
}): Column<PersonRow>[] {
  return [
    {
      key: 'name',
      label: personLabel,
      sortable: true,
      cell: (row) => <PhoneDetail detail={row.contact}>{row.name}</PhoneDetail>,
    },
    figure,
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
          aria-label={viewLabel(row.name)}
          onClick={() => onView(row)}
        >
          Ver
        </button>
      ),
    },
  ];
}
