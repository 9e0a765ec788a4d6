import type * as v from 'valibot';
import { HttpError, issuesToBody } from '../context.ts';

/** A 400 with the first problem of each field (docs/validation-and-errors.md#error-catalogue shape, as the forms show them). */
export function firstProblemOfEachField(issues: readonly v.BaseIssue<unknown>[]): HttpError {
  const errors = issuesToBody(issues);
  if ('detail' in errors && typeof errors.detail === 'string') return new HttpError(400, errors);
  const first = Object.fromEntries(
    Object.entries(errors as Record<string, string[]>).map(([field, messages]) => [
      field,
      messages.slice(0, 1),
    ]),
  );
  return new HttpError(400, first);
}
