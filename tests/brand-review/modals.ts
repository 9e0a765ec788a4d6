import { DIRECT_ORDER_PRODUCT, INVITED_ACCOUNT } from './review-data.ts';
import type { ReviewScreen, Step } from './screen-types.ts';

/**
 * The modals and banners a brand paints (spec §2.11), each reached as a visitor reaches it. None
 * changes the demo data others read (the review draws them in parallel on one server): the demo
 * customer's order modal is drawn up to its scheduling step, before the order is sent; an order
 * that is sent is an account's of its own, at the white-label company's store (the demo banker's
 * analytics counts her orders and customers); each invitation's screen has an invitation of its
 * own (setups.ts). A message shown for seconds only is drawn with the clock stopped (`transient`).
 */

const menuOnPhones: Step = { click: { role: 'button', name: 'Abrir menu' }, only: 'phone' };
const actionsOnPhones: Step = { click: { role: 'button', name: 'Abrir ações' }, only: 'phone' };
const login: Step = { click: { role: 'button', name: 'Entrar' } };
/** An entry of the account menu: a menu item on desktops, a button of the drawer on phones. */
const accountEntry = (user: string, name: string): Step[] => [
  menuOnPhones,
  { click: { role: 'button', name: user }, only: 'desktop' },
  { click: { role: 'menuitem', name }, only: 'desktop' },
  { click: { role: 'button', name }, only: 'phone' },
];
/** A button of the dialog of that name. */
const clickIn = (dialog: string, name: string): Step => ({
  click: { role: 'button', name, within: { role: 'dialog', name: dialog } },
});

/** The order modal of a business app account (406): its first step filled in and sent. */
const orderOfBusinessApp: Step[] = [
  { click: { role: 'button', name: 'Solicitar agora' } },
  { fill: { label: 'Celular', value: '(51) 99876-5432' } },
  { check: 'Li e aceito' },
  { check: 'Autorizo o compartilhamento' },
  clickIn('Confirmação de dados', 'Continuar'),
];
/** The invited account logs in from the invitation's 'Olá!' (its password, or the one its setup gives). */
const logInFromInvitation = (password: string): Step[] => [
  { fill: { label: 'Senha', value: password } },
  clickIn('Olá!', 'Entrar'),
];
const invitedLogIn = logInFromInvitation(INVITED_ACCOUNT.password);
/** An order its partner takes at once, by an account of the screen's own (setups.ts): boxes ticked, 'Continuar'. */
const orderOfDirectProduct: Step[] = [
  { click: { role: 'button', name: 'Solicitar agora' } },
  { check: 'Li e aceito' },
  { check: 'Autorizo o compartilhamento' },
  clickIn('Confirmação de dados', 'Continuar'),
];
const directOrderPath = `/pb/{pb}/${DIRECT_ORDER_PRODUCT.family}/${DIRECT_ORDER_PRODUCT.id}`;
/** Its second step: the company's name and CNPJ. */
const companyOfBusinessApp: Step[] = [
  { fill: { label: 'Nome da empresa', value: 'Padaria Boa Massa Ltda' } },
  { fill: { label: 'CNPJ', value: '11222333000181' } },
  clickIn('Confirmação de dados', 'Continuar'),
];

