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

/** A new password and its confirmation; changing one that exists also carries the current one. */
type PasswordPair = { password1: string; password2: string; current_password?: string };

/** The confirmation (`password2`) equals the password (`password1`); a mismatch is the confirmation's message. */
export const confirmedPassword = () =>
  v.forward(
    v.partialCheck<
      PasswordPair,
      [['password1'], ['password2']],
      Pick<PasswordPair, 'password1' | 'password2'>,
      string
    >([['password1'], ['password2']], (input) => input.password1 === input.password2, MSG.passwordMismatch),
    ['password2'],
  );
