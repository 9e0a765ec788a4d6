/**
 * Every screen and modal a brand paints, as the brand review compares them and the brand preview
 * shows them: the one list. Each entry says who visits, where, what to do to reach it and what
 * shows once it is there, in plain data, so the review (Playwright) and the preview sheet (a
 * script in the sheet page) both run it.
 *
 * Screens that change the demo data (an order placed) come after those that read it: the review
 * runs the list in this order against a fresh server.
 */

/** Who is looking: a first visit shows the cookie banner; the others have a cookie choice stored. */
export type Visitor = 'first-visit' | 'visitor' | 'customer' | 'banker';

/** An element found as people find it: its role and accessible name, optionally inside a region. */
export interface Target {
  role: 'button' | 'link' | 'menuitem' | 'tab';
  name: string;
  /** The region it is in (the cookie banner, the footer, an open dialog by its name). */
  within?: { role: 'region' | 'contentinfo' | 'dialog'; name?: string };
}

/** The widths the review draws at. */
export type Width = 'phone' | 'desktop';

/**
 * One thing a visitor does after the page has settled; `only` at one width (on phones, the
 * header's entries are in the menu drawer and the store's actions in the floating button).
 */
export type Step = ({ click: Target } | { fill: { label: string; value: string } }) & { only?: Width };

/** What shows once the screen is ready: a heading, a text, a dialog by its name, or a marked element. */
export type Ready = { heading: string } | { text: string } | { dialog: string } | { selector: string };

export interface ReviewScreen {
  /** File name of its images and records, and its anchor in the report and the sheet. */
  id: string;
  /** What a brand manager calls it. */
  title: string;
  /** Address with `{pb}` for the store (the demo banker's, or the white-label company's). */
  path: string;
  visitor: Visitor;
  /** The white-label company's store instead of the demo banker's. */
  whiteLabel?: boolean;
  /** Entries of the tab's session storage before the page loads. */
  session?: Record<string, string>;
  steps?: Step[];
  ready: Ready;
  /** A modal or banner: the review takes the viewport, not the whole page. */
  overlay?: boolean;
  /** Only on brands of the office edition. */
  officeEditionOnly?: boolean;
  /** Drawn at one width only (the menu drawer is the phones' header). */
  only?: Width;
  /** Parts that change with the day the services run on (an offer's validity): hidden before drawing. */
  hide?: string[];
}

/** The demo banker's store and the white-label company's (services/db/seed). */
export const STORES = { banker: 'ana-souza', whiteLabel: 'carlos-lima' } as const;

/** The day the demo data is dated from and the browser's clock stands at (SEED_DATE). */
export const REVIEW_DAY = '2026-06-15';

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
const inLogin = { role: 'dialog', name: 'Entre na sua conta' } as const;