export const REVIEW_MODALS: readonly ReviewScreen[] = [
  {
    id: 'cookie-banner',
    title: 'Início, primeira visita (aviso de cookies)',
    path: '/pb/{pb}',
    visitor: 'first-visit',
    ready: { text: 'Aceitar todos' },
    overlay: true,
  },
  {
    id: 'cookie-preferences',
    title: 'Preferências de cookies',
    path: '/pb/{pb}',
    visitor: 'first-visit',
    steps: [{ click: { role: 'button', name: 'Personalizar' } }],
    ready: { dialog: 'Preferências de cookies' },
    overlay: true,
  },
  {
    id: 'login',
    title: 'Entrar',
    path: '/pb/{pb}',
    visitor: 'visitor',
    steps: [menuOnPhones, login],
    ready: { dialog: 'Entre na sua conta' },
    overlay: true,
  },
  {
    id: 'sign-up',
    title: 'Criar sua conta',
    path: '/pb/{pb}',
    visitor: 'visitor',
    steps: [menuOnPhones, login, clickIn('Entre na sua conta', 'Criar nova conta')],
    ready: { dialog: 'Criar sua conta' },
    overlay: true,
  },
  {
    id: 'forgot-password',
    title: 'Esqueceu a senha',
    path: '/pb/{pb}',
    visitor: 'visitor',
    steps: [menuOnPhones, login, clickIn('Entre na sua conta', 'Esqueceu a sua senha?')],
    ready: { dialog: 'Redefinição de senha' },
    overlay: true,
  },
  {
    id: 'share',
    title: 'Compartilhar',
    path: '/pb/{pb}',
    visitor: 'visitor',
    steps: [actionsOnPhones, { click: { role: 'button', name: 'Compartilhar' } }],
    ready: { dialog: 'Compartilhar' },
    overlay: true,
  },
  {
    id: 'cookie-policy',
    title: 'Política de cookies',
    path: '/pb/{pb}',
    visitor: 'first-visit',
    steps: [{ click: { role: 'button', name: 'Política de Cookies' } }],
    ready: { dialog: 'Política de Cookies' },
    overlay: true,
  },
  {
    id: 'set-password',
    title: 'Cadastre sua senha (link de senha)',
    path: '/pb/{pb}?q=token-do-link',
    visitor: 'visitor',
    ready: { dialog: 'Cadastre sua senha' },
    overlay: true,
  },
  {
    id: 'invitation-not-found',
    title: 'Convite não encontrado',
    path: '/pb/{pb}/convite/?id=00000000-0000-4000-8000-000000000000',
    visitor: 'visitor',
    ready: { text: 'Ops... algo deu errado' },
    overlay: true,
  },
  {
    id: 'check-email',
    title: 'Solicitação de produto (e-mail)',
    path: '/pb/{pb}/emprestimos/1',
    visitor: 'visitor',
    steps: [{ click: { role: 'button', name: 'Solicitar agora' } }],
    ready: { dialog: 'Solicitação de Produto' },
    overlay: true,
  },
  {
    id: 'menu',
    title: 'Menu (celular)',
    path: '/pb/{pb}',
    visitor: 'customer',
    steps: [menuOnPhones],
    ready: { dialog: 'Menu' },
    overlay: true,
    only: 'phone',
  },
  {
    id: 'account-menu',
    title: 'Menu da conta',
    path: '/pb/{pb}',
    visitor: 'customer',
    steps: [{ click: { role: 'button', name: 'João Pedro da Silva' } }],
    ready: { text: 'Minhas solicitações' },
    overlay: true,
    only: 'desktop',
  },
  {
    id: 'my-data',
    title: 'Meus dados',
    path: '/pb/{pb}',
    visitor: 'customer',
    steps: accountEntry('João Pedro da Silva', 'Meus dados'),
    ready: { dialog: 'Meus dados' },
    overlay: true,
  },
  {
    id: 'edit-user',
    title: 'Dados cadastrais',
    path: '/pb/{pb}',
    // Customers have no registration data to edit: the banker has.
    visitor: 'banker',
    steps: accountEntry('Ana Souza', 'Dados Cadastrais'),
    ready: { dialog: 'Dados Cadastrais' },
    overlay: true,
  },
  {
    id: 'order-confirmation',
    title: 'Pedido: confirmação de dados',
    path: '/pb/{pb}/emprestimos/1',
    visitor: 'customer',
    steps: [{ click: { role: 'button', name: 'Solicitar agora' } }],
    ready: { heading: 'Confirmação de dados' },
  },
  {
    id: 'edit-user-email',
    title: 'Dados cadastrais: confirmação da troca de e-mail',
    path: '/pb/{pb}',
    visitor: 'banker',
    steps: [
      ...accountEntry('Ana Souza', 'Dados Cadastrais'),
      // Nothing is saved before 'Confirmar'.
      { fill: { label: 'E-mail', value: 'ana.souza.nova@exemplo.com.br' } },
      clickIn('Dados Cadastrais', 'Salvar'),
    ],
    ready: { dialog: 'Confirmação' },
    overlay: true,
  },
  {
    id: 'qr-code-modal',
    title: 'Pedido: baixe o aplicativo (código QR)',
    // The digital account product whose request is its app (spec 4.5: id 6).
    path: '/pb/{pb}/contas-digitais/6',
    visitor: 'customer',
    steps: [{ click: { role: 'button', name: 'Solicitar agora' } }],
    ready: { dialog: 'Baixe o aplicativo' },
    overlay: true,
  },
  {
    id: 'order-extra',
    title: 'Pedido: dados complementares (empresa)',
    path: '/pb/{pb}/contas-digitais/406',
    visitor: 'customer',
    steps: orderOfBusinessApp,
    ready: { selector: 'form[aria-label="Dados complementares"]' },
    overlay: true,
  },
  {
    id: 'order-scheduling',
    title: 'Pedido: agendamento de contato',
    path: '/pb/{pb}/contas-digitais/406',
    visitor: 'customer',
    steps: [...orderOfBusinessApp, ...companyOfBusinessApp],
    ready: { dialog: 'Agendamento de contato' },
    overlay: true,
  },
  {
    id: 'report-solicitation',
    title: 'Convite: não fui eu',
    path: '/pb/{pb}/report-invite/?id={invite}',
    visitor: 'visitor',
    setup: 'invitation-to-new-address',
    ready: { dialog: 'Desculpe-nos pelo engano!' },
    overlay: true,
  },
  {
    id: 'invited-sign-up',
    title: 'Convite: crie sua conta',
    path: '/pb/{pb}/convite/?id={invite}&user=false',
    visitor: 'visitor',
    setup: 'invitation-to-new-address',
    ready: { text: 'Para continuar, crie sua conta' },
    overlay: true,
  },
  {
    id: 'invited-login',
    title: 'Convite: entre na sua conta',
    path: '/pb/{pb}/convite/?id={invite}&user=true',
    visitor: 'visitor',
    setup: 'invitation-to-account',
    ready: { dialog: 'Olá!' },
    overlay: true,
  },
  {
    id: 'authorization',
    title: 'Convite: autorização',
    path: '/pb/{pb}/convite/?id={invite}&user=true',
    visitor: 'visitor',
    setup: 'invitation-to-account',
    steps: invitedLogIn,
    ready: { dialog: 'Confirmação' },
    overlay: true,
  },
  {
    id: 'authorization-confirmed',
    title: 'Convite: autorizado',
    path: '/pb/{pb}/convite/?id={invite}&user=true',
    visitor: 'visitor',
    setup: 'invitation-to-account',
    // The answer names the brand's banker title: 'Deixar meu Assessor preencher'.
    steps: [...invitedLogIn, { click: { role: 'button', name: 'Deixar meu', prefix: true } }],
    ready: { dialog: 'Confirmado!' },
    overlay: true,
  },
  {
    id: 'require-birthday',
    title: 'Convite: data de nascimento pedida',
    path: '/pb/{pb}/convite/?id={invite}&user=true',
    visitor: 'visitor',
    // The demo account without a birthday on record (services/db/demo/demo.ts).
    setup: 'invitation-to-account-without-birthday',
    steps: logInFromInvitation('{password}'),
    ready: { dialog: 'Ação necessária' },
    overlay: true,
  },
  {
    id: 'order-sent',
    title: 'Pedido: solicitação enviada',
    path: directOrderPath,
    whiteLabel: true,
    visitor: 'new-customer',
    setup: 'account-of-company-store',
    steps: orderOfDirectProduct,
    ready: { heading: 'Solicitação enviada!' },
    overlay: true,
  },
  {
    id: 'order-too-fast',
    title: 'Pedido repetido: rápido demais',
    path: directOrderPath,
    whiteLabel: true,
    visitor: 'new-customer',
    // Its account ordered the product a moment ago: the services refuse the same order within their
    // repeat window (minutes, on their own clock, whatever day the browser's clock shows).
    setup: 'account-that-ordered',
    steps: orderOfDirectProduct,
    ready: { dialog: 'Rápido demais, relaxe!' },
    overlay: true,
  },
  {
    id: 'solicitation-sent',
    title: 'Convite revisado: solicitação confirmada',
    // The confirmation link mailed for an invitation the banker filled in (setups.ts).
    path: '{confirm}',
    visitor: 'visitor',
    setup: 'invitation-to-confirm',
    ready: { dialog: 'Solicitação enviada!' },
    overlay: true,
  },
  {
    id: 'solicitation-already-confirmed',
    title: 'Convite revisado: já confirmada',
    path: '{confirm}',
    visitor: 'visitor',
    setup: 'invitation-confirmed',
    ready: { dialog: 'Sua solicitação já foi enviada!' },
    overlay: true,
  },
  {
    id: 'solicitation-error',
    title: 'Solicitação: erro reportado',
    // The review link of the account's invitation, confirmed already: the services refuse the update.
    path: '{review}',
    visitor: 'new-customer',
    setup: 'account-with-confirmed-review',
    steps: [
      // As the money fields show them ('R$', a no-break space, the amount): typed, they stay so.
      { fill: { label: 'Renda mensal', value: 'R$\u00a05.000,00' } },
      { fill: { label: 'Valor desejado', value: 'R$\u00a020.000,00' } },
      { check: 'Autorizo o uso dos meus dados' },
      { click: { role: 'button', name: 'Enviar solicitação' } },
    ],
    ready: { dialog: 'Erro reportado!' },
    overlay: true,
  },
  {
    id: 'account-created',
    title: 'Cadastrado com sucesso',
    // The link that sets a new account's password (`newuser`: the account was just made).
    path: '/pb/{pb}?newuser&q={token}',
    visitor: 'visitor',
    setup: 'account-to-set-password',
    steps: [
      { fill: { label: 'Nova senha', value: INVITED_ACCOUNT.password } },
      { fill: { label: 'Confirme a nova senha', value: INVITED_ACCOUNT.password } },
      clickIn('Cadastre sua senha', 'Salvar senha'),
    ],
    ready: { dialog: 'Cadastrado com sucesso!' },
    overlay: true,
    transient: true,
  },
  {
    id: 'snackbar',
    title: 'Aviso: código reenviado',
    path: '/pb/{pb}',
    visitor: 'visitor',
    setup: 'account-of-company-store',
    steps: [
      menuOnPhones,
      login,
      clickIn('Entre na sua conta', 'Esqueceu a sua senha?'),
      { fill: { label: 'E-mail', value: '{email}' } },
      clickIn('Redefinição de senha', 'Continuar'),
      clickIn('Código de verificação', 'Reenviar código'),
    ],
    ready: { text: 'Enviamos um novo código para o seu e-mail.' },
    overlay: true,
    transient: true,
  },
];
