/** pt-BR texts of the error catalogue (spec §8) and how long each stays on screen. */
export const ERROR_TEXTS = {
  login: 'Usuário ou senha incorreto.',
  loginAlreadyRegistered: 'E-mail ou CPF já cadastrado, acesse sua conta ou recupera sua senha.',
  emailNotRegistered: 'E-mail não cadastrado.',
  invalidEmail: 'E-mail informado não é válido.',
  invalidEmailProvider: 'Provedor do serviço de e-mail não é válido.',
  badCode: 'Este código não funcionou. Verifique o código e tente novamente.',
  setPassword: 'Por favor tente novamente.',
  invalidCpf: 'CPF informado não é válido.',
  cnpjTaken: 'Cnpj já cadastrado',
  genericTitle: 'Oops…algo deu errado!',
  genericText: 'Por favor, tente de novo.',
  tooFastTitle: 'Rápido demais, relaxe!',
  tooFastText: 'Você solicitou esse produto recentemente, aguarde alguns minutos antes de tentar novamente.',
  tooFastServer: 'Multiplas requisições rejeitadas.',
  authorizationToggle: 'Houve um erro.',
  solicitationAuthorization: 'Houve um erro',
  bankerNotFoundTitle: 'Ops... algo deu errado',
  productNotFound: 'Produto não encontrado.',
  companyCheckUnavailable:
    'Desculpe, não é possível prosseguir porque a validação do CNPJ feita pela Receita Federal e/ou Quod estão indisponíveis no momento. Por favor, tente mais tarde.',
  companyCheckUnexpected: 'Ocorrou um erro inesperado. Por favor, tente mais tarde.',
  companyNotAvailable: 'Este CNPJ não está disponível. Por favor, convide outra empresa.',
  missingCity: 'Cidade não definida.',
} as const;

/** How long messages stay (spec §9). */
export const MESSAGE_MS = 3000;
export const CPF_MESSAGE_MS = 5000;
export const PRODUCT_ERROR_MS = 3000;
export const ACCOUNT_CREATED_MS = 2000;

/** Banker-not-found text with the store's occupation wording. */
export function bankerNotFoundText(occupation: string): string {
  return `Entre em contato com seu ${occupation} para mais informações.`;
}
