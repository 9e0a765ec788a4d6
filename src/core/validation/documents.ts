import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import * as v from 'valibot';
import { digitsOf } from '../format/digits.ts';
import { MSG } from './messages.ts';
import { requiredString } from './text.ts';

/** True for a CPF with valid check digits, bare or masked ###.###.###-##; all-equal digits fail. */
export function isCpf(value: string): boolean {
  return /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value.trim()) && isValidCpf(digitsOf(value));
}

/**
 * True for a CNPJ of 14 digits with valid check digits. The company number is stripped to its
 * digits before the check (docs/validation-and-errors.md#validation-rules), so any mask is accepted.
 */
export function isCnpj(value: string): boolean {
  const digits = digitsOf(value);
  return digits.length === 14 && isValidCnpj(digits);
}

/** CPF: required, check digits valid, all-equal digits rejected ('CPF Inválido'). */
/** A CPF or CNPJ of a call, masked or not, passed on as its digits (the one place they are stripped). */
export function documentDigitsSchema(message: string, isValid: (value: string) => boolean) {
  return v.pipe(v.string(message), v.check(isValid, message), v.transform(digitsOf));
}

export const cpfSchema = v.pipe(requiredString, v.check(isCpf, MSG.cpf));

/** CNPJ: required, 14 digits with valid check digits ('CNPJ Inválido'). */
export const cnpjSchema = v.pipe(requiredString, v.check(isCnpj, MSG.cnpj));
