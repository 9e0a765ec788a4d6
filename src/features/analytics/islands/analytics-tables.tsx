import { INVITATION_ACCESS, type InvitationTableRow } from '../../invitations/rules/invitation-status.ts';
import { $invitationRows } from '../../invitations/stores/invitations.ts';
import type { PersonRow, ProductRow, TransactionRow } from '../rules/rows.ts';
import {
  customersTable,
  leadsTable,
  productsTable,
  selectCustomer,
  selectLead,
  transactionsTable,
} from '../stores/dashboard.ts';
import type { BookTableSpec } from './BookTable.tsx';
import { PhoneDetail } from './PhoneDetail.tsx';
import { personColumns } from './person-columns.tsx';
import type { StoreTableSpec } from './StoreTable.tsx';

/** The tables of the analytics screen (docs/analytics.md#analytics-screen): each one's pages, columns and texts. */

const byId = (row: { id: number | string }) => row.id;

/** A table of people (customers, leads): the person columns around one figure of theirs, keyed by id. */
function personTable({
  title,
  table,
  searchLabel,
  ...columns
}: Pick<BookTableSpec<PersonRow>, 'title' | 'table' | 'searchLabel'> &
  Parameters<typeof personColumns>[0]): BookTableSpec<PersonRow> {
  return { title, table, columns: personColumns(columns), rowKey: byId, searchLabel };
}

/** The banker's customers with their number of transactions. */
export const CUSTOMERS_TABLE = personTable({
  title: 'Clientes',
  table: customersTable,
  personLabel: 'Cliente',
  figure: { key: 'total', label: 'Transações', sortable: true, numeric: true, cell: (row) => row.total },
  viewLabel: (name) => `Ver transações de ${name}`,
  onView: selectCustomer,
  searchLabel: 'Procurar por cliente',
});

/** The products the banker's customers requested, with how many customers each. */
export const PRODUCTS_TABLE: BookTableSpec<ProductRow> = {
  title: 'Produtos',
  table: productsTable,
  columns: [
    { key: 'title', label: 'Produto', sortable: true, cell: (row) => row.title },
    { key: 'total', label: 'Clientes', sortable: true, numeric: true, cell: (row) => row.total },
  ],
  rowKey: (row) => row.key,
  searchLabel: 'Procurar por produto',
};

/** 'Transações': the store's recent orders. */
export const TRANSACTIONS_TABLE: BookTableSpec<TransactionRow> = {
  title: 'Transações',
  table: transactionsTable,
  columns: [
    { key: 'date', label: 'Data', sortable: true, nowrap: true, cell: (row) => row.date },
    {
      key: 'customer',
      label: 'Cliente',
      sortable: true,
      cell: (row) => <PhoneDetail detail={row.contact}>{row.customer}</PhoneDetail>,
    },
    { key: 'contact', label: 'Contato', nowrap: true, hideOnPhone: true, cell: (row) => row.contact ?? '—' },
    { key: 'product', label: 'Produto', sortable: true, cell: (row) => row.product },
  ],
  rowKey: byId,
  searchLabel: 'Procurar por transação',
};

/** People who came through the store and have not ordered yet. */
export const LEADS_TABLE = personTable({
  title: 'Leads',
  table: leadsTable,
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
  searchLabel: 'Procurar por lead',
});

/** The banker's invitations and where each one stands (sent, opened, review, confirmed, reported). */
export const INVITATIONS_TABLE: StoreTableSpec<InvitationTableRow> = {
  title: 'Convites',
  rows: $invitationRows,
  columns: [
    { key: 'email', label: 'Cliente', sortable: true, cell: (row) => row.email },
    { key: 'product', label: 'Produto', sortable: true, cell: (row) => row.product },
    { key: 'status', label: 'Situação', sortable: true, cell: (row) => row.status },
    { key: 'authorization', label: 'Autorização', cell: (row) => row.authorization, hideOnPhone: true },
    { key: 'date', label: 'Atualizado em', sortable: true, nowrap: true, cell: (row) => row.date },
  ],
  rowKey: byId,
  access: INVITATION_ACCESS,
  searchLabel: 'Procurar por convite',
  emptyText: 'Nenhum convite enviado.',
};
