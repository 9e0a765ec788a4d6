/**
 * Messages that both ends use: the services answer them, and the storefront's contracts and rules
 * read them (docs/validation-and-errors.md#error-catalogue). Plain strings with no imports, so a
 * page that reads one ships nothing else with it.
 */
export const SHARED_MSG = {
  unauthenticated: 'As credenciais de autenticação não foram fornecidas.',
  forbidden: 'Você não tem permissão para executar essa ação.',
  productNotFound: 'Produto não encontrado.',
  cpfInvalid: 'CPF informado não é válido.',
} as const;