export const REVIEW_SCREENS: readonly ReviewScreen[] = [
  {
    id: 'home',
    title: 'Início',
    path: '/pb/{pb}',
    visitor: 'visitor',
    ready: { heading: 'Escolha o que você precisa' },
  },
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
    id: 'white-label-home',
    title: 'Início de uma loja de empresa (white-label)',
    path: '/pb/{pb}',
    whiteLabel: true,
    visitor: 'visitor',
    ready: { heading: 'Escolha o que você precisa' },
  },
  {
    id: 'group',
    title: 'Família: Empréstimos',
    path: '/pb/{pb}/emprestimos',
    visitor: 'visitor',
    ready: { text: 'Para você' },
  },
  {
    id: 'group-business',
    title: 'Família: Empréstimos para sua empresa',
    path: '/pb/{pb}/emprestimos/segment/pj',
    visitor: 'visitor',
    ready: { text: 'Para sua empresa' },
  },
  {
    id: 'group-cards',
    title: 'Família: Cartões de crédito',
    path: '/pb/{pb}/cartoes-de-credito',
    visitor: 'visitor',
    ready: { text: 'Para você' },
  },
  {
    id: 'product',
    title: 'Produto',
    path: '/pb/{pb}/emprestimos/1',
    visitor: 'visitor',
    ready: { heading: 'Outros clientes também compraram' },
  },
  {
    id: 'product-card',
    title: 'Produto: cartão',
    path: '/pb/{pb}/cartoes-de-credito/22',
    visitor: 'visitor',
    ready: { heading: 'Vantagens' },
  },
  {
    id: 'profile',
    title: 'Perfil',
    path: '/pb/{pb}/perfil',
    visitor: 'visitor',
    ready: { text: 'Quem sou eu' },
  },
  {
    id: 'qrcode',
    title: 'QR code: obrigado',
    path: '/pb/{pb}/qrcode?qrcode=sim&label=Conta%20Digital%20Lume',
    visitor: 'visitor',
    ready: { text: 'Obrigado!' },
  },
  {
    id: 'home-equity',
    title: 'Home equity',
    path: '/pb/{pb}/he/pilar-home-equity',
    visitor: 'visitor',
    // The page serves the product the request kept.
    session: { product: '55' },
    ready: { text: 'Quero solicitar uma cotação' },
  },
  {
    id: 'business-loan',
    title: 'Empréstimo empresarial',
    path: '/pb/{pb}/emprestimo-empresarial',
    visitor: 'visitor',
    ready: { text: 'Consultar CNPJ' },
  },
  {
    id: 'learn-more',
    title: 'Saiba mais',
    path: '/pb/{pb}/saiba-mais/pilar',
    visitor: 'visitor',
    ready: { selector: '[data-product-card="91"]' },
  },
  {
    id: 'consortium',
    title: 'Consórcio',
    path: '/pb/{pb}/consorcio',
    visitor: 'visitor',
    ready: { selector: '[data-consortium-product="121"]' },
  },
  {
    id: 'family-request',
    title: 'Pedido de família (financiamento)',
    path: '/pb/{pb}/financiamento/alicerce',
    // A visitor is asked for an e-mail first (the modal below); a customer sees the order form.
    visitor: 'customer',
    // The product the request kept: the real-estate financing of this brand of partner.
    session: { product: '97' },
    ready: { heading: 'Confirmação de dados' },
  },
  {
    id: 'real-estate-simulator',
    title: 'Simulador de financiamento imobiliário',
    // A request every partner bank's rules accept (68% of the property, 240 months, ample income).
    path: '/pb/{pb}/simulador/financiamento-imobiliario/97?real_estate_value=500000&financing_value=340000&term=240&real_estate_type=apartment&real_estate_address_state=RS&monthly_income=30000',
    visitor: 'visitor',
    ready: { text: 'Todos os bancos responderam.' },
    hide: ['[data-share-link]', '[data-offer-validity]'],
  },
  {
    id: 'consortium-simulator',
    title: 'Simulador de consórcio',
    path: '/pb/{pb}/simulador/consorcio/117?consortium_type=cars&value_type=term&value=1500',
    visitor: 'visitor',
    ready: { text: 'Carregar mais' },
    hide: ['[data-offer-validity]'],
  },
  {
    id: 'solicitation',
    title: 'Solicitação',
    path: '/pb/{pb}/solicitation/',
    visitor: 'visitor',
    ready: { text: 'Voltar para a loja' },
  },
  {
    id: 'about-offices',
    title: 'Sobre os escritórios',
    path: '/pb/{pb}/sobre-escritorios',
    visitor: 'visitor',
    ready: { heading: 'Sobre os escritórios' },
    officeEditionOnly: true,
  },
  {
    id: 'error',
    title: 'Página de erro',
    path: '/404',
    visitor: 'visitor',
    ready: { text: 'Algo de errado não está certo.' },
  },
  {
    id: 'blocked',
    title: 'Loja bloqueada',
    path: '/lojabloqueada',
    visitor: 'visitor',
    ready: { text: 'Esta loja foi desabilitada temporariamente ou não está disponível!' },
  },
  {
    id: 'analytics',
    title: 'Analytics (assessor)',
    path: '/pb/{pb}/analytics',
    visitor: 'banker',
    ready: { text: 'Procurar por cliente' },
  },
  {
    id: 'my-requests',
    title: 'Minhas solicitações',
    path: '/pb/{pb}/minhas-solicitacoes',
    visitor: 'customer',
    // The requests, not the heading drawn before them.
    ready: { selector: 'main article' },
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
    steps: [menuOnPhones, login, { click: { role: 'button', name: 'Criar nova conta', within: inLogin } }],
    ready: { dialog: 'Criar sua conta' },
    overlay: true,
  },
  {
    id: 'forgot-password',
    title: 'Esqueceu a senha',
    path: '/pb/{pb}',
    visitor: 'visitor',
    steps: [
      menuOnPhones,
      login,
      { click: { role: 'button', name: 'Esqueceu a sua senha?', within: inLogin } },
    ],
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
];

/** The screens of a brand: the office edition's own page only where the brand has it. */
export function screensOf(brand: { officeEdition: boolean }): ReviewScreen[] {
  return REVIEW_SCREENS.filter((screen) => !screen.officeEditionOnly || brand.officeEdition);
}

/** The address of a screen on the demo data. */
export function addressOf(screen: ReviewScreen): string {
  return screen.path.replace('{pb}', screen.whiteLabel ? STORES.whiteLabel : STORES.banker);
}
