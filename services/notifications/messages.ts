import { whatsappHref } from '../../src/core/context/banker-profile.ts';
import { digitsOf } from '../../src/core/format/digits.ts';
import { pathFor } from '../../src/core/routes/route-table.ts';
import type { RequestRef } from '../../src/features/requests/contract/request-kinds.ts';
import {
  deskLinkQuery,
  requestLinkValue,
  requestOfLinkValue,
} from '../../src/features/requests/rules/desk-link.ts';
import type { MailMessage } from '../mail/outbox.ts';

/**
 * The notification mails (docs/analytics.md#notifications), as pure functions of what was stored. Their texts are our
 * own; they follow the existing mails (greeting, one fact per line, links in full).
 */

/** The end of every mail to the banker: the link to Analytics and the store's signature. */
export function analyticsClosing(analytics: string, store: Parameters<typeof signature>[0]) {
  return {
    text: [`Veja tudo no Analytics: ${analytics}`, ...signature(store).flatMap((line) => ['', line]), ''],
    html: [
      `<p>${anchor(analytics, 'Veja tudo no Analytics')}</p>`,
      ...signature(store).map((line) => `<p>${escapeHtml(line)}</p>`),
    ],
  };
}

export type NoticeKind =
  | 'order'
  | 'lead'
  | 'solicitation'
  | 'invite_confirmed'
  | 'invite_reported'
  | 'simulation';

/** Someone a message names: the customer (name unknown for an invited address) or the banker. */
export interface Party {
  fullName: string | null;
  email: string;
  phone: string | null;
}

/** The store a message speaks for. */
export interface StoreOf {
  banker: Party & { fullName: string };
  slug: string | null;
  /** The white-label company's name; null on the provider's own stores (which never name it). */
  companyName: string | null;
}

export interface BankerNoticeInput {
  kind: NoticeKind;
  store: StoreOf;
  customer: Party;
  /** The product's title; null for a lead. */
  product: string | null;
  values: readonly (readonly [string, string])[];
  /** What the institution offers, under its own heading after what the customer said (an offer's request). */
  offered?: { heading: string; values: readonly (readonly [string, string])[] } | undefined;
  /** The public origin every link starts with. */
  origin: string;
  /**
   * The request the message announces, opened in the desk by its link; an order's id is
   * `ORDER_ID_SLOT` until the statement storing it fills it in (`withOrderId`).
   */
  request?: RequestRef | undefined;
}

