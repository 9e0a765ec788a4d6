/** Texts of the invitation, authorization and solicitation screens (docs/routes-and-guards.md#modals, docs/invitations.md#invitation-and-authorization, docs/invitations.md#solicitation, docs/validation-and-errors.md#error-catalogue). */
export const INVITATION_TITLES = {
  authorization: 'Confirmação',
  authorized: 'Confirmado!',
  report: 'Desculpe-nos pelo engano!',
  alreadyConfirmed: 'Sua solicitação já foi enviada!',
  sent: 'Solicitação enviada!',
  errorReported: 'Erro reportado!',
} as const;

export const INVITATION_TEXT = {
  authorizationQuestion: (occupation: string, name: string) =>
    `${name}, seu ${occupation}, pode preencher a solicitação por você. Como prefere continuar?`,
  fillMyself: 'Prefiro preencher eu mesmo',
  letBankerFill: (occupation: string) => `Deixar meu ${occupation} preencher`,
  authorizedText: (occupation: string) =>
    `Pronto! Seu ${occupation} vai preencher a solicitação e falar com você por estes contatos:`,
  authorizationFailed: 'Houve um erro',
  reportText: (occupation: string) =>
    `Avisamos o seu ${occupation}. Se preferir, você pode continuar a receber os e-mails desta solicitação.`,
  close: 'Fechar',
  keepEmails: 'Continuar a receber e-mails',
  alreadyConfirmedText: (occupation: string) =>
    `Seu ${occupation} já recebeu a sua confirmação e entrará em contato.`,
  sentText: (occupation: string) => `Sua solicitação foi enviada ao seu ${occupation}.`,
  sentReviewedText: 'As opções serão enviadas para o seu e-mail.',
  errorReportedText: (occupation: string) =>
    `Entre em contato com seu ${occupation} para corrigir o erro e continuar.`,
} as const;
