import { describe, expect, it } from 'vitest';
import { brToIsoDate, formatDateBr, formatLongDateBr, isoToBrDate, withBrDates } from './dates.ts';

describe('dates in pt-BR', () => {
  it('formats timestamps as day/month/year', () => {
    expect(formatDateBr('2026-03-10T12:00:00Z')).toBe('10/03/2026');
    expect(formatDateBr('nada')).toBe('');
  });

  it.each([
    ['10/03/1990', '1990-03-10'],
    ['29/02/2004', '2004-02-29'],
    ['29/02/2005', null],
    ['31/04/1990', null],
    [' 10/03/1990 ', '1990-03-10'],
    ['1990-03-10', '1990-03-10'],
    ['1990-02-30', null],
    ['10-03-1990', null],
  ])('typed %j -> call %j', (typed, iso) => {
    expect(brToIsoDate(typed)).toBe(iso);
  });

  it('reads call dates back into the input', () => {
    expect(isoToBrDate('1990-03-10')).toBe('10/03/1990');
    expect(isoToBrDate('1990-03-10T00:00:00Z')).toBe('10/03/1990');
    expect(isoToBrDate('1990-02-30')).toBe('');
    expect(isoToBrDate(null)).toBe('');
  });

  it('writes months in Portuguese', () => {
    expect(formatLongDateBr('2026-06-20T12:00:00')).toBe('20 de junho de 2026');
  });

  it('converts the order dates of a customer for the analytics panel', () => {
    const orders = [
      { id: 1, created_at: '2026-03-10T12:00:00Z', product: 'Cartão' },
      { id: 2, created_at: '2025-12-31T12:00:00Z', product: 'Consórcio' },
    ];
    expect(withBrDates(orders)).toEqual([
      { id: 1, created_at: '10/03/2026', product: 'Cartão' },
      { id: 2, created_at: '31/12/2025', product: 'Consórcio' },
    ]);
    expect(orders[0]?.created_at).toBe('2026-03-10T12:00:00Z');
  });
});
