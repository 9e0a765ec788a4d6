import type { ExtraField, ProductType } from '../db/schema/catalog.ts';
import { productFacts } from './product-facts.ts';
import type { ProductSeed } from './product-seed.ts';

export type { ProductSeed };

/** The ten families of docs/README.md#the-product; investments is the coming-soon one. Id 3 is the family one brand renames. */
export const GROUPS = [
  {
    id: 1,
    name: 'Empréstimos',
    slug: 'emprestimos',
    subTitle: 'Crédito pessoal e empresarial com as melhores taxas',
  },
  {
    id: 2,
    name: 'Home Equity',
    slug: 'home-equity',
    subTitle: 'Crédito com garantia de imóvel, em até 240x',
  },
  {
    id: 3,
    name: 'Financiamento',
    slug: 'financiamentos',
    subTitle: 'Imóveis e veículos com parcelas que cabem no bolso',
  },
  { id: 4, name: 'Consórcio', slug: 'consorcios', subTitle: 'Planeje a compra do seu bem sem juros' },
  {
    id: 5,
    name: 'Cartões de Crédito',
    slug: 'cartoes-de-credito',
    subTitle: 'Cartões com benefícios para o seu dia a dia',
  },
  {
    id: 6,
    name: 'Seguros',
    slug: 'seguros-e-protecao',
    subTitle: 'Proteção para você, sua família e seus bens',
  },
  {
    id: 7,
    name: 'Previdência',
    slug: 'previdencia-privada',
    subTitle: 'Prepare o seu futuro com tranquilidade',
  },
  { id: 8, name: 'Benefícios', slug: 'beneficios', subTitle: 'Saúde, bem-estar e vantagens exclusivas' },
  {
    id: 9,
    name: 'Contas Digitais',
    slug: 'contas-digitais',
    subTitle: 'Contas sem tarifas para pessoas e empresas',
  },
  {
    id: 10,
    name: 'Investimentos',
    slug: 'investimentos',
    subTitle: 'Faça o seu dinheiro render mais',
    comingSoon: true,
  },
] as const;

/** Fictional institutions: [slug, name]. */
export const INSTITUTIONS: [string, string][] = [
  ['banco-aurora', 'Banco Aurora Digital'],
  ['ipe-cartoes', 'Ipê Cartões'],
  ['nnseg', 'NN Seg'],
  ['uci', 'UCI'],
  ['uci-financiamentos', 'UCI Financiamentos'],
  ['wimo', 'WIMO'],
  ['prospera', 'Prospera'],
  ['porto', 'Porto Azul Seguros'],
  ['consiga', 'Consiga Crédito'],
  ['optafx', 'OptaFX Câmbio'],
  ['alicerce', 'Alicerce Crédito Imobiliário'],
  ['banco-cerrado', 'Banco Cerrado'],
  ['boa-vista', 'Financeira Boa Vista'],
  ['jacaranda', 'Banco Jacarandá'],
  ['coop-pampa', 'Cooperativa Pampa'],
  ['banco-mare', 'Banco Maré'],
  ['serra-verde', 'Crédito Serra Verde'],
  ['banco-litoral', 'Banco Litoral'],
  ['nimbus', 'Nimbus Pagamentos'],
  ['conta-lume', 'Conta Lume'],
  ['piratini', 'Banco Piratini'],
  ['vertice', 'Vértice Investimentos'],
  ['guara-seguros', 'Guará Seguros'],
  ['amparo', 'Amparo Previdência'],
  ['raiz-consorcios', 'Raiz Consórcios'],
  ['trilha', 'Trilha Consórcios'],
  ['caravela', 'Banco Caravela'],
  ['ancora', 'Âncora Crédito'],
  ['sabia', 'Banco Sabiá'],
  ['ype-financeira', 'Ypê Financeira'],
  ['tucano', 'Banco Tucano'],
  ['capital-norte', 'Capital Norte'],
  ['rio-claro', 'Banco Rio Claro'],
  ['segura-mais', 'Segura Mais'],
  ['vida-plena', 'Vida Plena Seguros'],
  ['quaresmeira', 'Banco Quaresmeira'],
  ['pilar', 'Pilar Home Equity'],
  ['lastro', 'Lastro Garantias'],
  ['mirante', 'Banco Mirante'],
  ['beneficio-certo', 'Benefício Certo'],
  ['saude-sempre', 'Saúde Sempre'],
  ['banco-oeste', 'Banco Oeste'],
  ['arara-pay', 'Arara Pay'],
  ['ventura', 'Banco Ventura'],
  ['farol', 'Farol Consórcios'],
  ['horizonte-azul', 'Cia. Horizonte Azul'],
  ['candeia', 'Banco Candeia'],
  ['credito-agil', 'Crédito Ágil'],
  ['ipanema-sul', 'Banco Ipanema Sul'],
  ['moeda-forte', 'Moeda Forte'],
  ['aroeira', 'Banco Aroeira'],
  ['tesouro-livre', 'Tesouro Livre'],
  ['bromelia', 'Banco Bromélia'],
  ['ouro-verde', 'Ouro Verde Crédito'],
  ['ribeira', 'Banco Ribeira'],
];

