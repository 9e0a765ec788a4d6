import { formatDateBr } from '../../../core/format/dates.ts';
import type { RowAccess } from '../../../core/ui/table-rules.ts';

/** One invitation as the services list it for its banker. */
export interface InvitationItem {
  id: string;
  product: number;
  product_title: string;
  invite_customer_email: string | null;
  state: { step: string; description: string };
  opened: boolean;
  authorized: boolean | null;
  solicitation: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

/** A row of the banker's invitations table. */
export interface InvitationTableRow {
  id: string;
  email: string;
  product: string;
  status: string;
  authorization: string;
  date: string;
  at: string;
}

/**
 * Where an invitation stands, in the banker's words: sent, opened, sent for review, confirmed,
 * reported, or the customer's choice about filling it in.
 */
export function invitationStatus(item: Pick<InvitationItem, 'state' | 'opened'>): string {
  switch (item.state.step) {
    case 'confirmed':
      return 'Confirmado';
    case 'reported':
      return 'Reportado';
    case 'authorized':
      return 'Autorizado';
    case 'not_authorized':
      return 'Cliente vai preencher';
    case 'review':
      return item.opened ? 'Revisão aberta' : 'Revisão enviada';
    default:
      return item.opened ? 'Aberto' : 'Enviado';
  }
}

/** Whether the customer lets the banker see and fill in the data (docs/accounts.md#roles-and-permissions). */
export function authorizationLabel(authorized: boolean | null): string {
  if (authorized === null) return 'Sem conta ainda';
  return authorized ? 'Autorizado' : 'Não autorizado';
}

export function toInvitationRows(items: readonly InvitationItem[]): InvitationTableRow[] {
  return items.map((item) => ({
    id: item.id,
    email: item.invite_customer_email ?? '',
    product: item.product_title,
    status: invitationStatus(item),
    authorization: authorizationLabel(item.authorized),
    date: formatDateBr(item.updated_at),
    at: item.updated_at,
  }));
}

export const INVITATION_ACCESS: RowAccess<InvitationTableRow> = {
  text: (row) => `${row.email} ${row.product} ${row.status} ${row.authorization}`,
  sortValue: (row, key) =>
    key === 'date'
      ? Date.parse(row.at)
      : key === 'product'
        ? row.product
        : key === 'status'
          ? row.status
          : row.email,
};
