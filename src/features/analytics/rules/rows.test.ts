import { describe, expect, it } from 'vitest';
import { searchRows, sortRows } from '../../../core/ui/table-rules.ts';
import { scrollTopFor } from './layout.ts';
import {
  type AnalyticsPerson,
  ORDER_ACCESS,
  PERSON_ACCESS,
  splitPeople,
  TRANSACTION_ACCESS,
  toOrderRows,
  toPersonRows,
  toProductRows,
  toTransactionRows,
} from './rows.ts';

const joao: AnalyticsPerson = {
  id: 2001,
  full_name: 'João Silva',
  email: 'joao.silva@exemplo.com.br',
  principal_contact: '51 - 998765432',
  total: 2,
  orders: [
    { id: 11, created_at: '2026-03-05T14:30:00', product: 'Cartão Platinum' },
    { id: 12, created_at: '2025-12-31T09:00:00', product: 'Seguro Vida' },
  ],
};

describe('analytics rows', () => {
  it('converts order dates to pt-BR day/month/year (docs/analytics.md#analytics-screen)', () => {
    expect(toOrderRows(joao.orders).map((o) => o.date)).toEqual(['05/03/2026', '31/12/2025']);
    expect(toOrderRows([{ id: 1, created_at: '2024-02-29', product: 'x' }])[0]?.date).toBe('29/02/2024');
  });

  it('keeps a customer’s name, total and contact as the inputs show it', () => {
    const [row] = toPersonRows([joao]);
    expect(row).toMatchObject({ id: 2001, name: 'João Silva', total: 2, contact: '(51) 99876-5432' });
    expect(row?.orders).toHaveLength(2);
    expect(toPersonRows([{ ...joao, principal_contact: null }])[0]?.contact).toBeNull();
  });

  it('finds a customer by name, e-mail or contact digits', () => {
    const rows = toPersonRows([
      joao,
      { ...joao, id: 2, full_name: 'Maria Souza', email: 'm@x.com', principal_contact: null },
    ]);
    expect(searchRows(rows, 'joao', PERSON_ACCESS.text).map((r) => r.id)).toEqual([2001]);
    expect(searchRows(rows, 'm@x', PERSON_ACCESS.text).map((r) => r.id)).toEqual([2]);
    expect(searchRows(rows, '998765432', PERSON_ACCESS.text).map((r) => r.id)).toEqual([2001]);
  });

  it('sorts orders by their real date, not by the dd/mm/yyyy text', () => {
    const rows = toOrderRows([
      { id: 1, created_at: '2026-01-02T00:00:00', product: 'a' },
      { id: 2, created_at: '2025-02-01T00:00:00', product: 'b' },
      { id: 3, created_at: '2025-12-01T00:00:00', product: 'c' },
    ]);
    expect(
      sortRows(rows, { key: 'date', direction: 'asc' }, ORDER_ACCESS.sortValue).map((r) => r.id),
    ).toEqual([2, 3, 1]);
  });

  it('turns product summaries and recent orders into rows', () => {
    expect(toProductRows([{ id: 7, title: 'Consórcio', total: 4, orders: 6 }])).toEqual([
      { key: '7', title: 'Consórcio', total: 4 },
    ]);
    const [tx] = toTransactionRows([
      {
        id: 9,
        created_at: '2026-06-20T10:00:00',
        product: 'Crédito',
        lead: { id: 3, full_name: 'Ana Lima', principal_contact: '51987654321' },
      },
    ]);
    expect(tx).toMatchObject({
      id: 9,
      date: '20/06/2026',
      customer: 'Ana Lima',
      contact: '(51) 98765-4321',
      product: 'Crédito',
    });
    expect(searchRows([tx], 'ana lima crédito', TRANSACTION_ACCESS.text)).toHaveLength(1);
    expect(searchRows([tx], '20/06', TRANSACTION_ACCESS.text)).toHaveLength(1);
  });

  it('splits customers (with orders) from leads (without)', () => {
    const rows = toPersonRows([joao, { ...joao, id: 3, full_name: 'Lia Lead', total: 0, orders: [] }]);
    const { customers, leads } = splitPeople(rows);
    expect(customers.map((r) => r.name)).toEqual(['João Silva']);
    expect(leads.map((r) => r.name)).toEqual(['Lia Lead']);
  });

  it('scrolls the panel to 55 px below the top of the window', () => {
    expect(scrollTopFor(700, 100)).toBe(745);
    expect(scrollTopFor(20, 0)).toBe(0);
  });
});
