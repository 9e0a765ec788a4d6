import * as v from 'valibot';
import { MSG, maxMoneyMessage, minMoneyMessage } from './messages.ts';

/**
 * A money text as pt-BR writes it: an optional 'R$', whole reais with or without the thousands
 * dots in groups of three ('6000', '6.000'), and centavos after a comma ('6.000,00', '6000,5').
 * A dot before the decimals ('6000.00', '6,000.00') is not pt-BR: it is refused, not guessed at.
 */
const PT_BR_MONEY = /^-?\s*(?:R\$\s*)?-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/**
 * False for a text with digits that is not in pt-BR money form (`PT_BR_MONEY`), which would be
 * misread; a number, or a text with no digit at all (blank, 'abc'), is left to the amount's rules.
 */
export function isMoneyInput(value: number | string): boolean {
  return typeof value === 'number' || !/\d/.test(value) || PT_BR_MONEY.test(value.trim());
}

/**
 * Reads an amount that is either a number or a pt-BR money text ('R$ 1.234,56', '1234,56').
 * Returns NaN when there is nothing to read or the text is not in pt-BR form.
 */
export function readMoney(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (!PT_BR_MONEY.test(text)) return Number.NaN;
  const negative = text.includes('-');
  const amount = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  return negative ? -amount : amount;
}

/** The largest amount the money input takes: 11 digits with 2 decimals (docs/validation-and-errors.md#constants-and-limits). */
export const MONEY_MAX = 999_999_999.99;

/** True when an amount has at most 2 decimals (whole centavos). */
export function hasWholeCents(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export interface MoneyBounds {
  min?: number;
  max?: number;
}

/**
 * A money amount above 0 ('Valor precisa ser maior que 0.') in whole centavos, within the
 * configured bounds ('Valor mínimo é R$ {min}', 'Valor máximo é R$ {max}'; the money input's
 * 11 digits when no maximum is given). The output is the amount as a number.
 */
export function moneySchema(bounds: MoneyBounds = {}) {
  const max = Math.min(bounds.max ?? MONEY_MAX, MONEY_MAX);
  return v.pipe(
    v.union([v.number(MSG.required), v.string(MSG.required)], MSG.required),
    v.check((value) => String(value).trim() !== '', MSG.required),
    v.check(isMoneyInput, MSG.moneyFormat),
    v.transform(readMoney),
    v.check((value) => Number.isFinite(value) && value > 0, MSG.positive),
    // Past the maximum only that is said: a huge amount has no meaningful centavos.
    v.check((value) => value > max || hasWholeCents(value), MSG.moneyCents),
    v.check((value) => bounds.min === undefined || value >= bounds.min, minMoneyMessage(bounds.min ?? 0)),
    v.check((value) => value <= max, maxMoneyMessage(max)),
  );
}

/** A residential number: an integer above 0. */
export const residentialNumberSchema = v.pipe(
  v.union([v.number(MSG.required), v.string(MSG.required)], MSG.required),
  v.transform((value) => (typeof value === 'number' ? value : Number(value.trim() || Number.NaN))),
  v.check((value) => Number.isInteger(value) && value > 0, MSG.positive),
);