/** Every product id the catalogue names (docs/catalog-and-store.md), with the family, type, brand, category and audience its flow needs. */
export const NAMED_PRODUCTS: ProductSeed[] = [
  {
    id: 1,
    group: 1,
    brand: 'banco-aurora',
    category: 'Empréstimo Pessoal',
    type: 'DEFAULT',
    title: 'Crédito Pessoal Aurora',
  },
  {
    id: 6,
    group: 9,
    brand: 'conta-lume',
    category: 'Contas Digitais',
    type: 'APP',
    title: 'Conta Digital Lume',
  },
  {
    id: 10,
    group: 3,
    brand: 'uci',
    category: 'Financiamentos',
    type: 'DEFAULT',
    title: 'Financiamento Imobiliário UCI',
  },
  {
    id: 14,
    group: 6,
    brand: 'porto',
    category: 'Seguros',
    type: 'TABLE',
    title: 'Seguro Residencial Porto Azul',
  },
  {
    id: 17,
    group: 5,
    brand: 'ipe-cartoes',
    category: 'Cartões',
    type: 'REDIRECT',
    title: 'Cartão Ipê Platinum',
  },
  { id: 18, group: 5, brand: 'ipe-cartoes', category: 'Cartões', type: 'REDIRECT', title: 'Cartão Ipê Gold' },
  {
    id: 20,
    group: 5,
    brand: 'ipe-cartoes',
    category: 'Cartões',
    type: 'DEFAULT',
    title: 'Cartão Ipê Internacional',
  },
  {
    id: 22,
    group: 5,
    brand: 'ipe-cartoes',
    category: 'Cartões',
    type: 'REDIRECT',
    title: 'Cartão Ipê Black',
  },
  {
    id: 24,
    group: 5,
    brand: 'ipe-cartoes',
    category: 'Cartões',
    type: 'DEFAULT',
    title: 'Cartão Ipê Empresarial',
    isPj: true,
  },
  { id: 29, group: 6, brand: 'nnseg', category: 'Seguros', type: 'TABLE', title: 'Seguro de Vida NN Seg' },
  {
    id: 31,
    group: 7,
    brand: 'nnseg',
    category: 'Previdência',
    type: 'TABLE',
    title: 'Previdência Privada NN Seg',
  },
  {
    id: 55,
    group: 2,
    brand: 'pilar',
    category: 'Home Equity',
    type: 'DEFAULT',
    title: 'Home Equity Pessoa Física',
    corban: 2,
  },
  {
    id: 59,
    group: 9,
    brand: 'jacaranda',
    category: 'Contas Digitais',
    type: 'TABLE',
    title: 'Conta Jacarandá',
  },
  {
    id: 61,
    group: 3,
    brand: 'boa-vista',
    category: 'Financiamento de Veículos',
    type: 'DEFAULT',
    title: 'Crédito Auto Boa Vista',
  },
  {
    id: 62,
    group: 3,
    brand: 'ancora',
    category: 'Financiamento de Veículos',
    type: 'DEFAULT',
    title: 'Crédito Auto Âncora',
  },
  {
    id: 63,
    group: 3,
    brand: 'ype-financeira',
    category: 'Financiamento de Veículos',
    type: 'DEFAULT',
    title: 'Refinanciamento de Veículo Ypê',
  },
  {
    id: 66,
    group: 8,
    brand: 'beneficio-certo',
    category: 'Benefícios',
    type: 'DEFAULT',
    title: 'Cartão Benefício Certo',
  },
  {
    id: 67,
    group: 8,
    brand: 'beneficio-certo',
    category: 'Benefícios',
    type: 'DEFAULT',
    title: 'Saque Benefício Certo',
  },
  {
    id: 71,
    group: 1,
    brand: 'consiga',
    category: 'Consignado',
    type: 'DEFAULT',
    title: 'Consignado INSS',
    corban: 3,
  },
  {
    id: 72,
    group: 1,
    brand: 'consiga',
    category: 'Consignado',
    type: 'DEFAULT',
    title: 'Consignado Servidor Público',
    corban: 3,
  },
  {
    id: 73,
    group: 1,
    brand: 'credito-agil',
    category: 'Empréstimo Pessoal',
    type: 'DEFAULT',
    title: 'Crédito com Garantia de Veículo',
  },
  {
    id: 74,
    group: 1,
    brand: 'consiga',
    category: 'Consignado',
    type: 'TABLE',
    title: 'Portabilidade de Consignado',
    corban: 3,
  },
  {
    id: 90,
    group: 6,
    brand: 'guara-seguros',
    category: 'Seguros',
    type: 'TABLE',
    title: 'Seguro Auto Guará',
  },
  {
    id: 91,
    group: 2,
    brand: 'pilar',
    category: 'Home Equity',
    type: 'DEFAULT',
    title: 'Home Equity Pessoa Jurídica',
    isPj: true,
    corban: 2,
  },
  {
    id: 94,
    group: 1,
    brand: 'banco-cerrado',
    category: 'Empréstimo Pessoal',
    type: 'REDIRECT',
    title: 'Antecipação do Saque-Aniversário',
  },
  {
    id: 96,
    group: 3,
    brand: 'wimo',
    category: 'Financiamentos',
    type: 'DEFAULT',
    title: 'Financiamento Imobiliário WIMO',
  },
  {
    id: 97,
    group: 3,
    brand: 'alicerce',
    category: 'Financiamentos',
    type: 'DEFAULT',
    title: 'Financiamento Imobiliário',
  },
  {
    id: 99,
    group: 3,
    brand: 'uci-financiamentos',
    category: 'Financiamentos',
    type: 'DEFAULT',
    title: 'Crédito Imobiliário UCI Financiamentos',
  },
  {
    id: 104,
    group: 1,
    brand: 'vertice',
    category: 'Empréstimo Pessoal',
    type: 'TABLE',
    title: 'Crédito com Garantia de Investimentos',
  },
  {
    id: 110,
    group: 1,
    brand: 'banco-mare',
    category: 'Empréstimo Pessoal',
    type: 'DEFAULT',
    title: 'Crédito para Autônomos',
  },
  {
    id: 117,
    group: 4,
    brand: 'raiz-consorcios',
    category: 'Consórcio',
    type: 'DEFAULT',
    title: 'Consórcio Pessoa Física',
  },
  {
    id: 118,
    group: 1,
    brand: 'ventura',
    category: 'Crédito Empresarial',
    type: 'REDIRECT',
    title: 'Crédito Empresarial',
    isPj: true,
  },
  {
    id: 120,
    group: 1,
    brand: 'banco-litoral',
    category: 'Empréstimo Pessoal',
    type: 'REDIRECT',
    title: 'Empréstimo Pessoal Online',
  },
  {
    id: 121,
    group: 4,
    brand: 'raiz-consorcios',
    category: 'Consórcio',
    type: 'DEFAULT',
    title: 'Consórcio Pessoa Jurídica',
    isPj: true,
  },
  {
    id: 129,
    group: 1,
    brand: 'prospera',
    category: 'Crédito Empresarial',
    type: 'DEFAULT',
    title: 'Empréstimo Empresarial Prospera',
    isPj: true,
  },
  {
    id: 144,
    group: 1,
    brand: 'consiga',
    category: 'Consignado',
    type: 'REDIRECT',
    title: 'Consignado Privado',
    corban: 3,
  },
  {
    id: 145,
    group: 1,
    brand: 'banco-oeste',
    category: 'Crédito Empresarial',
    type: 'DEFAULT',
    title: 'Capital de Giro',
    isPj: true,
  },
  {
    id: 148,
    group: 8,
    brand: 'saude-sempre',
    category: 'Benefícios',
    type: 'DEFAULT',
    title: 'Plano Odontológico',
  },
  {
    id: 233,
    group: 2,
    brand: 'lastro',
    category: 'Home Equity',
    type: 'DEFAULT',
    title: 'Home Equity Condomínio',
    corban: 2,
  },
  {
    id: 244,
    group: 8,
    brand: 'segura-mais',
    category: 'Benefícios',
    type: 'DEFAULT',
    title: 'Proteção para Celular',
  },
  {
    id: 245,
    group: 8,
    brand: 'segura-mais',
    category: 'Benefícios',
    type: 'DEFAULT',
    title: 'Assistência Pet',
  },
  { id: 255, group: 6, brand: 'vida-plena', category: 'Seguros', type: 'TABLE', title: 'Seguro Viagem' },
  {
    id: 274,
    group: 8,
    brand: 'arara-pay',
    category: 'Benefícios',
    type: 'DEFAULT',
    title: 'Cartão Alimentação',
  },
  {
    id: 285,
    group: 8,
    brand: 'beneficio-certo',
    category: 'Benefícios',
    type: 'DEFAULT',
    title: 'Clube de Descontos',
  },
  {
    id: 286,
    group: 8,
    brand: 'saude-sempre',
    category: 'Benefícios',
    type: 'DEFAULT',
    title: 'Telemedicina',
  },
  {
    id: 391,
    group: 8,
    brand: 'amparo',
    category: 'Benefícios',
    type: 'DEFAULT',
    title: 'Assistência Funeral',
  },
  // Products that hand over to another product (redirect_id) and one currency exchange product.
  {
    id: 300,
    group: 5,
    brand: 'ipe-cartoes',
    category: 'Cartões',
    type: 'REDIRECT',
    title: 'Cartão Ipê Platinum Campanha',
    redirectId: 17,
  },
  {
    id: 301,
    group: 2,
    brand: 'pilar',
    category: 'Home Equity',
    type: 'DEFAULT',
    title: 'Home Equity para Reformas',
    redirectId: 55,
    corban: 2,
  },
  {
    id: 302,
    group: 9,
    brand: 'optafx',
    category: 'Câmbio',
    type: 'REDIRECT',
    title: 'Câmbio e Remessas Internacionais',
  },
];

