import type { ReviewScreen, Step } from './screen-types.ts';

/** The offers form filled in (money as the fields show it: 'R$', a no-break space, the amount) and sent. */
function askOffers(amount: string, term: string, income: string): Step[] {
  return [
    { fill: { label: 'Valor desejado', value: `R$\u00a0${amount}` } },
    { fill: { label: 'Prazo (meses)', value: term } },
    { fill: { label: 'Renda mensal', value: `R$\u00a0${income}` } },
    { check: 'Autorizo uma consulta ao meu CPF' },
    { click: { role: 'button', name: 'Ver minhas ofertas' } },
  ];
}

/** The pages of a store and of the route table a brand paints, as a visitor first sees them. */
export const REVIEW_PAGES: readonly ReviewScreen[] = [
  {
    id: 'home',
    title: 'Início',
    path: '/pb/{pb}',
    visitor: 'visitor',
    ready: { heading: 'Escolha o que você precisa' },
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
    id: 'desk',
    title: "Analytics: 'Solicitações', o pipeline do assessor (os pedidos do João)",
    path: '/pb/{pb}/analytics',
    visitor: 'banker',
    // The demo customer's requests only: other screens' invitations reach the banker's store too.
    steps: [
      { click: { role: 'tab', name: 'Solicitações' } },
      { fill: { label: 'Procurar por cliente (nome ou e-mail)', value: 'joao.silva@exemplo.com.br' } },
      { click: { role: 'tab', name: 'Solicitações' } },
    ],
    // The six demo orders of João, all 'Recebida': the search has been applied.
    ready: { heading: 'Recebida (6)' },
  },
  {
    id: 'desk-request',
    title: 'Analytics: uma solicitação aberta no pipeline (o link do aviso)',
    path: '/pb/{pb}/analytics?solicitacao=order-1',
    visitor: 'banker',
    overlay: true,
    // Full-screen on a phone; on a desktop the store's whole pipeline behind it changes with the
    // invitations other screens make.
    only: 'phone',
    ready: { selector: '[role="dialog"] section[aria-label="Falar com o cliente"]' },
  },
  {
    id: 'funnel',
    title: "Analytics: 'Funil', o que a loja trouxe (as contagens da loja de demonstração)",
    path: '/pb/{pb}/analytics',
    visitor: 'banker',
    // A period before the review's moment: the demo store's counts and orders only (the visits
    // other screens make fall on the moment's own day).
    steps: [
      { click: { role: 'tab', name: 'Funil' } },
      { fill: { label: 'De', value: '2026-05-01' } },
      { fill: { label: 'Até', value: '2026-06-14' } },
    ],
    ready: { selector: '[aria-busy="false"] ol[aria-label="Etapas do funil"]' },
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
    id: 'offers-form',
    title: 'Ofertas para você: o formulário',
    path: '/pb/{pb}/ofertas',
    visitor: 'new-customer',
    setup: 'account-of-banker-store',
    ready: { selector: 'form[aria-label="Ofertas para você"]' },
  },
  {
    id: 'offers',
    title: 'Ofertas para você: as ofertas',
    path: '/pb/{pb}/ofertas',
    visitor: 'new-customer',
    setup: 'account-of-banker-store',
    steps: askOffers('5.000,00', '24', '15.000,00'),
    ready: { selector: 'article[aria-label^="Oferta de"]' },
  },
  {
    id: 'offers-details',
    title: "Ofertas para você: as ofertas, a primeira com 'Detalhes da oferta' aberto",
    path: '/pb/{pb}/ofertas',
    visitor: 'new-customer',
    setup: 'account-of-banker-store',
    steps: [
      ...askOffers('5.000,00', '24', '15.000,00'),
      { click: { role: 'button', name: 'Detalhes da oferta' } },
    ],
    ready: { selector: 'article[aria-label^="Oferta de"] button[aria-expanded="true"]' },
  },
  {
    id: 'offers-all-declined',
    title: 'Ofertas para você: todos os parceiros recusaram',
    path: '/pb/{pb}/ofertas',
    visitor: 'new-customer',
    setup: 'account-of-banker-store',
    steps: askOffers('150.000,00', '96', '1.000,00'),
    // The note names the brand's banker title: the partners' own lines are the same on every brand.
    ready: { text: 'recusada' },
  },
  {
    id: 'offers-bureaus-down',
    title: 'Ofertas para você: birôs indisponíveis',
    path: '/pb/{pb}/ofertas',
    visitor: 'new-customer',
    setup: 'account-with-bureaus-down',
    steps: askOffers('5.000,00', '24', '15.000,00'),
    ready: { text: 'Não conseguimos consultar o seu perfil agora. Tente de novo em alguns minutos.' },
  },
];
