import { ERROR_TEXTS } from './messages.ts';

/** Fields whose server messages show under the input rather than in the error modal. */
export type ErrorField = 'cpf' | 'principal_contact' | 'cnpj';

export type RequestErrorOutcome =
  /** A message under a field; `track` marks the ones reported to analytics. */
  | { kind: 'field'; field: ErrorField; message: string; track: boolean }
  /** The error modal, and (generic errors) the product error kept for 3 s. */
  | { kind: 'modal'; title: string; text: string; productError?: unknown };

function firstString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.find((v): v is string => typeof v === 'string') ?? null;
  return null;
}

function mentions(body: unknown, text: string): boolean {
  if (typeof body === 'string') return body.includes(text);
  try {
    return JSON.stringify(body ?? null).includes(text);
  } catch {
    return false;
  }
}

/**
 * Maps an order or lead error body (spec §8): the first `cpf` or `principal_contact` message goes
 * under that field; `cnpj` shows 'Cnpj já cadastrado' under CNPJ without the modal; the rate
 * limit shows 'Rápido demais, relaxe!'; anything else the generic modal.
 */
export function mapRequestError(body: unknown): RequestErrorOutcome {
  const record =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  for (const field of ['cpf', 'principal_contact'] as const) {
    const message = firstString(record[field]);
    if (message) return { kind: 'field', field, message, track: true };
  }
  if (record.cnpj !== undefined)
    return { kind: 'field', field: 'cnpj', message: ERROR_TEXTS.cnpjTaken, track: false };
  if (mentions(body, ERROR_TEXTS.tooFastServer)) {
    return { kind: 'modal', title: ERROR_TEXTS.tooFastTitle, text: ERROR_TEXTS.tooFastText };
  }
  const productError = record.leads ?? record.orders ?? record.erros ?? record.detail ?? body;
  return { kind: 'modal', title: ERROR_TEXTS.genericTitle, text: ERROR_TEXTS.genericText, productError };
}

/** The login failure message: an error about the e-mail or CPF means the account already exists. */
export function loginErrorMessage(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return /e-?mail|cpf/i.test(text) ? ERROR_TEXTS.loginAlreadyRegistered : ERROR_TEXTS.login;
}

/**
 * The server's CPF error "CPF - ['CPF informado não é válido.']" as the message it carries;
 * null when the text is not a CPF error.
 */
export function cpfServerMessage(text: unknown): string | null {
  const raw = firstString(text);
  if (!raw) return null;
  const match = /^\s*CPF\s*-\s*\[\s*['"](.+?)['"]\s*\]\s*$/.exec(raw);
  if (match?.[1]) return match[1];
  return raw === ERROR_TEXTS.invalidCpf ? raw : null;
}
