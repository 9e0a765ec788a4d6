import * as v from 'valibot';
import { invalidEmailMessage } from './messages.ts';
import { noSpaces, requiredString } from './text.ts';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * An e-mail as typed: required, no spaces, valid ('E-mail precisa ser válido ({email})').
 * The output is lowercased: the e-mail is lowercased before every call (docs/validation-and-errors.md#validation-rules).
 */
export const emailSchema = v.pipe(
  requiredString,
  noSpaces,
  v.check(
    (value) => EMAIL.test(value),
    (issue) => invalidEmailMessage(String(issue.input)),
  ),
  v.toLowerCase(),
);

/** True when a value is a valid e-mail address by the rules above. */
export function isEmail(value: string): boolean {
  return v.is(emailSchema, value);
}
