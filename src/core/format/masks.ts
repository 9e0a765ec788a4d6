import { formatCep, formatCnpj, formatCpf, formatPhone } from '@brazilian-utils/brazilian-utils';
import { digitsOf } from './digits.ts';

/**
 * The masks of docs/validation-and-errors.md#validation-rules, as the user types (partial values stay partial, extra digits are dropped).
 * CPF, CNPJ and CEP use the formatters of `@brazilian-utils/brazilian-utils`; the rest have none
 * there and keep a pattern where '#' takes one digit and anything else is written as it is.
 */
const MASKS = {
  cellphone: (value: string) => applyMask(value, '(##) #####-####'),
  phone: (value: string) => applyMask(value, '(##) ####-####'),
  cpf: (value: string) => formatCpf(digitsOf(value)),
  cnpj: (value: string) => formatCnpj(digitsOf(value)),
  birthday: (value: string) => applyMask(value, '##/##/####'),
  /** RG written with dots (14 characters, the length the rule asks for when dots are used). */
  rg: (value: string) => applyMask(value, '###.###.###-##'),
  /** New RG: digits only, up to 14. */
  newRg: (value: string) => applyMask(value, '##############'),
  cep: (value: string) => formatCep(digitsOf(value)),
} as const;

export type MaskName = keyof typeof MASKS;

/**
 * Applies a mask to what was typed, as the user types: separators appear only once a digit
 * follows them, and digits beyond the mask are dropped.
 */
export function applyMask(value: string, pattern: string): string {
  const digits = digitsOf(value);
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') out += digits[next++];
    else out += char;
  }
  return out;
}

/** Masks a typed value with one of the named masks. */
export function mask(value: string, name: MaskName): string {
  return MASKS[name](value);
}

/** Phone mask that follows the digits: 10 digits are a landline, otherwise a cellphone. */
export function maskPhone(value: string): string {
  return formatPhone(digitsOf(value), { mask: 'nanp' });
}

/** Digit counts of the formatting helpers (docs/validation-and-errors.md#validation-rules). */
const FORMAT_BY_DIGITS = {
  phone: { digits: 10, format: maskPhone },
  cellphone: { digits: 11, format: maskPhone },
  zip: { digits: 8, format: MASKS.cep },
  cnpj: { digits: 14, format: MASKS.cnpj },
  cpf: { digits: 11, format: MASKS.cpf },
} as const;

export type FormatKind = keyof typeof FORMAT_BY_DIGITS;

/** Formats a stored value when it has exactly the digits of its kind; otherwise it is shown unchanged. */
export function formatDigits(value: string, kind: FormatKind): string {
  const { digits, format } = FORMAT_BY_DIGITS[kind];
  return digitsOf(value).length === digits ? format(value) : value;
}

/** Formats a contact number: 10 digits as a phone, 11 as a cellphone, anything else unchanged. */
export function formatContact(value: string): string {
  const count = digitsOf(value).length;
  if (count === 10) return formatDigits(value, 'phone');
  if (count === 11) return formatDigits(value, 'cellphone');
  return value;
}

/** A typed phone as it is stored: 'area - number' ('(51) 99876-5432' -> '51 - 998765432'). */
export function toStoredPhone(value: string): string {
  const digits = digitsOf(value);
  if (digits.length < 3) return digits;
  return `${digits.slice(0, 2)} - ${digits.slice(2)}`;
}

/** A stored phone ('51 - 998765432') back into the input mask. */
export function fromStoredPhone(value: string): string {
  return maskPhone(value);
}
