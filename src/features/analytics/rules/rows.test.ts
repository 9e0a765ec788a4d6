import { describe, expect, it } from 'vitest';
import { bookQueryOf, toTablePage } from './book-page.ts';
import { scrollTopFor } from './layout.ts';
import { toOrderRow, toPersonRow, toProductRow, toTransactionRow } from './rows.ts';

const joao = {
  id: 2001,
  full_name: 'João Silva',
  email: 'joao.silva@exemplo.com.br',
  principal_contact: '51 - 998765432',
  total: 2,
};

describe('analytics rows', () => {
  it('converts order dates to pt-BR day/month/year (docs/analytics.md#analytics-screen)', () => {
    expect(toOrderRow({ id: 11, created_at: '2026-03-05T14:30:00', product: 'Cartão' })).toEqual({
      id: 11,
      date: '05/03/2026',
      product: 'Cartão',
    });
    expect(toOrderRow({ id: 1, created_at: '2024-02-29', product: 'x' }).date).toBe('29/02/2024');
  });

  it('keeps a customer’s name, total and contact as the inputs show it', () => {
    expect(toPersonRow(joao)).toEqual({
      id: 2001,
      name: 'João Silva',
      email: 'joao.silva@exemplo.com.br',
      total: 2,
      contact: '(51) 99876-5432',
    });
    expect(toPersonRow({ ...joao, principal_contact: null, email: '' })).toMatchObject({
      contact: null,
      email: null,
    });
  });

  it('turns products and recent orders into rows', () => {
    expect(toProductRow({ id: 7, title: 'Consórcio', total: 4, orders: 6 })).toEqual({
      key: '7',
      title: 'Consórcio',
      total: 4,
    });
    expect(
      toTransactionRow({
        id: 9,
        created_at: '2026-06-20T10:00:00',
        product: 'Crédito',
        lead: { id: 3, full_name: 'Ana Lima', principal_contact: '51987654321' },
      }),
    ).toEqual({
      id: 9,
      date: '20/06/2026',
      customer: 'Ana Lima',
      contact: '(51) 98765-4321',
      product: 'Crédito',
    });
  });

  it('scrolls the panel to 55 px below the top of the window', () => {
    expect(scrollTopFor(700, 100)).toBe(745);
    expect(scrollTopFor(20, 0)).toBe(0);
  });
});

describe('pages of the book', () => {
  it('sends only what differs from the first page in the table’s own order', () => {
    expect(bookQueryOf({ search: '  ', sort: null, page: 1 })).toEqual({});
    expect(bookQueryOf({ search: ' ana ', sort: { key: 'name', direction: 'desc' }, page: 3 })).toEqual({
      search: 'ana',
      sort: 'name',
      direction: 'desc',
      page: '3',
    });
  });

  it('reads a page as the pager shows it', () => {
    const rows = [{ n: 1 }, { n: 2 }];
    expect(toTablePage({ rows, page: 3, total: 12, all: 40 }, (row) => row.n)).toEqual({
      rows: [1, 2],
      page: 3,
      pageCount: 3,
      total: 12,
      from: 11,
      to: 12,
    });
    expect(toTablePage({ rows: [], page: 1, total: 0, all: 0 }, (row) => row)).toMatchObject({
      from: 0,
      to: 0,
      pageCount: 1,
    });
  });
});
