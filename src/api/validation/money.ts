import * as v from 'valibot';
import { MSG, maxMoneyMessage, minMoneyMessage } from './messages.ts';

/**
 * Reads an amount that is either a number or a pt-BR money text ('R$ 1.234,56', '1234,56').
 * Returns NaN when there is nothing to read.
 */
export function readMoney(value: number | string): number {
  if (typeof value === 'number') return value;
  const cleaned = value.replace(/[^\d,-]/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** Largest amount the services store (numeric(14,2)): R$ 999.999.999.999,99. */
export const MAX_MONEY = 999_999_999_999.99;

export interface MoneyBounds {
  min?: number;
  max?: number;
}

/**
 * A money amount above 0 ('Valor precisa ser maior que 0.'), within the configured bounds
 * ('Valor mínimo é R$ {min}', 'Valor máximo é R$ {max}') and what the services can store. The
 * output is the amount as a number.
 */
export function moneySchema(bounds: MoneyBounds = {}) {
  return v.pipe(
    v.union([v.number(MSG.required), v.string(MSG.required)], MSG.required),
    v.check((value) => String(value).trim() !== '', MSG.required),
    v.transform(readMoney),
    v.check((value) => Number.isFinite(value) && value > 0, MSG.positive),
    v.check((value) => bounds.min === undefined || value >= bounds.min, minMoneyMessage(bounds.min ?? 0)),
    v.check((value) => bounds.max === undefined || value <= bounds.max, maxMoneyMessage(bounds.max ?? 0)),
    v.check((value) => value <= MAX_MONEY, maxMoneyMessage(MAX_MONEY)),
  );
}

/** A residential number: an integer above 0. */
export const residentialNumberSchema = v.pipe(
  v.union([v.number(MSG.required), v.string(MSG.required)], MSG.required),
  v.transform((value) => (typeof value === 'number' ? value : Number(value.trim() || Number.NaN))),
  v.check((value) => Number.isInteger(value) && value > 0, MSG.positive),
);
