import type { LandingKind } from '../../../core/products/product-rules.ts';

/**
 * The home equity landings' headlines, as the specification words them. Written out rather than
 * built from src/core/products/home-equity-conditions.ts: importing it gave the product page's first load
 * one more file to preload, past its byte budget. landing-content.test.ts holds them to it.
 */
export const UP_TO_TERM = 'Até 240x';
export const FROM_RATE = 'A partir de 1,09% a.m.';

/** The benefit every landing ends its list with: the banker's service costs nothing. */
export const FREE_SERVICE = { title: 'Sem custo', text: 'O atendimento do seu {occupation} é gratuito.' };

/** Texts of the landing pages of products 55, 91 (home equity) and 118 (business credit), docs/README.md#the-product, docs/catalog-and-store.md#product-page. */
export interface LandingContent {
  benefits: { title: string; text: string }[];
  whatTitle: string;
  what: string[];
  steps: { title: string; text: string }[];
}

export const LANDING_CONTENT: Record<LandingKind, LandingContent> = {
  'home-equity': {
    benefits: [
      {
        title: UP_TO_TERM,
        text: 'Parcelas que cabem no seu orçamento, em até 240 meses.',
      },
      {
        title: FROM_RATE,
        text: 'Juros menores porque o crédito tem um imóvel como garantia.',
      },
      { title: '15 parceiros', text: 'Comparamos as ofertas de 15 instituições para você.' },
      FREE_SERVICE,
    ],
    whatTitle: 'O que é Home Equity?',
    what: [
      'Home Equity é o empréstimo com garantia de imóvel: você oferece um imóvel como garantia e, em troca, consegue juros mais baixos e prazos mais longos do que em um empréstimo pessoal.',
      'O imóvel pode ser um apartamento, uma casa, uma casa em condomínio, um imóvel comercial ou um terreno, do próprio cliente, da empresa ou de terceiros. Alguns parceiros aceitam imóveis que ainda estão financiados.',
    ],
    steps: [
      {
        title: 'Peça a sua cotação',
        text: 'Conte quanto precisa e qual imóvel quer oferecer como garantia.',
      },
      {
        title: 'Compare as propostas',
        text: 'O seu {occupation} reúne as condições das instituições parceiras.',
      },
      {
        title: 'Avaliação do imóvel',
        text: 'A instituição escolhida avalia o imóvel e analisa a documentação.',
      },
      { title: 'Receba o crédito', text: 'Com o contrato registrado, o dinheiro cai na sua conta.' },
    ],
  },
  'business-credit': {
    benefits: [
      { title: '6 linhas de crédito', text: 'Capital de giro, antecipação, investimento e mais.' },
      { title: 'Mais de 15 parceiros', text: 'As melhores ofertas do mercado em um só lugar.' },
      {
        title: 'Empresas com mais de 24 meses',
        text: 'Crédito para empresas com mais de dois anos de atividade.',
      },
      FREE_SERVICE,
    ],
    whatTitle: 'O que é o Crédito Empresarial?',
    what: [
      'É o crédito para a sua empresa crescer: capital de giro, compra de equipamentos, reforma, expansão ou reorganização das dívidas, com as condições de mais de 15 instituições parceiras.',
      'Basta abrir a sua conta e informar os dados da empresa: o seu {occupation} acompanha a análise e apresenta as propostas.',
    ],
    steps: [
      { title: 'Abra sua conta', text: 'Cadastre-se em poucos minutos, sem custo.' },
      { title: 'Informe os dados da empresa', text: 'CNPJ, faturamento e o valor de que a empresa precisa.' },
      {
        title: 'Receba as propostas',
        text: 'As instituições parceiras analisam o pedido e enviam as ofertas.',
      },
      { title: 'Escolha a melhor', text: 'Com o seu {occupation}, escolha a proposta e receba o crédito.' },
    ],
  },
};

/** Fills `{occupation}` with the store's banker wording. */
export function withOccupation(text: string, occupation: string): string {
  return text.replaceAll('{occupation}', occupation);
}
