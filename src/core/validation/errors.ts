/**
 * The one formatter of valibot issues: the pt-BR message of an issue, the services' 400 body and
 * the forms' messages per field, and the plain lines of a brand file's problems.
 */
import * as v from 'valibot';

type AnySchema = v.GenericSchema;
type Issues = readonly v.BaseIssue<unknown>[];

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
export function issuesByField(issues: Issues, perField = Number.POSITIVE_INFINITY): Record<string, string[]> {
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

/**
 * The services' 400 body (docs/validation-and-errors.md#error-catalogue): messages grouped by field,
 * at most `perField` each (`{cpf: ['CPF informado não é válido.']}`), or `{detail}` when an issue
 * is about the whole value.
 */
export function issuesToBody(
  issues: Issues,
  perField?: number,
): Record<string, string[]> | { detail: string } {
  const whole = issues.find((issue) => !v.getDotPath(issue));
  return whole ? { detail: messageOf(whole) } : issuesByField(issues, perField);
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

/** How a brand file's problem names the types valibot expects and receives. */
const TYPE_WORDS: Record<string, string> = {
  string: 'texto',
  number: 'número',
  boolean: 'true ou false',
  Object: 'objeto',
  Array: 'lista',
  undefined: 'nada',
};

function typeWords(expected: string | null): string {
  return (expected ?? '').replace(
    /\b(string|number|boolean|Object|Array|undefined)\b/g,
    (word) => TYPE_WORDS[word] ?? word,
  );
}

/** A problem as the person editing a brand file reads it: what was expected and what was found. */
function lineProblem(issue: v.BaseIssue<unknown>): string {
  const isObjectKey =
    issue.type === 'object' || issue.type === 'strict_object' || issue.type === 'loose_object';
  if (issue.kind === 'schema' && isObjectKey && issue.path?.length) {
    if (issue.expected === 'never') return 'campo desconhecido (verifique o nome)';
    if (issue.received === 'undefined') return 'campo obrigatório ausente';
  }
  if (issue.kind === 'schema' && (issue.type === 'picklist' || issue.type === 'literal')) {
    return `valor inválido: esperado ${issue.expected?.replace(/^\((.*)\)$/, '$1')}, recebido ${issue.received}`;
  }
  if (issue.kind === 'schema') {
    return `tipo inválido: esperado ${typeWords(issue.expected)}, recebido ${typeWords(issue.received)}`;
  }
  // The rules' own messages are written in pt-BR in the schema.
  return messageOf(issue);
}

/** One plain line per issue, `<field.path>: <problem>` (`colors.primary: cor inválida "#12": ...`), for brand managers. */
export function issueLines(issues: Issues): string[] {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(raiz)'}: ${lineProblem(issue)}`);
}
