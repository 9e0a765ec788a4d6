import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { HttpError, MESSAGES } from './errors.ts';

/** valibot's own (English) messages start like this; they are replaced by pt-BR ones. */
const DEFAULT_MESSAGE = /^Invalid [a-z]+:/;

function messageOf(issue: v.BaseIssue<unknown>): string {
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  return issue.input === undefined || issue.input === null || issue.input === ''
    ? MESSAGES.required
    : MESSAGES.invalid;
}

/**
 * Turns valibot issues into the documented error shape: messages grouped by field
 * (`{cpf: ['CPF informado não é válido.']}`), or `{detail}` when an issue has no field.
 */
export function issuesToBody(
  issues: readonly v.BaseIssue<unknown>[],
): Record<string, string[]> | { detail: string } {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    if (!path) return { detail: messageOf(issue) };
    const list = fields[path] ?? [];
    const message = messageOf(issue);
    if (!list.includes(message)) list.push(message);
    fields[path] = list;
  }
  return fields;
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
