import { useEffect, useRef } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { CUSTOMER_PANEL_HEIGHT, scrollTopFor } from '../rules/layout.ts';
import type { OrderRow } from '../rules/rows.ts';
import { $selectedCustomer, customerOrdersTable } from '../stores/dashboard.ts';
import { BookTable } from './BookTable.tsx';
import type { Column } from './table-columns.ts';

const COLUMNS: Column<OrderRow>[] = [
  { key: 'date', label: 'Data', sortable: true, nowrap: true, cell: (row) => row.date },
  { key: 'id', label: 'ID', sortable: true, numeric: true, cell: (row) => row.id },
  { key: 'product', label: 'Produto', sortable: true, cell: (row) => row.product },
];

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * 'Transações de {customer}': the chosen customer's orders, read for that customer only, 480 px tall. Choosing a customer
 * scrolls the panel to 55 px below the top and moves focus to it.
 */
export function CustomerOrdersPanel() {
  const customer = useStore($selectedCustomer);
  const ref = useRef<HTMLElement>(null);
  const customerId = customer?.id ?? null;

  useEffect(() => {
    const panel = ref.current;
    if (customerId === null || !panel) return;
    const top = scrollTopFor(panel.getBoundingClientRect().top, window.scrollY);
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    panel.focus({ preventScroll: true });
  }, [customerId]);

  if (!customer) return null;
  return (
    <BookTable
      key={customer.id}
      ref={ref}
      id="transacoes-do-cliente"
      title={`Transações de ${customer.name}`}
      columns={COLUMNS}
      table={customerOrdersTable}
      rowKey={(row) => row.id}
      height={CUSTOMER_PANEL_HEIGHT}
    />
  );
}
