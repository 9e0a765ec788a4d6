import { BUSINESS_MESSAGES } from '../../../core/contract/credit-messages.ts';

/**
 * The company-number check of docs/simulators.md#company-check-and-credit-profile and docs/validation-and-errors.md#error-catalogue as a pure state machine: idle, loading, then
 * loaded (the company's name fills the form and the company fields lock) or failed with its
 * message. An unavailable answer is retried, up to 3 attempts in all; cancel aborts.
 */

/** docs/validation-and-errors.md#constants-and-limits: company-check retries. */
export const COMPANY_CHECK_ATTEMPTS = 3;

/** The answer the storefront retries on (docs/validation-and-errors.md#error-catalogue), as the services word it. */
const COMPANY_NOT_AVAILABLE = BUSINESS_MESSAGES.notAvailable;

export const COMPANY_CHECK_MESSAGES = {
  unavailable:
    'Desculpe, não é possível prosseguir porque a validação do CNPJ feita pela Receita Federal e/ou Quod estão indisponíveis no momento. Por favor, tente mais tarde.',
  unexpected: 'Ocorrou um erro inesperado. Por favor, tente mais tarde.',
} as const;

/** What the registry knows of a company. */
export interface CheckedCompany {
  cnpj: string;
  name: string;
  trade_name: string;
  opened_at: string;
  situation: string;
}

export type CompanyCheckState =
  | { status: 'idle' }
  | { status: 'loading'; cnpj: string; attempt: number }
  | { status: 'loaded'; cnpj: string; company: CheckedCompany }
  | { status: 'failed'; cnpj: string; message: string };

export type CompanyCheckEvent =
  | { type: 'start'; cnpj: string }
  /** The validate call answered (2xx) with this body. */
  | { type: 'answered'; body: unknown }
  /** The validate call failed with this error body (null when it had none). */
  | { type: 'failed'; body: unknown }
  | { type: 'cancel' };

/** What the store must do next: call the validate path once more, or nothing. */
export type CompanyCheckEffect = { type: 'request'; cnpj: string; attempt: number } | null;

export interface CompanyCheckTransition {
  state: CompanyCheckState;
  effect: CompanyCheckEffect;
}

export const COMPANY_CHECK_IDLE: CompanyCheckState = { status: 'idle' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function companyOf(data: unknown): CheckedCompany | null {
  if (!isRecord(data) || typeof data.name !== 'string' || data.name.trim() === '') return null;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    cnpj: text('cnpj'),
    name: data.name,
    trade_name: text('trade_name'),
    opened_at: text('opened_at'),
    situation: text('situation'),
  };
}

/**
 * Reads a 2xx answer of the validate call (`data.data`, `data.message`, `status`): the company,
 * or 'unavailable' when there is no data, the status is 0 or the company is not available.
 */
export function readValidateAnswer(body: unknown): CheckedCompany | 'unavailable' {
  if (!isRecord(body)) return 'unavailable';
  if (body.status === 0 || body.message === COMPANY_NOT_AVAILABLE) return 'unavailable';
  return companyOf(body.data) ?? 'unavailable';
}

/** The message of a failed call (docs/validation-and-errors.md#error-catalogue): the body's words, else the unexpected-error text. */
export function failureMessage(body: unknown): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (isRecord(body)) {
    if (body.message === COMPANY_NOT_AVAILABLE) return COMPANY_CHECK_MESSAGES.unavailable;
    for (const key of ['detail', 'message', 'cnpj']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return value;
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return COMPANY_CHECK_MESSAGES.unexpected;
}

function retryOrGiveUp(state: { cnpj: string; attempt: number }): CompanyCheckTransition {
  if (state.attempt >= COMPANY_CHECK_ATTEMPTS) {
    return {
      state: { status: 'failed', cnpj: state.cnpj, message: COMPANY_CHECK_MESSAGES.unavailable },
      effect: null,
    };
  }
  const attempt = state.attempt + 1;
  return {
    state: { status: 'loading', cnpj: state.cnpj, attempt },
    effect: { type: 'request', cnpj: state.cnpj, attempt },
  };
}

/** The next state of the check and the call to make, if any. */
export function companyCheckReducer(
  state: CompanyCheckState,
  event: CompanyCheckEvent,
): CompanyCheckTransition {
  switch (event.type) {
    case 'start':
      return {
        state: { status: 'loading', cnpj: event.cnpj, attempt: 1 },
        effect: { type: 'request', cnpj: event.cnpj, attempt: 1 },
      };
    case 'cancel':
      return { state: COMPANY_CHECK_IDLE, effect: null };
    case 'answered': {
      if (state.status !== 'loading') return { state, effect: null };
      const read = readValidateAnswer(event.body);
      if (read === 'unavailable') return retryOrGiveUp(state);
      return { state: { status: 'loaded', cnpj: state.cnpj, company: read }, effect: null };
    }
    case 'failed': {
      if (state.status !== 'loading') return { state, effect: null };
      // An unavailable company answered as an error body is retried like the 2xx one.
      if (isRecord(event.body) && event.body.message === COMPANY_NOT_AVAILABLE) return retryOrGiveUp(state);
      return {
        state: { status: 'failed', cnpj: state.cnpj, message: failureMessage(event.body) },
        effect: null,
      };
    }
  }
}

/** The company fields are locked once the registry filled them. */
export function companyFieldsLocked(state: CompanyCheckState): boolean {
  return state.status === 'loaded';
}
