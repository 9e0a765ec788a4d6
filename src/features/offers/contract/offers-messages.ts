/**
 * Every pt-BR text of 'Ofertas para você' that the services answer and the pages show (docs/offers.md).
 * Plain strings, so a page that reads one ships nothing else with it.
 */
import { OFFERS_ENTRY_TEXTS } from './offers-entry.ts';

/** The form's field labels. */
export const OFFER_FIELD_LABELS = {
  amount: 'Valor desejado',
  term: 'Prazo (meses)',
  monthly_income: 'Renda mensal',
  other_instalments: 'Outras parcelas que você já paga por mês',
  purpose: 'Finalidade (opcional)',
  consent: 'Autorizo uma consulta ao meu CPF nos birôs de crédito para ver as minhas ofertas.',
} as const;

export const OFFER_TEXTS = {
  ...OFFERS_ENTRY_TEXTS,
  requestOffer: 'Quero esta oferta',
  bestMark: 'Menor CET',
  /** Our own text: what the consent box says under its label, before 'Saiba mais na política de privacidade.'. */
  consentNote: 'A consulta não diminui o seu score.',
  /** Our own text: what the page is, under its title. */
  intro:
    'Veja as ofertas de crédito pessoal que os parceiros desta loja fariam para você, com uma única consulta ao seu CPF.',
  /** Our own text: a visitor is asked to log in first. */
  logIn: 'Entre na sua conta ou crie uma para ver as suas ofertas.',
  /** Our own text: after an offer is requested, where to follow it. */
  followRequest: 'Acompanhe em Minhas solicitações',
  /** Our own text: the request is with the banker. */
  requested: 'Oferta enviada ao seu Personal Banker.',
  /** Our own text: every partner declined; the page offers the banker's WhatsApp beside it. */
  allDeclined:
    'Nenhum parceiro aprovou uma oferta com esses valores agora. Veja os motivos abaixo ou fale com o seu Personal Banker pelo WhatsApp.',
  /** Our own text: the consent was withdrawn. */
  consentWithdrawn: 'Consentimento retirado. Apagamos o seu perfil consultado e as ofertas não solicitadas.',
} as const;

/** What an entry of a partner is. */
export const OFFER_STATUS_LABELS = {
  offer: 'Oferta',
  recusada: 'recusada',
  indisponivel: 'indisponível no momento',
} as const;

/** 'Oferta válida até dd/mm/aaaa' with the date already in dd/mm/aaaa. */
export function validUntilText(brDate: string): string {
  return `Oferta válida até ${brDate}`;
}

/** The line that says why an offer fits: 'parcela de 18% da sua renda'. */
export function fitText(sharePercent: number): string {
  return `parcela de ${sharePercent}% da sua renda`;
}

/** Why a partner declined, in plain pt-BR (the partner's own figures in it). */
export const DECLINE_REASONS = {
  commitment: (maxPercent: number) => `renda comprometida acima de ${maxPercent}%`,
  score: 'score abaixo do mínimo deste parceiro',
  amount: (min: string, max: string) => `valor fora dos limites deste parceiro (de ${min} a ${max})`,
  term: (min: number, max: number) => `prazo fora dos limites deste parceiro (de ${min} a ${max} meses)`,
} as const;

/** The elements of the CET as the card and the banker's mail name them. */
export const CET_COMPONENT_LABELS = {
  valor_liberado: 'Valor liberado',
  juros: 'Juros',
  iof: 'IOF',
  tarifa: 'Tarifa',
} as const;

