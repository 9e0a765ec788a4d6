// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RowAccess } from '../../../core/ui/table-rules.ts';
import { DataTable } from './DataTable.tsx';
import type { Column } from './table-columns.ts';

interface Row {
  id: number;
  name: string;
  total: number;
}

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Cliente ${String(i + 1).padStart(2, '0')}`,
  total: (i * 7) % 12,
}));
const columns: Column<Row>[] = [
  { key: 'name', label: 'Cliente', sortable: true, cell: (row) => row.name },
  { key: 'total', label: 'Transações', sortable: true, numeric: true, cell: (row) => row.total },
  { key: 'contact', label: 'Contato', cell: () => '—' },
];
const access: RowAccess<Row> = {
  text: (row) => row.name,
  sortValue: (row, key) => (key === 'total' ? row.total : row.name),
};

function renderTable(data: Row[] | null = rows) {
  render(
    <DataTable
      title="Clientes"
      columns={columns}
      rows={data}
      rowKey={(row) => row.id}
      access={access}
      searchLabel="Procurar por cliente"
    />,
  );
  const region = screen.getByRole('region', { name: 'Clientes' });
  const bodyRows = () => within(region).getAllByRole('row').slice(1);
  return { region, bodyRows };
}

afterEach(cleanup);

describe('analytics table', () => {
  it('is a real table with column headers, a labelled search and a pager', () => {
    const { region, bodyRows } = renderTable();
    expect(within(region).getByRole('table', { name: 'Clientes' })).toBeTruthy();
    const headers = within(region).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'none', null]);
    expect(within(headers[2] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(region).getByLabelText('Procurar por cliente')).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
    expect(region.querySelector('[data-table-range]')?.textContent).toBe('1–5 de 12');
    expect(within(region).getByRole('button', { name: 'Página anterior' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('pages move by 5', () => {
    const { region, bodyRows } = renderTable();
    fireEvent.click(within(region).getByRole('button', { name: 'Próxima página' }));
    expect(region.querySelector('[data-table-range]')?.textContent).toBe('6–10 de 12');
    expect(bodyRows()[0]?.textContent).toContain('Cliente 06');
    fireEvent.click(within(region).getByRole('button', { name: 'Próxima página' }));
    expect(bodyRows()).toHaveLength(2);
    expect(within(region).getByRole('button', { name: 'Próxima página' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('searching narrows the rows and goes back to the first page', () => {
    const { region, bodyRows } = renderTable();
    fireEvent.click(within(region).getByRole('button', { name: 'Próxima página' }));
    fireEvent.change(within(region).getByLabelText('Procurar por cliente'), {
      target: { value: 'cliente 1' },
    });
    // Every word must appear: 'Cliente 01' has a 1 too.
    expect(bodyRows().map((r) => r.textContent?.slice(0, 10))).toEqual([
      'Cliente 01',
      'Cliente 10',
      'Cliente 11',
      'Cliente 12',
    ]);
    expect(region.querySelector('[data-table-range]')?.textContent).toBe('1–4 de 4');
    fireEvent.change(within(region).getByLabelText('Procurar por cliente'), { target: { value: 'ninguém' } });
    expect(within(region).getByText('Nenhum resultado encontrado')).toBeTruthy();
  });

  it('header buttons sort ascending, descending, then not at all, telling aria-sort', () => {
    const { region, bodyRows } = renderTable();
    const button = within(region).getByRole('button', { name: 'Transações' });
    const header = () => within(region).getAllByRole('columnheader')[1] as HTMLElement;
    fireEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRows()[0]?.querySelectorAll('td')[1]?.textContent).toBe('0');
    fireEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows()[0]?.querySelectorAll('td')[1]?.textContent).toBe('11');
    fireEvent.click(button);
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(bodyRows()[0]?.textContent).toContain('Cliente 01');
  });

  it('shows skeleton rows while the data is missing', () => {
    const { region, bodyRows } = renderTable(null);
    expect(within(region).getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(bodyRows()).toHaveLength(5);
    expect(region.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
    expect(within(region).getByText('Carregando…')).toBeTruthy();
  });
});