/** A banker message and what a daily summary keeps of it. */
export interface BankerNotice {
  message: MailMessage;
  /** One line for the daily summary. */
  line: string;
  whatsapp: string | null;
  /** The request, as the desk's link names it, for the summary's link (`requestLinkValue`). */
  request: string | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML text and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A name, an address or a link as one line: a customer's text cannot add lines to a message. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const nameOf = (party: Party) => oneLine(party.fullName ?? '') || party.email;

/** `https://wa.me/55<digits>?text=…`: a chat with the customer, opened with a message naming the product. */
export function whatsAppLink(phone: string | null, text: string): string | null {
  if (!phone || digitsOf(phone).length < 10) return null;
  return `${whatsappHref(phone)}?text=${encodeURIComponent(text)}`;
}

/** The first message the banker sends the customer on WhatsApp. */
export function whatsAppText(bankerName: string, customer: Party, product: string | null): string {
  const first = oneLine(customer.fullName ?? '').split(' ')[0];
  const hello = first ? `Olá, ${first}!` : 'Olá!';
  return product
    ? `${hello} Aqui é ${bankerName}. Recebi a sua solicitação de ${product} e vou ajudar você a seguir com ela.`
    : `${hello} Aqui é ${bankerName}. Vi o seu cadastro na minha loja e estou à disposição para ajudar.`;
}

/** An order's id in its notice until the statement that stores the order assigns it. */
export const ORDER_ID_PENDING = '{order_id}';
/**
 * Where the statement fills the id in: the link's whole query, so a customer's text that happened
 * to hold the pending id alone is left as it is.
 */
export const ORDER_ID_SLOT = deskLinkQuery({ kind: 'order', id: ORDER_ID_PENDING });

/** The line that opens the request in the desk, one tap from a prepared message. */
const OPEN_REQUEST = 'Abra a solicitação no Analytics, com a mensagem pronta';

/** The request's link in the banker's desk: Analytics with the request's dialog open. */
export function requestLink(origin: string, slug: string, request: RequestRef): string {
  return `${storeLink(origin, 'analytics', slug)}${deskLinkQuery(request)}`;
}

/**
 * The lines that reach the customer from a banker's message: the request opened in the desk (when
 * the message is of one and the store has its page) and the WhatsApp chat, as text and as HTML.
 */
export function reachLines(
  origin: string,
  store: StoreOf,
  request: RequestRef | null | undefined,
  whatsapp: string | null,
) {
  const opened = request && store.slug ? requestLink(origin, store.slug, request) : null;
  return {
    text: [
      ...(opened ? [`${OPEN_REQUEST}: ${opened}`] : []),
      ...(whatsapp ? [`Fale pelo WhatsApp: ${whatsapp}`] : []),
    ],
    html: [
      ...(opened ? [`<p>${anchor(opened, OPEN_REQUEST)}</p>`] : []),
      ...(whatsapp ? [`<p>${anchor(whatsapp, 'Fale pelo WhatsApp')}</p>`] : []),
    ],
  };
}

/** A link to a page of the banker's store, from the page route table and the public origin. */
export function storeLink(
  origin: string,
  route: 'home' | 'analytics' | 'requests',
  slug: string | null,
): string {
  return slug ? `${origin}${pathFor(route, { pb: slug })}` : origin;
}

function headline(kind: NoticeKind, who: string, product: string | null): { subject: string; lead: string } {
  const item = product ?? 'produto';
  switch (kind) {
    case 'order':
      return {
        subject: `Novo pedido de ${item}: ${who}`,
        lead: `${who} fez um pedido de ${item} na sua loja.`,
      };
    case 'lead':
      return { subject: `Novo lead na sua loja: ${who}`, lead: `${who} se cadastrou na sua loja.` };
    case 'solicitation':
      return {
        subject: `Nova solicitação de ${item}: ${who}`,
        lead: `${who} enviou uma solicitação de ${item} na sua loja.`,
      };
    case 'invite_confirmed':
      return {
        subject: `${who} confirmou a solicitação de ${item}`,
        lead: `${who} confirmou os dados que você preencheu na solicitação de ${item}.`,
      };
    case 'invite_reported':
      return {
        subject: `${who} reportou um erro na solicitação de ${item}`,
        lead: `${who} reportou um erro nos dados da solicitação de ${item}. Entre em contato para corrigir.`,
      };
    case 'simulation':
      return {
        subject: `${who} recebeu simulações de ${item}`,
        lead: `${who} recebeu por e-mail as simulações de ${item} que fez na sua loja.`,
      };
  }
}

/** `label: value` rows as text lines and as HTML list items, everything escaped in the HTML. */
export function rows(pairs: readonly (readonly [string, string])[]) {
  return {
    text: pairs.map(([label, value]) => `${label}: ${oneLine(value)}`),
    html: pairs.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(oneLine(value))}</li>`),
  };
}

const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** The company line that closes a white-label store's mail (the provider's stores sign nothing). */
const signature = (store: StoreOf) => (store.companyName ? [oneLine(store.companyName)] : []);

/** Whom and what a message to the banker is about, and where its links start. */
interface BankerFrameInput {
  origin: string;
  store: StoreOf;
  customer: Party;
  product: string | null;
  request?: RequestRef | null | undefined;
}

/**
 * What every message to the banker about a customer carries: the greeting, the WhatsApp chat
 * with a message naming the product, the lines that reach the customer, the closing with the
 * store's Analytics, and the request as the daily summary links to it.
 */
export function bankerFrame({ origin, store, customer, product, request }: BankerFrameInput) {
  const whatsapp = whatsAppLink(
    customer.phone,
    whatsAppText(oneLine(store.banker.fullName), customer, product),
  );
  return {
    greeting: `Olá, ${oneLine(store.banker.fullName)}!`,
    whatsapp,
    reach: reachLines(origin, store, request, whatsapp),
    closing: analyticsClosing(storeLink(origin, 'analytics', store.slug), store),
    request: request ? requestLinkValue(request) : null,
  };
}

/**
 * The message to the banker: who, which product, the values given, a WhatsApp link with a
 * message naming the product, the customer's e-mail and phone, and the store's Analytics.
 */
export function bankerNotice(input: BankerNoticeInput): BankerNotice {
  const { store, customer, product } = input;
  const who = nameOf(customer);
  const { subject, lead } = headline(input.kind, who, product);
  const { greeting, whatsapp, reach, closing, request } = bankerFrame(input);
  const identity: [string, string][] = [
    ['Cliente', who],
    ['E-mail', customer.email],
    ...(customer.phone ? [['Telefone', customer.phone] as [string, string]] : []),
    ...(product ? [['Produto', product] as [string, string]] : []),
  ];
  const facts = rows(identity);
  const given = rows(input.values);
  const offered = input.offered ? { heading: input.offered.heading, ...rows(input.offered.values) } : null;
  const text = [
    greeting,
    '',
    lead,
    '',
    ...facts.text,
    ...(given.text.length > 0 ? ['', 'O que o cliente informou:', ...given.text] : []),
    ...(offered ? ['', offered.heading, ...offered.text] : []),
    '',
    ...reach.text,
    `Escreva para ${customer.email}${customer.phone ? ` ou ligue para ${oneLine(customer.phone)}` : ''}.`,
    ...closing.text,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<ul>${facts.html.join('')}</ul>`,
    ...(given.html.length > 0 ? [`<p>O que o cliente informou:</p><ul>${given.html.join('')}</ul>`] : []),
    ...(offered ? [`<p>${escapeHtml(offered.heading)}</p><ul>${offered.html.join('')}</ul>`] : []),
    ...reach.html,
    `<p>Escreva para ${anchor(`mailto:${customer.email}`, customer.email)}${customer.phone ? ` ou ligue para ${escapeHtml(oneLine(customer.phone))}` : ''}.</p>`,
    ...closing.html,
  ].join('\n');
  return {
    message: { to: store.banker.email, subject: oneLine(subject), text, html },
    line: oneLine(`${subject} (${customer.email}${customer.phone ? `, ${customer.phone}` : ''})`),
    whatsapp,
    request,
  };
}

