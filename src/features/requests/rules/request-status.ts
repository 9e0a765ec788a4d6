/**
 * The life of a request (an order or a solicitation): its statuses, their pt-BR labels, who may
 * set each one and from which status. Plain data and pure functions shared by the contract, the
 * services (which refuse any other change) and the screens (which offer only these).
 */
export const REQUEST_STATUSES = [
  'recebida',
  'em_analise',
  'enviada',
  'analise_instituicao',
  'aprovada',
  'recusada',
  'contratada',
  'cancelada',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_AUTHORS = ['banker', 'institution', 'customer', 'system'] as const;
export type RequestAuthor = (typeof REQUEST_AUTHORS)[number];

/** What each status reads as on the screens and in the mail. */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  recebida: 'Recebida',
  em_analise: 'Em análise',
  enviada: 'Enviada à instituição',
  analise_instituicao: 'Em análise na instituição',
  aprovada: 'Aprovada',
  recusada: 'Recusada',
  contratada: 'Contratada',
  cancelada: 'Cancelada pelo cliente',
};

/** Before the institution decides: the customer may still cancel. */
const UNDECIDED: readonly RequestStatus[] = ['recebida', 'em_analise', 'enviada', 'analise_instituicao'];

/** Each status an author may set, and the statuses it may follow. */
const TRANSITIONS: Record<RequestAuthor, Partial<Record<RequestStatus, readonly RequestStatus[]>>> = {
  banker: {
    em_analise: ['recebida'],
    enviada: ['recebida', 'em_analise'],
  },
  institution: {
    analise_instituicao: ['recebida', 'em_analise', 'enviada'],
    aprovada: UNDECIDED,
    recusada: UNDECIDED,
    contratada: ['aprovada'],
  },
  customer: { cancelada: UNDECIDED },
  // The system only writes the first status, when the request is stored.
  system: {},
};

/** Whether `author` may move a request from `from` to `to`. */
export function canChangeStatus(author: RequestAuthor, from: RequestStatus, to: RequestStatus): boolean {
  return TRANSITIONS[author][to]?.includes(from) ?? false;
}

/** The statuses `author` may set now, in the order of the request's life. */
export function nextStatuses(author: RequestAuthor, from: RequestStatus): RequestStatus[] {
  return REQUEST_STATUSES.filter((to) => canChangeStatus(author, from, to));
}

/** The customer may cancel while the institution has not decided. */
export const canCancel = (status: RequestStatus): boolean => canChangeStatus('customer', status, 'cancelada');

/** No change can follow these. */
export const isFinal = (status: RequestStatus): boolean =>
  REQUEST_AUTHORS.every((author) => nextStatuses(author, status).length === 0);

/** How long a note for the customer may be. */
export const STATUS_NOTE_MAX = 500;

/** Texts of the status calls and screens. */
export const REQUEST_STATUS_MESSAGES = {
  invalidStatus: 'Escolha um status válido.',
  notAllowed: 'Essa mudança de status não é permitida para esta solicitação.',
  notFound: 'Solicitação não encontrada.',
  noteTooLong: `A observação deve ter no máximo ${STATUS_NOTE_MAX} caracteres.`,
  badSignature: 'Assinatura inválida.',
  oldTimestamp: 'Evento expirado: o horário da assinatura tem mais de 5 minutos.',
  unknownPartner: 'Parceiro desconhecido.',
} as const;
