/**
 * How an order or lead failure is shown (docs/validation-and-errors.md#error-catalogue): a message under the field it names, or the
 * error modal with its title and text.
 */
import { isExpiredOfferDetail } from '../../../core/products/offer-terms.ts';

export type OrderFieldName = 'cpf' | 'principal_contact' | 'cnpj';

export type OrderErrorOutcome =
  | { kind: 'field'; field: OrderFieldName; message: string }
  | { kind: 'modal'; title: string; message: string };

export const ORDER_ERROR_TEXT = {
  genericTitle: 'Oops…algo deu errado!',
  genericMessage: 'Por favor, tente de novo.',
  repeatedTitle: 'Rápido demais, relaxe!',
  repeatedMessage:
    'Você solicitou esse produto recentemente, aguarde alguns minutos antes de tentar novamente.',
  cnpjTaken: 'Cnpj já cadastrado',
  expiredOfferTitle: 'Oferta expirada',
} as const;

/** The server's answer to a repeated order. */
export const REPEATED_ORDER_DETAIL = 'Multiplas requisições rejeitadas.';

/** "CPF - ['CPF informado não é válido.']" -> the message inside. */
const CPF_DETAIL = /^CPF - \['(.+)'\]$/;

function firstMessage(value: unknown): string | null {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : null;
  return typeof value === 'string' ? value : null;
}

/** The outcome of an order or lead error body (`{detail}` or field arrays); anything else is generic. */
export function orderErrorOutcome(body: unknown): OrderErrorOutcome {
  const generic: OrderErrorOutcome = {
    kind: 'modal',
    title: ORDER_ERROR_TEXT.genericTitle,
    message: ORDER_ERROR_TEXT.genericMessage,
  };
  if (!body || typeof body !== 'object') return generic;
  const record = body as Record<string, unknown>;
  for (const field of ['cpf', 'principal_contact'] as const) {
    const message = firstMessage(record[field]);
    if (message) return { kind: 'field', field, message };
  }
  if (record.cnpj !== undefined) return { kind: 'field', field: 'cnpj', message: ORDER_ERROR_TEXT.cnpjTaken };
  const detail = firstMessage(record.detail);
  if (detail === REPEATED_ORDER_DETAIL) {
    return {
      kind: 'modal',
      title: ORDER_ERROR_TEXT.repeatedTitle,
      message: ORDER_ERROR_TEXT.repeatedMessage,
    };
  }
  // An order from a simulated offer past its last day: the services' words say when and what next.
  if (detail && isExpiredOfferDetail(detail))
    return { kind: 'modal', title: ORDER_ERROR_TEXT.expiredOfferTitle, message: detail };
  const cpf = detail?.match(CPF_DETAIL);
  if (cpf?.[1]) return { kind: 'field', field: 'cpf', message: cpf[1] };
  return generic;
}

/** The order step whose form shows a field that can carry a server message. */
export function stepOfField(field: OrderFieldName): 'default' | 'extra' {
  return field === 'cnpj' ? 'extra' : 'default';
}

/** What is kept as the product error (docs/validation-and-errors.md#error-catalogue): leads, orders, erros or detail, else the whole body. */
export function productErrorOf(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  for (const key of ['leads', 'orders', 'erros', 'detail']) {
    if (record[key] !== undefined) return record[key];
  }
  return body;
}
