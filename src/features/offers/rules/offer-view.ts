import { formatBRL } from '../../../core/format/money.ts';
import { percentText } from '../../../core/products/offer-terms.ts';
import type { OfferEntryAnswer, OfferFiguresAnswer, OfferSetAnswer } from '../contract/offers.ts';
import { IDENTITY_MESSAGES, OFFER_MESSAGES } from '../contract/offers-messages.ts';

/** The services word the banker as 'Personal Banker'; a white-label store says its own title. */
export function withBankerTitle(text: string, occupation: string): string {
  return text.replaceAll('Personal Banker', occupation);
}

/** '1,79% a.m. (23,71% a.a.)'. */
export function monthAndYearText(monthly: number, yearly: number): string {
  return `${percentText(monthly)} a.m. (${percentText(yearly)} a.a.)`;
}

/** An offer's figures as its card lists them, label and value, in the order a lender states them. */
export function figureRows(figures: OfferFiguresAnswer): { label: string; value: string }[] {
  return [
    { label: 'Valor', value: formatBRL(figures.amount) },
    { label: 'Parcela', value: `${figures.term}x de ${formatBRL(figures.instalment)}` },
    { label: 'Taxa de juros', value: monthAndYearText(figures.rate_monthly, figures.rate_yearly) },
    { label: 'IOF', value: formatBRL(figures.iof) },
    ...(figures.fee > 0 ? [{ label: 'Tarifa', value: formatBRL(figures.fee) }] : []),
    { label: 'CET', value: monthAndYearText(figures.cet_monthly, figures.cet_yearly) },
    { label: 'Total a pagar', value: formatBRL(figures.total_payable) },
  ];
}

/** 'R$ 10.000,00 em 24 meses · renda de R$ 6.000,00': what the offers were asked for. */
export function askedText(asked: OfferSetAnswer['asked']): string {
  const parts = [
    `${formatBRL(asked.amount)} em ${asked.term} meses`,
    `renda de ${formatBRL(asked.monthly_income)}`,
  ];
  if (asked.other_instalments > 0) parts.push(`outras parcelas de ${formatBRL(asked.other_instalments)}`);
  if (asked.purpose_label) parts.push(asked.purpose_label);
  return parts.join(' · ');
}

/** The entries in the three groups the page shows: the offers (ranked), the declined, the unavailable. */
export function entryGroups(entries: readonly OfferEntryAnswer[]) {
  return {
    offers: entries.filter((entry) => entry.status === 'offer'),
    declined: entries.filter((entry) => entry.status === 'recusada'),
    unavailable: entries.filter((entry) => entry.status === 'indisponivel'),
  };
}

/** How a refused call of the offers is shown. */
export type OffersFailure =
  /** Under each field the services named. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** The account has no CPF: the message and a way to the account's data. */
  | { kind: 'cpf'; message: string }
  /** The account's e-mail is unconfirmed: the message and the way to confirm it. */
  | { kind: 'email'; message: string }
  /** The account's data do not prove the CPF (no birth date, or not its holder's): the way to correct them, and the banker. */
  | { kind: 'identity'; message: string }
  /** The look-up limit, under 'Rápido demais, relaxe!'. */
  | { kind: 'limit'; title: string; message: string }
  /** One message over the form or the offers. */
  | { kind: 'alert'; message: string };

export const LIMIT_TITLE = 'Rápido demais, relaxe!';
const GENERIC = 'Não foi possível concluir agora. Tente de novo em instantes.';

/** The outcome of a refused offers call from its status and body (`{detail}` or messages per field). */
export function offersFailure(status: number | null, body: unknown): OffersFailure {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const detail = typeof record.detail === 'string' ? record.detail : null;
  if (status === 429)
    return { kind: 'limit', title: LIMIT_TITLE, message: detail ?? OFFER_MESSAGES.lookupLimit };
  if (detail === OFFER_MESSAGES.cpfRequired) return { kind: 'cpf', message: detail };
  if (detail === IDENTITY_MESSAGES.emailUnconfirmed) return { kind: 'email', message: detail };
  if (detail === IDENTITY_MESSAGES.identityMismatch || detail === IDENTITY_MESSAGES.birthdayRequired)
    return { kind: 'identity', message: detail };
  if (status === 400 && !detail) {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(record)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') fields[key] = first;
    }
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'alert', message: detail ?? GENERIC };
}
