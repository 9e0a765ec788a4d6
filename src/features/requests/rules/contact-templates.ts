/**
 * The messages a banker sends from the desk (docs/desk.md#contact): a small set, filled only with
 * the customer's first name, the product and the banker's name. Nothing else of the customer (CPF,
 * score, income) can reach a template, because nothing else is passed in.
 */
export const CONTACT_CHANNELS = ['whatsapp', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** How each channel reads on the desk's buttons and history. */
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

/** What a template may name. */
export interface ContactFill {
  firstName: string;
  product: string;
  bankerName: string;
}

interface Template {
  label: string;
  subject: (fill: ContactFill) => string;
  body: (fill: ContactFill) => string;
}

const hello = ({ firstName }: ContactFill) => (firstName ? `Olá, ${firstName}!` : 'Olá!');

export const CONTACT_TEMPLATES = {
  first_contact: {
    label: 'Primeiro contato',
    subject: ({ product }) => `Sua solicitação de ${product}`,
    body: (fill) =>
      `${hello(fill)} Aqui é ${fill.bankerName}. Recebi a sua solicitação de ${fill.product} e vou ajudar você a seguir com ela.`,
  },
  documents: {
    label: 'Pedir documentos',
    subject: ({ product }) => `Documentos para a sua solicitação de ${product}`,
    body: (fill) =>
      `${hello(fill)} Aqui é ${fill.bankerName}. Para seguir com a sua solicitação de ${fill.product}, preciso de alguns documentos. Quando podemos conversar?`,
  },
  follow_up: {
    label: 'Acompanhamento',
    subject: ({ product }) => `Novidades da sua solicitação de ${product}`,
    body: (fill) =>
      `${hello(fill)} Aqui é ${fill.bankerName}. Estou acompanhando a sua solicitação de ${fill.product} e fico à disposição para qualquer dúvida.`,
  },
} as const satisfies Record<string, Template>;

export type ContactTemplateKey = keyof typeof CONTACT_TEMPLATES;
export const CONTACT_TEMPLATE_KEYS = Object.keys(CONTACT_TEMPLATES) as ContactTemplateKey[];

/** The first word of a full name, as a message greets the customer. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/** A template's subject and text, filled. */
export function fillTemplate(key: ContactTemplateKey, fill: ContactFill): { subject: string; text: string } {
  const template: Template = CONTACT_TEMPLATES[key];
  return { subject: template.subject(fill), text: template.body(fill) };
}

export const CONTACT_MESSAGES = {
  channel: 'Escolha WhatsApp ou e-mail.',
  template: 'Escolha uma mensagem.',
  noPhone: 'Este cliente não informou um telefone para WhatsApp.',
} as const;
