import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { issuesByField, messageOf } from '../../src/api/validation/errors.ts';
import { HttpError } from './errors.ts';

/**
 * Turns valibot issues into the documented error shape: messages grouped by field
 * (`{cpf: ['CPF informado não é válido.']}`, at most `perField` each), or `{detail}` when an issue
 * has no field.
 */
export function issuesToBody(
  issues: readonly v.BaseIssue<unknown>[],
  perField?: number,
): Record<string, string[]> | { detail: string } {
  const whole = issues.find((issue) => !v.getDotPath(issue));
  return whole ? { detail: messageOf(whole) } : issuesByField(issues, perField);
}

/** Parses a value or throws a 400 in the documented shape. */
export function parseOrThrow<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new HttpError(400, issuesToBody(result.issues));
  return result.output;
}

/**
 * Hono middleware validating one target (json, query, param...) with a valibot schema.
 * A failure answers 400 with pt-BR messages; read the value with `c.req.valid(target)`.
 */
export function validate<
  T extends v.GenericSchema | v.GenericSchemaAsync,
  Target extends keyof ValidationTargets,
>(target: Target, schema: T) {
  return vValidator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, issuesToBody(result.issues));
  });
}
