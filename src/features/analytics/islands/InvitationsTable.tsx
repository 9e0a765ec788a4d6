import { useEffect } from 'react';
import { loadInvitations } from '../../invitations/stores/invitations.ts';
import { INVITATIONS_TABLE } from './analytics-tables.tsx';
import { StoreTable } from './StoreTable.tsx';

/** The invitations table, loaded when it is first drawn. */
export function InvitationsTable() {
  useEffect(() => {
    void loadInvitations();
  }, []);
  return <StoreTable {...INVITATIONS_TABLE} />;
}
