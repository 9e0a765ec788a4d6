import { pathFor } from '../../src/core/routes/route-table.ts';
import {
  REQUEST_STATUS_LABELS,
  type RequestStatus,
} from '../../src/features/requests/rules/request-status.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { escapeHtml } from '../notifications/messages.ts';

export interface StatusMailInput {
  customer: { fullName: string | null; email: string };
  product: string;
  status: RequestStatus;
  note: string | null;
  /** The store the request was made in (its 'Minhas solicitações' is linked); null without a slug. */
  slug: string | null;
  /** The white-label company's name; null on the provider's own stores (which never name it). */
  companyName: string | null;
  origin: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The customer's mail of a status change: the status, the note and the link to 'Minhas solicitações'. */
export function statusMail(input: StatusMailInput): MailMessage {
  const name = oneLine(input.customer.fullName ?? '');
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const product = oneLine(input.product);
  const label = REQUEST_STATUS_LABELS[input.status];
  const news = `A sua solicitação de ${product} mudou de status: ${label}.`;
  const note = input.note ? oneLine(input.note) : null;
  const link = `${input.origin}${input.slug ? pathFor('requests', { pb: input.slug }) : ''}`;
  const company = input.companyName ? [oneLine(input.companyName)] : [];
  const text = [
    greeting,
    '',
    news,
    ...(note ? [`Observação: ${note}`] : []),
    '',
    `Acompanhe em Minhas solicitações: ${link}`,
    ...company.flatMap((line) => ['', line]),
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(news)}</p>`,
    ...(note ? [`<p>Observação: ${escapeHtml(note)}</p>`] : []),
    `<p><a href="${escapeHtml(link)}">Acompanhe em Minhas solicitações</a></p>`,
    ...company.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return { to: input.customer.email, subject: `Sua solicitação de ${product}: ${label}`, text, html };
}
