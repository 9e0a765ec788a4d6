import type { RequestRef } from '../../src/features/requests/contract/request-kinds.ts';
import {
  type BankerNotice,
  bankerFrame,
  escapeHtml,
  nameOf,
  oneLine,
  type Party,
  rows,
  type StoreOf,
} from './messages.ts';

export interface ReminderInput {
  store: StoreOf;
  customer: Party;
  /** The request's product; null for a note on the customer. */
  product: string | null;
  /** The note as the banker wrote it. */
  body: string;
  dueAt: Date;
  /** The request the note is on; null for a note on the customer. */
  request: RequestRef | null;
  origin: string;
}

const dueMoment = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * The banker's reminder come due: the note as written (its lines kept, escaped in the HTML), whom
 * it concerns, the WhatsApp link and the link that opens the request in the desk. Sent, kept for
 * the daily summary or left out as the banker's choice of notices says, like every notice.
 */
export function reminderNotice(input: ReminderInput): BankerNotice {
  const { store, customer, product } = input;
  const who = nameOf(customer);
  const subject = `Lembrete: ${who}${product ? `, ${product}` : ''}`;
  const { greeting, whatsapp, reach, closing, request } = bankerFrame(input);
  const due = dueMoment.format(input.dueAt).replace(', ', ' às ');
  const lead = `Você pediu para ser lembrado em ${due} (horário de Brasília):`;
  const facts = rows([['Cliente', who], ...(product ? [['Produto', product] as [string, string]] : [])]);
  const lines = input.body.split(/\r?\n/);
  const text = [greeting, '', lead, '', ...lines, '', ...facts.text, '', ...reach.text, ...closing.text].join(
    '\n',
  );
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<blockquote>${lines.map(escapeHtml).join('<br>')}</blockquote>`,
    `<ul>${facts.html.join('')}</ul>`,
    ...reach.html,
    ...closing.html,
  ].join('\n');
  return {
    message: { to: store.banker.email, subject: oneLine(subject), text, html },
    line: oneLine(`${subject}: ${input.body}`),
    whatsapp,
    request,
  };
}
