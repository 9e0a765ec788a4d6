/**
 * The messages a banker sends from the desk (docs/desk.md#contact): a small set, each a text the
 * store may rewrite, filled only with the customer's first name, the product and the banker's name
 * and title. Nothing else of the customer (CPF, score, income) can reach a template: nothing else
 * is passed in, and a store's text may name no other field.
 */
export const CONTACT_CHANNELS = ['whatsapp', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** How each channel reads on the desk's buttons and history. */
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

/** What a template may name: the customer's first name, the product, the banker's name and title. */
export interface ContactFill {
  firstName: string;
  product: string;
  bankerName: string;
  /** The store's title for its bankers ('Personal Banker', 'advisor'). */
  bankerTitle: string;
}

/** The words a store's text may hold between braces, and what fills each: nothing else can reach a message. */
export const TEMPLATE_FIELDS = {
  cliente: 'firstName',
  produto: 'product',
  assessor: 'bankerName',
  titulo: 'bankerTitle',
} as const satisfies Record<string, keyof ContactFill>;

/** The longest text a store may keep for a template. */
export const TEMPLATE_BODY_MAX = 500;

interface Template {
  label: string;
  subject: string;
  /** The text the store starts from, with the fields between braces. */
  body: string;
}

export const CONTACT_TEMPLATES = {
  first_contact: {
    label: 'Primeiro contato',
    subject: 'Sua solicitação de {produto}',
    body: 'Olá, {cliente}! Aqui é {assessor}, {titulo}. Recebi a sua solicitação de {produto} e vou ajudar você a seguir com ela.',
  },
  documents: {
    label: 'Pedir documentos',
    subject: 'Documentos para a sua solicitação de {produto}',
    body: 'Olá, {cliente}! Aqui é {assessor}, {titulo}. Para seguir com a sua solicitação de {produto}, preciso de alguns documentos. Quando podemos conversar?',
  },
  follow_up: {
    label: 'Acompanhamento',
    subject: 'Novidades da sua solicitação de {produto}',
    body: 'Olá, {cliente}! Aqui é {assessor}, {titulo}. Estou acompanhando a sua solicitação de {produto} e fico à disposição para qualquer dúvida.',
  },
} as const satisfies Record<string, Template>;

export type ContactTemplateKey = keyof typeof CONTACT_TEMPLATES;
export const CONTACT_TEMPLATE_KEYS = Object.keys(CONTACT_TEMPLATES) as ContactTemplateKey[];

/** The first word of a full name, as a message greets the customer. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

const FIELD = /\{([^{}]*)\}/g;
const isField = (name: string): name is keyof typeof TEMPLATE_FIELDS => Object.hasOwn(TEMPLATE_FIELDS, name);

/** A text with its fields filled; a greeting without a first name reads 'Olá!'. */
export function fillText(text: string, fill: ContactFill): string {
  const greeted = fill.firstName ? text : text.replace(/,\s*\{cliente\}/g, '');
  return greeted.replace(FIELD, (whole, name: string) =>
    isField(name) ? fill[TEMPLATE_FIELDS[name]] : whole,
  );
}

/** A template's subject and text, filled; `ownBody` is the store's own text when it keeps one. */
export function fillTemplate(
  key: ContactTemplateKey,
  fill: ContactFill,
  ownBody?: string | null,
): { subject: string; text: string } {
  const template: Template = CONTACT_TEMPLATES[key];
  return { subject: fillText(template.subject, fill), text: fillText(ownBody ?? template.body, fill) };
}

/** Why a store's text cannot be kept, or null: only the four fields may stand between braces. */
export function templateProblem(text: string): string | null {
  if (text.trim() === '') return CONTACT_MESSAGES.templateEmpty;
  if (text.length > TEMPLATE_BODY_MAX) return CONTACT_MESSAGES.templateTooLong;
  for (const [, name] of text.matchAll(FIELD))
    if (!isField(name ?? '')) return CONTACT_MESSAGES.templateField;
  return /[{}]/.test(text.replace(FIELD, '')) ? CONTACT_MESSAGES.templateField : null;
}

export const CONTACT_MESSAGES = {
  channel: 'Escolha WhatsApp ou e-mail.',
  template: 'Escolha uma mensagem.',
  noPhone: 'Este cliente não informou um telefone para WhatsApp.',
  templateEmpty: 'Escreva a mensagem.',
  templateTooLong: 'A mensagem deve ter no máximo 500 caracteres.',
  templateField: 'Entre chaves, use apenas {cliente}, {produto}, {assessor} e {titulo}.',
} as const;
