import { digitsOf } from './digits.ts';
/** Money inputs take at most 11 digits, the last 2 being cents (docs/validation-and-errors.md#validation-rules, docs/validation-and-errors.md#constants-and-limits). */
export const MONEY_MAX_DIGITS = 11;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An amount in BRL, pt-BR ('R$ 1.234,56'; Intl writes a no-break space after 'R$'). */
export function formatBRL(value: number): string {
  return brl.format(value);
}

/** The same with a plain space, for mail and other plain text, so messages compare and render alike. */
export function formatBRLText(value: number): string {
  return brl.format(value).replace(/\s/g, ' ');
}

const wholeBrl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
});

/** An amount in whole reais ('R$ 1.235'), for axis labels. */
export function formatWholeBRL(value: number): string {
  return wholeBrl.format(value);
}

export interface MoneyInput {
  /** The amount in reais, or null when nothing was typed. */
  value: number | null;
  /** What the input shows. */
  text: string;
}

/**
 * Reads a money input as the user types: digits only (anything else ignored), the last two are
 * cents, at most 11 digits (extra ones dropped), shown with 'R$' in pt-BR.
 */
export function readMoneyInput(typed: string): MoneyInput {
  const digits = digitsOf(typed).replace(/^0+/, '').slice(0, MONEY_MAX_DIGITS);
  if (digits === '') return { value: null, text: '' };
  const value = Number(digits) / 100;
  return { value, text: formatBRL(value) };
}

/** Shows a stored amount in a money input. */
export function moneyInputText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : readMoneyInput(Math.round(value * 100).toString()).text;
}
