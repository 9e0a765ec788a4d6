import * as v from 'valibot';

type AnySchema = v.GenericSchema;

/** Each field reports only its first problem, in the order the rules are listed (docs/validation-and-errors.md#validation-rules). */
export const VALIDATION_CONFIG = { abortPipeEarly: true } as const;

/**
 * Messages per field (dotted path, e.g. `morning.start`), the shape the services answer in a
 * 400 body (`{ cpf: ['CPF Inválido'] }`); messages about the whole value go under `detail`.
 */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'detail';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
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
