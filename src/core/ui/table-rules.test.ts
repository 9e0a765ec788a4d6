import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  foldText,
  nextSort,
  pageCountOf,
  pageRows,
  searchRows,
  sortRows,
  TABLE_PAGE_SIZE,
  tableView,
} from './table-rules.ts';

interface Row {
  name: string;
  total: number;
  contact: string | null;
}

const rows: Row[] = [
  { name: 'João Silva', total: 3, contact: '(51) 99999-0001' },
  { name: 'Maria Oliveira', total: 1, contact: null },
  { name: 'ângela Costa', total: 10, contact: '(51) 99999-0003' },
  { name: 'Bruno Souza', total: 2, contact: '(51) 99999-0004' },
  { name: 'Carla Dias', total: 2, contact: '(51) 99999-0005' },
  { name: 'Diego Lima', total: 7, contact: '(51) 99999-0006' },
  { name: 'Eva Rocha', total: 4, contact: '(51) 99999-0007' },
];
const text = (r: Row) => `${r.name} ${r.contact ?? ''}`;
const sortValue = (r: Row, key: string) =>
  key === 'total' ? r.total : key === 'contact' ? r.contact : r.name;
const names = (list: Row[]) => list.map((r) => r.name);

describe('analytics tables: search', () => {
  it('folds case and accents', () => {
    expect(foldText('  JOÃO Ângela ')).toBe('joao angela');
  });

  it.each([
    ['joao', ['João Silva']],
    ['JOÃO', ['João Silva']],
    ['angela', ['ângela Costa']],
    ['silva joão', ['João Silva']],
    ['99999-0004', ['Bruno Souza']],
    ['ouza', ['Bruno Souza']],
    ['nobody', []],
  ])('%s finds %j', (search, expected) => {
    expect(names(searchRows(rows, search, text))).toEqual(expected);
  });

  it('an empty or blank search keeps every row in order', () => {
    expect(searchRows(rows, '', text)).toEqual(rows);
    expect(searchRows(rows, '   ', text)).toEqual(rows);
  });
});

describe('analytics tables: sorting', () => {
  it('sorts numbers numerically both ways, keeping ties in their order', () => {
    expect(sortRows(rows, { key: 'total', direction: 'asc' }, sortValue).map((r) => r.total)).toEqual([
      1, 2, 2, 3, 4, 7, 10,
    ]);
    expect(names(sortRows(rows, { key: 'total', direction: 'asc' }, sortValue)).slice(1, 3)).toEqual([
      'Bruno Souza',
      'Carla Dias',
    ]);
    expect(sortRows(rows, { key: 'total', direction: 'desc' }, sortValue).map((r) => r.total)).toEqual([
      10, 7, 4, 3, 2, 2, 1,
    ]);
    expect(names(sortRows(rows, { key: 'total', direction: 'desc' }, sortValue)).slice(4, 6)).toEqual([
      'Bruno Souza',
      'Carla Dias',
    ]);
  });

  it('sorts names in pt-BR order, accents and case ignored', () => {
    expect(names(sortRows(rows, { key: 'name', direction: 'asc' }, sortValue))).toEqual([
      'ângela Costa',
      'Bruno Souza',
      'Carla Dias',
      'Diego Lima',
      'Eva Rocha',
      'João Silva',
      'Maria Oliveira',
    ]);
  });

  it('puts rows without a value last in both directions', () => {
    expect(sortRows(rows, { key: 'contact', direction: 'asc' }, sortValue).at(-1)?.name).toBe(
      'Maria Oliveira',
    );
    expect(sortRows(rows, { key: 'contact', direction: 'desc' }, sortValue).at(-1)?.name).toBe(
      'Maria Oliveira',
    );
  });

  it('no sort keeps the original order and never mutates the input', () => {
    const copy = [...rows];
    expect(sortRows(rows, null, sortValue)).toEqual(rows);
    sortRows(rows, { key: 'total', direction: 'desc' }, sortValue);
    expect(rows).toEqual(copy);
  });

  it('a header click cycles ascending, descending, unsorted; another column starts ascending', () => {
    const first = nextSort(null, 'total');
    expect(first).toEqual({ key: 'total', direction: 'asc' });
    const second = nextSort(first, 'total');
    expect(second).toEqual({ key: 'total', direction: 'desc' });
    expect(nextSort(second, 'total')).toBeNull();
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('tells each header its aria-sort', () => {
    expect(ariaSortOf(null, 'total')).toBe('none');
    expect(ariaSortOf({ key: 'total', direction: 'asc' }, 'total')).toBe('ascending');
    expect(ariaSortOf({ key: 'total', direction: 'desc' }, 'total')).toBe('descending');
    expect(ariaSortOf({ key: 'total', direction: 'desc' }, 'name')).toBe('none');
  });
});

describe('analytics tables: paging', () => {
  const many = Array.from({ length: 12 }, (_, i) => i + 1);

  it('pages hold 5 rows', () => {
    expect(TABLE_PAGE_SIZE).toBe(5);
    expect(pageRows(many, 1)).toMatchObject({
      rows: [1, 2, 3, 4, 5],
      page: 1,
      pageCount: 3,
      total: 12,
      from: 1,
      to: 5,
    });
    expect(pageRows(many, 2)).toMatchObject({ rows: [6, 7, 8, 9, 10], from: 6, to: 10 });
    expect(pageRows(many, 3)).toMatchObject({ rows: [11, 12], from: 11, to: 12 });
  });

  it('clamps pages that do not exist', () => {
    expect(pageRows(many, 9).page).toBe(3);
    expect(pageRows(many, 0).page).toBe(1);
    expect(pageRows(many, Number.NaN).page).toBe(1);
  });

  it('an empty table is page 1 of 1 with nothing shown', () => {
    expect(pageRows([], 1)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(5)).toBe(1);
    expect(pageCountOf(6)).toBe(2);
  });
});

describe('analytics tables: the whole view', () => {
  it('searches, then sorts, then pages', () => {
    const view = tableView(
      rows,
      { search: '(51)', sort: { key: 'total', direction: 'desc' }, page: 2 },
      { text, sortValue },
    );
    // Maria has no contact, so six rows match; page 2 holds the sixth.
    expect(view.total).toBe(6);
    expect(view.pageCount).toBe(2);
    expect(names(view.rows)).toEqual(['Carla Dias']);
  });

  it('a narrower search brings a late page back into range', () => {
    const view = tableView(rows, { search: 'lima', sort: null, page: 2 }, { text, sortValue });
    expect(view).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    expect(names(view.rows)).toEqual(['Diego Lima']);
  });
});
