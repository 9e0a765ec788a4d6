import type * as v from 'valibot';
import { HttpError, issuesToBody } from '../context.ts';

/** A 400 with the first problem of each field (the error catalogue's shape, as the forms show them). */
export function firstProblemOfEachField(issues: readonly v.BaseIssue<unknown>[]): HttpError {
  return new HttpError(400, issuesToBody(issues, 1));
}