/** Templates of the generated part of the catalog, per family: [title, category, type, is_pj]. */
const TEMPLATES: Record<number, [string, string, ProductType, boolean][]> = {
  1: [
    ['Empréstimo Pessoal', 'Empréstimo Pessoal', 'DEFAULT', false],
    ['Refinanciamento de Dívidas', 'Empréstimo Pessoal', 'REDIRECT', false],
    ['Crédito para Empresas', 'Crédito Empresarial', 'TABLE', true],
  ],
  2: [
    ['Crédito com Garantia de Imóvel', 'Home Equity', 'DEFAULT', false],
    ['Garantia de Imóvel para Empresas', 'Home Equity', 'TABLE', true],
  ],
  3: [
    ['Financiamento de Veículos', 'Financiamento de Veículos', 'TABLE', false],
    ['Financiamento de Máquinas', 'Financiamento de Equipamentos', 'DEFAULT', true],
  ],
  4: [
    ['Consórcio de Imóveis', 'Consórcio', 'TABLE', false],
    ['Consórcio de Veículos', 'Consórcio', 'REDIRECT', false],
    ['Consórcio de Frota', 'Consórcio', 'TABLE', true],
  ],
  6: [
    ['Seguro de Vida', 'Seguros', 'TABLE', false],
    ['Seguro Empresarial', 'Seguros', 'TABLE', true],
    ['Seguro Residencial', 'Seguros', 'REDIRECT', false],
  ],
  7: [
    ['Previdência VGBL', 'Previdência', 'TABLE', false],
    ['Previdência Empresarial', 'Previdência', 'TABLE', true],
  ],
  8: [
    ['Cartão Benefício', 'Benefícios', 'DEFAULT', false],
    ['Benefícios para Equipes', 'Benefícios', 'DEFAULT', true],
  ],
  9: [
    ['Conta Digital', 'Contas Digitais', 'REDIRECT', false],
    ['Conta PJ', 'Contas Digitais', 'APP', true],
  ],
};
const CARD_TEMPLATES: [string, string, ProductType, boolean][] = [
  ['Cartão Ipê Universitário', 'Cartões', 'REDIRECT', false],
  ['Cartão Ipê Cashback', 'Cartões', 'DEFAULT', false],
  ['Cartão Ipê Corporativo', 'Cartões', 'TABLE', true],
  ['Cartão Ipê Viagem', 'Cartões', 'REDIRECT', false],
  ['Cartão Ipê Pontos', 'Cartões', 'DEFAULT', false],
];

