import type { ProductType } from '../../../core/products/product.ts';

/** The text of the success step for each product type (how the request goes on). */
export function successMessage(type: ProductType, title: string): string {
  switch (type) {
    case 'TABLE':
      return `Recebemos a sua solicitação de ${title}. Entraremos em contato no dia e horários que você escolheu.`;
    case 'DEFAULT':
      return `Recebemos a sua solicitação de ${title}. Em breve a instituição parceira entrará em contato.`;
    case 'REDIRECT':
      return `Recebemos a sua solicitação de ${title}. Você será direcionado ao site da instituição parceira para concluir.`;
    case 'APP':
      return `Recebemos a sua solicitação de ${title}. Para concluir, baixe o aplicativo da instituição parceira.`;
  }
}
