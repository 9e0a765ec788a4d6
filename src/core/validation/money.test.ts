import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { isMoneyInput, moneySchema, readMoney } from './money.ts';

describe('money text', () => {
  it.each([
    ['6000', 6000],
    ['6.000', 6000],
    ['6.000,00', 6000],
    ['6000,00', 6000],
    ['6000,5', 6000.5],
    ['R$ 1.234.567,89', 1_234_567.89],
    ['R$\u00a01.234,56', 1234.56],
    [' 12 ', 12],
    ['-5', -5],
  ])('reads %j in pt-BR form as %d', (text, amount) => {
    expect(isMoneyInput(text)).toBe(true);
    expect(readMoney(text)).toBe(amount);
  });

  it.each(['6000.00', '6,000.00', '1.5', '60.00', '6.0000', '1,234,56', '6 000', 'R$ 6000.00'])(
    'refuses %j instead of guessing what it means',
    (text) => {
      expect(isMoneyInput(text)).toBe(false);
      expect(readMoney(text)).toBeNaN();
    },
  );

  it('leaves a text with no digit to the amount rules', () => {
    expect(isMoneyInput('seis mil')).toBe(true);
    expect(readMoney('seis mil')).toBeNaN();
    expect(v.safeParse(moneySchema(), 'abc').issues?.[0]?.message).toBe(MSG.positive);
  });

  it('answers a text not in pt-BR form with its own message, and still takes JSON numbers', () => {
    const messages = (value: unknown) =>
      v.safeParse(moneySchema(), value).issues?.map((issue) => issue.message);
    expect(messages('6000.00')).toEqual([MSG.moneyFormat]);
    expect(messages('6,000.00')).toEqual([MSG.moneyFormat]);
    expect(v.parse(moneySchema(), 6000.5)).toBe(6000.5);
    expect(v.parse(moneySchema(), '6.000,00')).toBe(6000);
  });
});
