import { mediaUrl } from '../catalog/media.ts';
import { DEMO } from '../db/demo/demo.ts';
import { INSTITUTIONS } from './catalog-data.ts';

const INSTITUTION_NAMES = new Map(INSTITUTIONS);

/** Banners of `carousel/last/` (the general set); links carry `{pb}`; the image is the family's drawing. */
export const GENERAL_BANNERS = [
  {
    image: mediaUrl('banners', 'home-equity'),
    url: '/pb/{pb}/he/pilar',
    alt: 'Crédito com garantia de imóvel em até 240x',
    headline: 'Crédito com garantia de imóvel em até 240x',
    text: 'Use o seu imóvel para conseguir taxas a partir de 1,09% ao mês.',
    cta: 'Simule agora',
  },
  {
    image: mediaUrl('banners', 'cartoes-de-credito'),
    url: '/pb/{pb}/cartoes-de-credito',
    alt: 'Cartões com benefícios para o seu dia a dia',
    headline: 'Cartões com benefícios para o seu dia a dia',
    text: 'Anuidade grátis, pontos e cashback nas suas compras.',
    cta: 'Conheça os cartões',
  },
  {
    image: mediaUrl('banners', 'consorcios'),
    url: '/pb/{pb}/consorcio/',
    alt: 'Consórcio sem juros para o seu próximo bem',
    headline: 'Consórcio sem juros para o seu próximo bem',
    text: 'Imóvel, carro ou moto com parcelas que cabem no seu bolso.',
    cta: 'Ver cartas de crédito',
  },
];

/** Banners of the ana-souza store. */
export const STORE_BANNERS = [
  {
    image: mediaUrl('banners', 'emprestimos'),
    url: '/pb/{pb}/emprestimos',
    alt: 'Crédito pessoal com a Ana',
    headline: 'Crédito pessoal com a Ana',
    text: 'Compare as ofertas de vários bancos sem sair de casa.',
    cta: 'Ver empréstimos',
  },
  {
    image: mediaUrl('banners', 'seguros-e-protecao'),
    url: '/pb/{pb}/seguros-e-protecao',
    alt: 'Proteja sua família',
    headline: 'Proteja sua família',
    text: 'Seguros de vida, residencial e auto com quem entende do assunto.',
    cta: 'Ver seguros',
  },
  {
    image: mediaUrl('banners', 'empresas'),
    url: '/pb/{pb}/emprestimo-empresarial',
    alt: 'Crédito para a sua empresa',
    headline: 'Crédito para a sua empresa',
    text: 'Capital de giro e linhas para empresas com mais de 24 meses.',
    cta: 'Conheça as linhas',
  },
];

const GENERAL_PARTNERS = [
  'banco-aurora',
  'ipe-cartoes',
  'nnseg',
  'uci',
  'wimo',
  'prospera',
  'porto',
  'consiga',
  'pilar',
  'raiz-consorcios',
  'banco-litoral',
  'piratini',
];

export const PARTNER_LOGOS: { name: string; image: string; companyId?: number }[] = [
  ...GENERAL_PARTNERS.map((slug) => ({
    name: INSTITUTION_NAMES.get(slug) ?? slug,
    image: mediaUrl('institutions', slug),
  })),
  {
    name: 'Atlântica Seguros',
    image: mediaUrl('partners', 'atlantica-seguros'),
    companyId: DEMO.companies.whitelabel,
  },
  {
    name: 'Atlântica Capital',
    image: mediaUrl('partners', 'atlantica-capital'),
    companyId: DEMO.companies.whitelabel,
  },
];

const ADMINISTRATORS = ['Raiz Consórcios', 'Trilha Consórcios', 'Farol Consórcios'];
const TYPES = ['cars', 'motorcycles', 'heavy', 'agro', 'real_estate', 'services', 'other'];
const CREDIT = [30_000, 50_000, 80_000, 120_000, 200_000, 350_000, 500_000];
const TERMS = [60, 80, 100, 120, 150, 180, 200];

/** Consortium letters: a fixed grid over administrators, types, credit values and terms. */
export function consortiumLetters() {
  const out = [];
  let id = 1;
  for (const [a, administrator] of ADMINISTRATORS.entries()) {
    for (const [k, consortiumType] of TYPES.entries()) {
      for (let j = 0; j < 4; j++) {
        const creditValue = CREDIT[(k + j + a) % CREDIT.length] ?? 50_000;
        const term = TERMS[(j * 2 + a) % TERMS.length] ?? 100;
        const fee = 14 + ((a + j) % 5);
        out.push({
          id: id++,
          administrator,
          consortiumType,
          isPj: j === 3,
          creditValue,
          term,
          // Instalment in whole reais: credit plus the administration fee, spread over the term.
          installment: Math.round((creditValue * (1 + fee / 100)) / term),
          adminFee: `${fee}%`,
          situation: j % 2 === 0 ? 'Em andamento' : 'Em formação',
        });
      }
    }
  }
  return out;
}
