import { isoToBrDate } from '../../../core/format/dates.ts';
import { formatBRL } from '../../../core/format/money.ts';
import { percentText } from '../../../core/products/offer-terms.ts';
import type { OfferEntryAnswer, OfferFiguresAnswer, OfferSetAnswer } from '../contract/offers.ts';
import { IDENTITY_MESSAGES, OFFER_MESSAGES } from '../contract/offers-messages.ts';

/** The services word the banker as 'Personal Banker'; a white-label store says its own title. */
export function withBankerTitle(text: string, occupation: string): string {
  return text.replaceAll('Personal Banker', occupation);
}

/** '1,79% a.m. (23,71% a.a.)', each rate kept whole on its line (no-break spaces) where the text wraps. */
export function monthAndYearText(monthly: number, yearly: number): string {
  return `${percentText(monthly)}\u00a0a.m. (${percentText(yearly)}\u00a0a.a.)`;
}

/** The card's own words (our own texts): its figures and the legal detail under 'Detalhes da oferta'. */
export const OFFER_CARD_TEXTS = {
  details: 'Detalhes da oferta',
  cetBreakdown: 'Composição do CET',
  cetComponent: 'Componente',
  cetAmount: 'Valor',
  cetShare: '% do total a pagar',
  totals: 'Total a pagar',
  withFinancing: 'Com o financiamento',
  withoutFinancing: 'Sem o financiamento',
  lateCharges: 'Encargos por atraso',
  lateInterest: 'Juros de mora',
  lateFine: 'Multa',
  lender: 'Instituição credora',
  correspondent: 'Correspondente',
  earlyPayoff: 'Pagamento antecipado',
} as const;

export interface LabelledValue {
  label: string;
  value: string;
}

/** An offer's figures on the card's face, label and value, in the order a lender states them. */
export function figureRows(figures: OfferFiguresAnswer): LabelledValue[] {
  return [
    { label: 'Valor', value: formatBRL(figures.amount) },
    { label: 'Parcelas', value: `${figures.term}x de ${formatBRL(figures.instalment)}` },
    { label: 'Primeira parcela', value: isoToBrDate(figures.first_due_date) },
    { label: 'Taxa efetiva de juros', value: monthAndYearText(figures.rate_monthly, figures.rate_yearly) },
    { label: 'CET', value: monthAndYearText(figures.cet_monthly, figures.cet_yearly) },
    { label: 'Total a pagar', value: formatBRL(figures.total_payable) },
  ];
}

/** The CET's elements (Res. CMN 4.881/2020), each in reais and as its share of the total payable. */
export function cetBreakdownRows(
  figures: OfferFiguresAnswer,
): { label: string; amount: string; share: string }[] {
  return figures.cet_breakdown.map((part) => ({
    label: part.label,
    amount: formatBRL(part.amount),
    share: percentText(part.share),
  }));
}

/** What the customer pays with the financing and without it (the amount released, paid at once). */
export function totalRows(figures: OfferFiguresAnswer): LabelledValue[] {
  return [
    { label: OFFER_CARD_TEXTS.withFinancing, value: formatBRL(figures.total_payable) },
    { label: OFFER_CARD_TEXTS.withoutFinancing, value: formatBRL(figures.total_without_financing) },
  ];
}

/** The late charges of the partner's policy: juros de mora a month and the multa on the late instalment. */
export function lateChargeRows(figures: OfferFiguresAnswer): LabelledValue[] {
  const late = figures.late_charges;
  return [
    { label: OFFER_CARD_TEXTS.lateInterest, value: `${percentText(late.interest_monthly)} a.m.` },
    { label: OFFER_CARD_TEXTS.lateFine, value: `${percentText(late.fine_percent)} da parcela em atraso` },
  ];
}

/** 'Uma parcela de R$ 253,23 paga com 1 mês de atraso fica em R$ 260,83 (R$ 7,60 de multa e juros de mora).' */
export function oneMonthLateText(figures: OfferFiguresAnswer): string {
  const late = figures.late_charges;
  return `Uma parcela de ${formatBRL(figures.instalment)} paga com 1 mês de atraso fica em ${formatBRL(late.one_month_late_total)} (${formatBRL(late.one_month_late)} de multa e juros de mora).`;
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
