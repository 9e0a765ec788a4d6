import * as v from 'valibot';
import { MSG } from './messages.ts';
import { requiredString } from './text.ts';

/** Checks shared by every name field, in the order the user meets them. */
const nameChecks = [
  v.check<string, string>((value) => !value.startsWith(' '), MSG.leadingSpace),
  v.check<string, string>((value) => !value.includes('  '), MSG.singleSpace),
  v.check<string, string>((value) => !/\d/.test(value), MSG.nameDigits),
  v.check<string, string>((value) => /^[\p{L} ]*$/u.test(value), MSG.specialChars),
] as const;

/** True for a full name: two words or more, letters only, the first word with 2 letters or more. */
export function isFullName(value: string): boolean {
  const words = value.trim().split(/\s+/);
  return words.length >= 2 && (words[0]?.length ?? 0) >= 2 && words.every((w) => /^\p{L}+$/u.test(w));
}

/** A full name: the name rules plus 'Por favor, digite o nome completo.'. */
export const fullNameSchema = v.pipe(requiredString, ...nameChecks, v.check(isFullName, MSG.fullName));