export interface CustomerConfirmationInput {
  store: StoreOf;
  customer: Party;
  product: string;
  /** An order goes to the institution at once; a solicitation waits for the banker. */
  kind: 'order' | 'solicitation';
  origin: string;
}

/**
 * The customer's confirmation of an order or solicitation: the product, what happens next, the
 * banker's name and contacts, and the link to 'Minhas solicitações', where the request's timeline is.
 */
export function customerConfirmation(input: CustomerConfirmationInput): MailMessage {
  const { store, customer, product } = input;
  const banker = oneLine(store.banker.fullName);
  const name = oneLine(customer.fullName ?? '');
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const received = `Recebemos a sua solicitação de ${product}, feita na loja de ${banker}.`;
  const next =
    input.kind === 'order'
      ? `Próximos passos: o seu pedido foi enviado à instituição parceira, que vai analisá-lo. ${banker} acompanha o pedido e vai falar com você.`
      : `Próximos passos: ${banker} vai analisar a sua solicitação e falar com você para seguir com a instituição parceira.`;
  const contacts: [string, string][] = [
    ['E-mail', store.banker.email],
    ...(store.banker.phone ? [['WhatsApp', store.banker.phone] as [string, string]] : []),
  ];
  const contactRows = rows(contacts);
  const link = storeLink(input.origin, 'requests', store.slug);
  const text = [
    greeting,
    '',
    received,
    next,
    '',
    `Fale com ${banker}:`,
    ...contactRows.text,
    '',
    `Acompanhe em Minhas solicitações: ${link}`,
    ...signature(store).flatMap((line) => ['', line]),
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(received)}</p>`,
    `<p>${escapeHtml(next)}</p>`,
    `<p>Fale com ${escapeHtml(banker)}:</p><ul>${contactRows.html.join('')}</ul>`,
    `<p>${anchor(link, 'Acompanhe em Minhas solicitações')}</p>`,
    ...signature(store).map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return { to: customer.email, subject: `Recebemos a sua solicitação de ${product}`, text, html };
}

export interface DigestInput {
  store: StoreOf;
  /** The day summarised, `AAAA-MM-DD`. */
  day: string;
  events: readonly { line: string; whatsapp: string | null; request: string | null }[];
  origin: string;
}

/** The banker's summary of one day: one line per event with its request in the desk and its WhatsApp link. */
export function digestMessage(input: DigestInput): MailMessage {
  const { store } = input;
  const events = input.events.map((event) => {
    const request = requestOfLinkValue(event.request);
    const opened = request && store.slug ? requestLink(input.origin, store.slug, request) : null;
    return { ...event, opened };
  });
  const [year, month, date] = input.day.split('-');
  const day = `${date}/${month}/${year}`;
  const count = events.length === 1 ? '1 novidade' : `${events.length} novidades`;
  const greeting = `Olá, ${oneLine(store.banker.fullName)}!`;
  const intro = `Este é o resumo de ${day} da sua loja: ${count}.`;
  const analytics = storeLink(input.origin, 'analytics', store.slug);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...events.flatMap((event) => [
      `- ${event.line}`,
      ...(event.opened ? [`  ${OPEN_REQUEST}: ${event.opened}`] : []),
      ...(event.whatsapp ? [`  WhatsApp: ${event.whatsapp}`] : []),
    ]),
    '',
    ...analyticsClosing(analytics, store).text,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${events
      .map(
        (event) =>
          `<li>${escapeHtml(event.line)}${event.opened ? ` ${anchor(event.opened, OPEN_REQUEST)}` : ''}${event.whatsapp ? ` ${anchor(event.whatsapp, 'WhatsApp')}` : ''}</li>`,
      )
      .join('')}</ul>`,
    ...analyticsClosing(analytics, store).html,
  ].join('\n');
  return { to: store.banker.email, subject: `Resumo de ${day}: ${count} na sua loja`, text, html };
}
