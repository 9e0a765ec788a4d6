import * as v from 'valibot';

type AnySchema = v.GenericSchema;

/** Each field reports only its first problem, in the order the rules are listed (docs/validation-and-errors.md#validation-rules). */
export const VALIDATION_CONFIG = { abortPipeEarly: true } as const;

/** The messages of a problem the schema words nothing for: an empty value, or a wrong one. */
export const GENERIC_MESSAGES = { required: 'Campo obrigatório.', invalid: 'Valor inválido.' } as const;

/** valibot's own (English) messages start like this; they are replaced by the pt-BR ones above. */
const DEFAULT_MESSAGE = /^Invalid [a-z]+:/;

/** An issue's pt-BR message: the schema's own, or the generic one for valibot's default. */
export function messageOf(issue: v.BaseIssue<unknown>): string {
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  return issue.input === undefined || issue.input === null || issue.input === ''
    ? GENERIC_MESSAGES.required
    : GENERIC_MESSAGES.invalid;
}

/**
 * Messages per field (dotted path, e.g. `morning.start`), the shape the services answer in a
 * 400 body (`{ cpf: ['CPF Inválido'] }`); messages about the whole value go under `detail`.
 * `perField` keeps only the first messages of each field.
 */
export function issuesByField(
  issues: readonly v.BaseIssue<unknown>[],
  perField = Number.POSITIVE_INFINITY,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'detail';
    const list = out[key] ?? [];
    const message = messageOf(issue);
    if (list.length < perField && !list.includes(message)) list.push(message);
    out[key] = list;
  }
  return out;
}

export type Validated<T> = { ok: true; output: T } | { ok: false; errors: Record<string, string[]> };

/** Validates with the shared configuration: the output, or the 400 body of messages per field. */
export function validate<S extends AnySchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, VALIDATION_CONFIG);
  return result.success
    ? { ok: true, output: result.output }
    : { ok: false, errors: issuesByField(result.issues) };
}

/** The first message per field, for showing under each input; empty when the value is valid. */
export function fieldErrors(schema: AnySchema, input: unknown): Record<string, string> {
  const result = validate(schema, input);
  if (result.ok) return {};
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(result.errors)) {
    const first = messages[0];
    if (first !== undefined) out[key] = first;
  }
  return out;
}

/** True when the value passes the schema (buttons enabled only then). */
export function isValid(schema: AnySchema, input: unknown): boolean {
  return v.safeParse(schema, input, VALIDATION_CONFIG).success;
}
