import { ACCOUNT_MSG } from './messages.ts';

/** The body of a failed call as ofetch hands it over (`error.data`). */
export type ErrorBody = unknown;

function bodyText(body: ErrorBody): string {
  if (body === null || body === undefined) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/**
 * Message of a failed login (docs/validation-and-errors.md#error-catalogue): a JSON error mentioning the e-mail or the CPF says the
 * account exists; anything else is the wrong user or password.
 */
export function loginErrorMessage(body: ErrorBody): string {
  if (body && typeof body === 'object') {
    const keys = Object.keys(body).map((key) => key.toLowerCase());
    if (keys.some((key) => key === 'email' || key === 'cpf')) return ACCOUNT_MSG.emailOrCpfTaken;
  }
  return ACCOUNT_MSG.loginFailed;
}

/** The two server e-mail messages shown as received (docs/validation-and-errors.md#error-catalogue), or null for any other failure. */
export function knownEmailError(body: ErrorBody): string | null {
  const text = bodyText(body);
  for (const message of [ACCOUNT_MSG.emailInvalid, ACCOUNT_MSG.emailProvider]) {
    if (text.includes(message)) return message;
  }
  return null;
}

/**
 * The server's CPF error ("CPF - ['CPF informado não é válido.']", or `{cpf: [...]}` with that
 * message) read as 'CPF informado não é válido.'; null when the body is about something else.
 */
export function cpfServerError(body: ErrorBody): string | null {
  return bodyText(body).includes(ACCOUNT_MSG.cpfInvalid) ? ACCOUNT_MSG.cpfInvalid : null;
}

/** Every message of a failed account creation, for the alert that lists them (docs/validation-and-errors.md#error-catalogue). */
export function errorList(body: ErrorBody): string[] {
  if (body === null || body === undefined) return [ACCOUNT_MSG.errorRetry];
  if (typeof body === 'string') return [body];
  if (Array.isArray(body)) return body.flatMap(errorList);
  if (typeof body === 'object') {
    const out: string[] = [];
    for (const value of Object.values(body as Record<string, unknown>)) {
      if (typeof value === 'string') out.push(value);
      else if (Array.isArray(value)) out.push(...value.filter((v): v is string => typeof v === 'string'));
      else if (value && typeof value === 'object') out.push(...errorList(value));
    }
    return out.length > 0 ? [...new Set(out)] : [ACCOUNT_MSG.errorRetry];
  }
  return [ACCOUNT_MSG.errorRetry];
}

/** First message of one field in a `{field: [messages]}` body (shown under that field). */
export function fieldMessage(body: ErrorBody, field: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[field];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}
