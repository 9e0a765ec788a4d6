import * as v from 'valibot';
import { MSG } from './messages.ts';
import { requiredString } from './text.ts';

/** Counts digits and letters (accented letters count); the case is kept: passwords are case-sensitive. */
function count(value: string, pattern: RegExp): number {
  return value.match(pattern)?.length ?? 0;
}

/** A new password: at least 8 characters, with at least 2 digits and 6 letters (docs/validation-and-errors.md#validation-rules, docs/validation-and-errors.md#constants-and-limits). */
export const passwordSchema = v.pipe(
  requiredString,
  v.minLength(8, MSG.passwordMin),
  v.check((value) => count(value, /\d/g) >= 2, MSG.passwordDigits),
  v.check((value) => count(value, /\p{L}/gu) >= 6, MSG.passwordLetters),
);
