import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SHARED_MSG } from '../../src/core/contract/shared-messages.ts';
import { GENERIC_MESSAGES } from '../../src/core/validation/errors.ts';

/** Body shapes of the error catalogue (docs/validation-and-errors.md#error-catalogue): `{detail}` or field arrays such as `{cpf: ['...']}`. */
export type ErrorBody = { detail: string } | Record<string, string[]>;

export const MESSAGES = {
  required: GENERIC_MESSAGES.required,
  invalid: GENERIC_MESSAGES.invalid,
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  unauthenticated: SHARED_MSG.unauthenticated,
  invalidToken: 'Token inválido ou expirado.',
  forbidden: SHARED_MSG.forbidden,
  notFound: 'Não encontrado.',
  tooLarge: 'O corpo da requisição é grande demais.',
  tooDeep: 'O corpo da requisição tem níveis demais.',
  invalidText: 'O texto enviado contém caracteres inválidos.',
  invalidAddress: 'O endereço contém caracteres inválidos.',
  forbiddenKey: 'O corpo da requisição contém um campo não permitido.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  /** The database cannot be reached (an outage or a restart): the request may be sent again. */
  unavailable: 'Serviço indisponível no momento. Tente novamente mais tarde.',
} as const;

/** An error that becomes a JSON answer with its status; anything else becomes a 500. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ErrorBody;
  /** The limit a 429 enforces (`login-address`, `share-render`…): the metrics count refusals by it. */
  readonly limit: string | undefined;
  constructor(status: ContentfulStatusCode, body: ErrorBody, limit?: string) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.status = status;
    this.body = body;
    this.limit = limit;
  }
}

export const badRequest = (body: string | Record<string, string[]>): HttpError =>
  new HttpError(400, typeof body === 'string' ? { detail: body } : body);
/** A 400 with one message under one field: `fieldError('cpf', 'CPF informado não é válido.')`. */
export const fieldError = (field: string, message: string): HttpError =>
  new HttpError(400, { [field]: [message] });
export const unauthorized = (detail: string = MESSAGES.unauthenticated): HttpError =>
  new HttpError(401, { detail });
export const forbidden = (detail: string = MESSAGES.forbidden): HttpError => new HttpError(403, { detail });
export const notFound = (detail: string = MESSAGES.notFound): HttpError => new HttpError(404, { detail });
export const conflict = (body: string | Record<string, string[]>): HttpError =>
  new HttpError(409, typeof body === 'string' ? { detail: body } : body);
export const tooManyRequests = (limit: string, detail: string = MESSAGES.tooManyAttempts): HttpError =>
  new HttpError(429, { detail }, limit);

/**
 * True for a database refusal of a value itself (SQLSTATE class 22, "data exception": out of
 * range, bad text, NUL; 54001, nesting too deep): input that slipped past validation, a 400 rather
 * than a 500. Drizzle wraps the driver's error in `cause`.
 */
export function isBadValueError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('22') || code === '54001')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
