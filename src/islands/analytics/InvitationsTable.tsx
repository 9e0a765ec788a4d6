import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import {
  INVITATION_ACCESS,
  type InvitationTableRow,
  toInvitationRows,
} from '../../domain/invitation-status.ts';
import { $invitations, loadInvitations } from '../../stores/invitations.ts';
import { DataTable } from './DataTable.tsx';
import type { Column } from './table-columns.ts';

const COLUMNS: Column<InvitationTableRow>[] = [
  { key: 'email', label: 'Cliente', sortable: true, cell: (row) => row.email },
  { key: 'product', label: 'Produto', sortable: true, cell: (row) => row.product },
  { key: 'status', label: 'Situação', sortable: true, cell: (row) => row.status },
  { key: 'authorization', label: 'Autorização', cell: (row) => row.authorization, hideOnPhone: true },
  { key: 'date', label: 'Atualizado em', sortable: true, nowrap: true, cell: (row) => row.date },
];

/** The banker's invitations and where each one stands (sent, opened, review, confirmed, reported). */
export function InvitationsTable() {
  const items = useStore($invitations);
  useEffect(() => {
    void loadInvitations();
  }, []);
  const rows = useMemo(() => (items ? toInvitationRows(items) : null), [items]);
  return (
    <DataTable
      title="Convites"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      access={INVITATION_ACCESS}
      searchLabel="Procurar por convite"
      emptyText="Nenhum convite enviado."
    />
  );
}
