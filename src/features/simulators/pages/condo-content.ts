import {
  FREE_SERVICE,
  FROM_RATE,
  type LandingContent,
  UP_TO_TERM,
} from '../../catalog/ui/landing-content.ts';

/** Texts of the condo home-equity page (variant two, product 233). */
export const CONDO_CONTENT: LandingContent = {
  benefits: [
    { title: UP_TO_TERM, text: 'Prazo longo para a obra caber na taxa condominial.' },
    { title: FROM_RATE, text: 'Juros menores porque o crédito tem garantia.' },
    { title: 'Sem rateio extra', text: 'A obra sai agora, sem chamada de capital de uma vez só.' },
    FREE_SERVICE,
  ],
  whatTitle: 'O que é o Crédito para Condomínios?',
  what: [
    'É o crédito que o condomínio contrata para reformas, obras, equipamentos ou para reorganizar dívidas, pago em parcelas que entram na taxa condominial.',
    'A contratação é aprovada em assembleia e o síndico representa o condomínio. O seu {occupation} reúne as propostas das instituições parceiras.',
  ],
  steps: [
    { title: 'Peça a sua cotação', text: 'Conte o valor da obra e o prazo desejado.' },
    { title: 'Aprovação em assembleia', text: 'Os condôminos aprovam a proposta escolhida.' },
    { title: 'Análise da instituição', text: 'A instituição analisa a documentação do condomínio.' },
    { title: 'Receba o crédito', text: 'Com o contrato assinado, o dinheiro cai na conta do condomínio.' },
  ],
};
