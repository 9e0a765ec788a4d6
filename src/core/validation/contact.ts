import * as v from 'valibot';
import { FEDERATIVE_UNITS } from './federative-units.ts';
import { MSG } from './messages.ts';
import { requiredString } from './text.ts';

/** A state abbreviation (either case) that exists ('Por favor, digite uma sigla existente.'). */
export const stateSchema = v.pipe(
  requiredString,
  v.check((value) => (FEDERATIVE_UNITS as readonly string[]).includes(value.trim().toUpperCase()), MSG.state),
);

/** True for a cellphone written (dd)9dddd-dddd; blanks are ignored, so '(11) 98765-4321' passes. */
export function isCellphone(value: string): boolean {
  return /^\([1-9]{2}\)9\d{4}-\d{4}$/.test(value.replace(/\s/g, ''));
}

/** Cellphone: format (dd)9dddd-dddd, 14 characters without spaces ('Celular inválido.'). */
export const cellphoneSchema = v.pipe(requiredString, v.check(isCellphone, MSG.cellphone));
