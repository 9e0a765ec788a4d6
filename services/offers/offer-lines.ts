import { isoToBrDate } from '../../src/core/format/dates.ts';
import { formatBRLText } from '../../src/core/format/money.ts';
import type { OfferFiguresAnswer } from '../../src/features/offers/contract/offers.ts';
import { OFFER_MESSAGES } from '../../src/features/offers/contract/offers-messages.ts';
import type { PricedEntry } from './price-partners.ts';

/** The heading of the lender's side of a request in the banker's mail, apart from what the customer said. */
export const OFFERED_HEADING = 'O que a instituição oferece:';

/** Reais as the mail writes them (a plain space after 'R$'). */

/** A percentage with two decimals, pt-BR ('2,49%'). */
export const percentText = (value: number) =>
  `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** A rate a.m. with the a.a. it makes: '2,49% a.m. (34,33% a.a.)'. */
export const monthAndYear = (monthly: number, yearly: number) =>
  `${percentText(monthly)} a.m. (${percentText(yearly)} a.a.)`;

/** 'Valor liberado R$ 1.000,00 (92,52%); Juros R$ 41,83 (3,87%); ...'. */
const breakdownText = (figures: OfferFiguresAnswer) =>
  figures.cet_breakdown
    .map((part) => `${part.label} ${formatBRLText(part.amount)} (${percentText(part.share)})`)
    .join('; ');

const lateText = ({ late_charges: late }: OfferFiguresAnswer) =>
  `juros de mora de ${percentText(late.interest_monthly)} a.m. e multa de ${percentText(late.fine_percent)}; ` +
  `uma parcela paga com 30 dias de atraso custa ${formatBRLText(late.one_month_late)} a mais (${formatBRLText(late.one_month_late_total)} no total)`;

/**
 * What the lender offers, as the banker's mail lists it (CDC art. 54-B): the lender, the
 * instalments and first due date, the rate, the CET with its elements, the late charges, the
 * totals with and without the financing, the validity and the right to pay off early.
 */
export function offeredLines(
  entry: PricedEntry,
  figures: OfferFiguresAnswer,
): [label: string, value: string][] {
  const lender = entry.lender;
  return [
    ...(lender
      ? ([
          ['Instituição', lender.name],
          ['Endereço da instituição', lender.address],
          ['E-mail da instituição', lender.email],
        ] as [string, string][])
      : []),
    ...(entry.correspondent ? ([['Correspondente', entry.correspondent]] as [string, string][]) : []),
    ['Valor liberado', formatBRLText(figures.amount)],
    ['Parcelas', `${figures.term}x de ${formatBRLText(figures.instalment)}`],
    ['Primeira parcela', isoToBrDate(figures.first_due_date)],
    ['Taxa de juros', monthAndYear(figures.rate_monthly, figures.rate_yearly)],
    ['CET', monthAndYear(figures.cet_monthly, figures.cet_yearly)],
    ['Composição do CET', breakdownText(figures)],
    ['Encargos por atraso', lateText(figures)],
    ['Total a pagar com o financiamento', formatBRLText(figures.total_payable)],
    ['Total sem o financiamento', formatBRLText(figures.total_without_financing)],
    ['Oferta válida até', isoToBrDate(entry.valid_until)],
    ['Quitação antecipada', OFFER_MESSAGES.earlyPayoff],
  ];
}
