import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { issuesToBody } from '../../src/core/validation/errors.ts';
import { HttpError } from './errors.ts';

/** How a parse answers: at most `perField` messages a field, with valibot's `config`. */
export interface ParseOptions {
  perField?: number | undefined;
  config?: v.Config<v.BaseIssue<unknown>>;
}

/** Parses a value or throws a 400 in the documented shape. */
export function parseOrThrow<T extends v.GenericSchema>(
  schema: T,
  value: unknown,
  { perField, config }: ParseOptions = {},
): v.InferOutput<T> {
  const result = v.safeParse(schema, value, config);
  if (!result.success) throw new HttpError(400, issuesToBody(result.issues, perField));
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