export const OFFER_MESSAGES = {
  bureausUnavailable: 'Não conseguimos consultar o seu perfil agora. Tente de novo em alguns minutos.',
  /** Our own text: asking for offers without ticking the consent box. */
  consentRequired: 'Para ver as suas ofertas, autorize a consulta ao seu CPF.',
  /** Our own text: the account has no CPF yet (the page opens the profile's CPF rule). */
  cpfRequired: 'Informe o seu CPF no seu cadastro para ver as suas ofertas.',
  /** Our own text: re-pricing without a look-up made today. */
  noLookupToday: 'Não há consulta de hoje para recalcular. Peça as suas ofertas de novo.',
  /** Our own text: the same look-up is still being made (a second click). */
  lookupInProgress: 'Já estamos consultando o seu perfil. Veja as suas ofertas em instantes.',
  /** Our own text: an offer id this customer does not have in this store (another customer's included). */
  offerNotFound: 'Oferta não encontrada na sua conta.',
  /** Our own text: past 'Oferta válida até'. */
  offerExpired: 'Esta oferta expirou. Peça as suas ofertas de novo para ver os valores de hoje.',
  /** Our own text: a declined or unavailable entry asked for. */
  notAnOffer: 'Este parceiro não fez uma oferta. Escolha uma das ofertas da lista.',
  /** Our own text: figures sent that differ from the stored offer's. */
  figuresChanged: 'Os valores não conferem com os da oferta. Atualize a página e confira a oferta de novo.',
  /** Our own text: the store named is no banker's store. */
  storeNotFound: 'Loja não encontrada.',
  /** Our own text: the products the offers cover are not in this store. */
  noPartners: 'Esta loja ainda não tem parceiros de crédito pessoal para ofertas.',
  /** Our own text: a purpose that is not one of the list's. */
  purpose: 'Escolha uma das finalidades da lista.',
  /** Our own text: the daily look-up limit reached (shown under 'Rápido demais, relaxe!'). */
  lookupLimit:
    'Você já consultou o seu perfil muitas vezes hoje. Tente de novo amanhã ou fale com o seu Personal Banker.',
  /** Our own text: the same offer is being sent (a second click). */
  requestInProgress: 'Já estamos enviando esta oferta ao seu Personal Banker.',
  /** Our own text: the right to pay off early (CDC art. 52 §2), on the card and in the banker's mail. */
  earlyPayoff:
    'Você pode quitar esta dívida antes do prazo, no todo ou em parte, com redução proporcional dos juros e demais acréscimos.',
  /** Our own text: withdrawing a consent never given in this store. */
  nothingToWithdraw: 'Não há consulta guardada nesta loja.',
} as const;

/**
 * Our own texts: why a look-up is refused before any bureau is asked for the score (only the
 * customer's own, proven CPF is looked up: docs/offers.md#the-look-up), each with its way forward.
 */
export const IDENTITY_MESSAGES = {
  /** The account's e-mail was never confirmed with the code mailed to it (the page offers to confirm it). */
  emailUnconfirmed:
    'Confirme o seu e-mail para ver as suas ofertas: só consultamos o CPF de uma conta com o e-mail confirmado.',
  /** The account has no birth date, which the bureaus' identity check needs (the page opens the account's data). */
  birthdayRequired: 'Informe a sua data de nascimento no seu cadastro para ver as suas ofertas.',
  /** The bureau's holder of the CPF is not the account's name and birth date (the page opens the account's data). */
  identityMismatch:
    'O nome e a data de nascimento do seu cadastro não conferem com os do titular deste CPF. Corrija os seus dados ou fale com o seu Personal Banker.',
  /** Too many identity checks today (shown under 'Rápido demais, relaxe!'). */
  identityCheckLimit:
    'Você já conferiu os seus dados muitas vezes hoje. Tente de novo amanhã ou fale com o seu Personal Banker.',
} as const;

/** The offers page's words for every refusal of a CPF not yet proven (services/simulators/profiles/identity.ts). */
export const OFFERS_IDENTITY_WORDS = {
  ...IDENTITY_MESSAGES,
  cpfRequired: OFFER_MESSAGES.cpfRequired,
} as const;

/** Our own texts: the way forward a refusal offers, as its button says it. */
export const IDENTITY_WAYS = {
  confirmEmail: 'Confirmar meu e-mail',
  correctData: 'Corrigir meus dados',
  talkToBanker: 'Falar com o seu Personal Banker',
} as const;

/** The consent the look-up asks, as the records keep it: the wording's version and what it is for. */
export const OFFERS_CONSENT = {
  /** A new wording of the consent box gets a new version. */
  version: '2026-12-01',
  /** The purpose of the processing, apart from the purpose of the loan the customer picks. */
  processingPurpose: 'ofertas de crédito pessoal nesta loja',
} as const;
