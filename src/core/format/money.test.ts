import { describe, expect, it } from 'vitest';
import { formatBRL, formatWholeBRL, moneyInputText, readMoneyInput } from './money.ts';

// Intl puts a no-break space after the currency sign.
const nb = (text: string) => text.replace(' ', '\u00a0');

describe('money', () => {
  it('formats BRL in pt-BR', () => {
    expect(formatBRL(1234.5)).toBe(nb('R$ 1.234,50'));
    expect(formatBRL(0)).toBe(nb('R$ 0,00'));
  });

  it('formats whole reais for axis labels', () => {
    expect(formatWholeBRL(1234.5)).toBe(nb('R$ 1.235'));
    expect(formatWholeBRL(0)).toBe(nb('R$ 0'));
  });

  it.each([
    ['', null, ''],
    ['5', 0.05, 'R$ 0,05'],
    ['123456', 1234.56, 'R$ 1.234,56'],
    ['R$ 1.234,567', 12345.67, 'R$ 12.345,67'],
    ['00012', 0.12, 'R$ 0,12'],
    ['abc', null, ''],
    ['99999999999', 999999999.99, 'R$ 999.999.999,99'],
  ])('typed %j -> %s shown %j', (typed, value, text) => {
    expect(readMoneyInput(typed)).toEqual({ value, text: text && nb(text) });
  });

  it('keeps at most 11 digits', () => {
    expect(readMoneyInput('1234567890123').value).toBe(123456789.01);
  });

  it('shows a stored amount', () => {
    expect(moneyInputText(150000)).toBe(nb('R$ 150.000,00'));
    expect(moneyInputText(null)).toBe('');
  });
});