/** Brands kept out of the generated part: their products are the named ones only. */
const RESERVED = new Set(['ipe-cartoes', 'uci', 'uci-financiamentos', 'wimo', 'alicerce', 'nnseg', 'optafx']);
const FAMILY_CYCLE = [1, 6, 3, 8, 4, 9, 7, 2];

/** Two generated products per institution plus five card products: the catalog passes 150 products. */
export function generatedProducts(): ProductSeed[] {
  const out: ProductSeed[] = [];
  let id = 401;
  const usable = INSTITUTIONS.filter(([slug]) => !RESERVED.has(slug));
  usable.forEach(([slug, name], index) => {
    for (let k = 0; k < 2; k++) {
      const group = FAMILY_CYCLE[(index * 2 + k) % FAMILY_CYCLE.length] ?? 1;
      const templates = TEMPLATES[group] ?? [];
      const template = templates[(index + k) % templates.length];
      if (!template) continue;
      const [title, category, type, isPj] = template;
      out.push({
        id: id++,
        group,
        brand: slug,
        category,
        type,
        isPj,
        title: `${title} ${name.replace(/^(Banco|Cia\.) /, '')}`,
      });
    }
  });
  for (const [title, category, type, isPj] of CARD_TEMPLATES) {
    out.push({ id: id++, group: 5, brand: 'ipe-cartoes', category, type, isPj, title });
  }
  return out;
}
/** Texts of a product; descriptions name the 'Personal Banker', which storefronts replace by their title. */
export function productTexts(
  p: ProductSeed,
  brandName: string,
): {
  subTitle: string;
  description: string;
  about: string;
  cardTitle: string;
  extraFields: ExtraField[];
} {
  const audience = p.isPj ? 'para a sua empresa' : 'para você';
  return {
    subTitle: `${p.category} ${audience}, com ${brandName}`,
    description: `Conte com o seu Personal Banker para contratar ${p.title} ${audience}. Atendimento consultivo, sem custo e com as condições negociadas diretamente com ${brandName}.`,
    about: `${brandName} é uma instituição parceira da plataforma. A contratação é feita diretamente com a instituição, que analisa o pedido e define as condições finais.`,
    cardTitle: p.title,
    extraFields: productFacts(p),
  };
}
