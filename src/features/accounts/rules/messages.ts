import { SHARED_MSG } from '../../../core/contract/shared-messages.ts';

/** Messages of the account flows (docs/routes-and-guards.md#modals, docs/validation-and-errors.md#error-catalogue) and how long they stay (docs/validation-and-errors.md#constants-and-limits). */
export const ACCOUNT_MSG = {
  loginFailed: 'Usuário ou senha incorreto.',
  emailOrCpfTaken: 'E-mail ou CPF já cadastrado, acesse sua conta ou recupera sua senha.',
  emailNotRegistered: 'E-mail não cadastrado.',
  emailInvalid: 'E-mail informado não é válido.',
  emailProvider: 'Provedor do serviço de e-mail não é válido.',
  codeFailed: 'Este código não funcionou. Verifique o código e tente novamente.',
  setPasswordFailed: 'Por favor tente novamente.',
  cpfInvalid: SHARED_MSG.cpfInvalid,
  authorizationFailed: 'Houve um erro.',
  errorTitle: 'Oops…algo deu errado!',
  errorRetry: 'Por favor, tente de novo.',
  accountCreated: 'Cadastrado com sucesso!',
  loggingIn: 'Aguarde, estamos logando você.',
  confirmEmailChange: 'Ao alterar o e-mail sera necessário que faça o login novamente.',
} as const;

/** Titles of the account modals (docs/routes-and-guards.md#modals). */
export const ACCOUNT_TITLES = {
  logIn: 'Entre na sua conta',
  logInAuthorization: 'Olá!',
  newAccount: 'Criar sua conta',
  newAccountInvited: 'Olá!',
  newAccountInvitedSubtitle: 'Para continuar, crie sua conta',
  checkEmailRequest: 'Solicitação de Produto',
  checkEmailForgot: 'Redefinição de senha',
  forgotReset: 'Redefinição da senha',
  forgotForced: 'Cadastre sua senha',
  editUser: 'Dados Cadastrais',
  requireBirthday: 'Ação necessária',
} as const;

/** The e-mail check's words (docs/routes-and-guards.md#modals), as the live dialog and the one drawn with the product page show them. */
export const CHECK_EMAIL_TEXTS = {
  prompt: 'Informe o seu e-mail para continuar.',
  forgotPrompt: 'Informe o e-mail da sua conta para receber um código de verificação.',
  label: 'E-mail',
  submit: 'Continuar',
  member: 'Já é membro? Entrar',
} as const;
