/**
 * Messages and conditions of the credit calls (solicitations, credit profiles, business
 * and home equity; docs/invitations.md#solicitation, docs/simulators.md#company-check-and-credit-profile, docs/services.md#calls, docs/validation-and-errors.md#constants-and-limits). Plain data with no schema library, so the
 * storefront's islands can use them without shipping the contract's schemas.
 */

import { PARTNER_INSTITUTIONS } from './partner-institutions.ts';

export const SOLICITATION_MESSAGES = {
  notFound: 'Não encontrada',
  alreadyDone: 'Solicitação já concluída',
  exists: 'Já existe uma solicitação deste produto.',
  badToken: 'Link de confirmação inválido.',
  notInvited: 'Esta solicitação não foi enviada para o seu e-mail.',
  /** Our own text: product 55's solicitation is created by its home-equity order (docs/invitations.md#solicitation). */
  fromOrder: 'A solicitação deste produto é criada pelo pedido de Home Equity.',
} as const;

export const BUREAU_SERVICES = ['serasa', 'quod', 'bmp'] as const;
export type BureauServiceName = (typeof BUREAU_SERVICES)[number];

export const BUSINESS_MESSAGES = {
  /** One of the answers the storefront retries on (docs/validation-and-errors.md#error-catalogue). */
  notAvailable: 'Este CNPJ não está disponível. Por favor, convide outra empresa.',
  registryDown: 'A consulta à Receita Federal está indisponível no momento.',
  unknown: 'CNPJ não encontrado na Receita Federal.',
  inactive: 'Empresa com situação cadastral inativa na Receita Federal.',
  found: 'Empresa encontrada.',
  invited: 'Convite enviado.',
} as const;

/** The consortium administrators' call (docs/simulators.md#simulations). */
export const CONSORTIUM_MESSAGES = {
  unavailable: 'As administradoras de consórcio não responderam. Tente novamente mais tarde.',
} as const;

/** The real-estate partner banks the simulator asks (docs/simulators.md#simulations). */
export const REAL_ESTATE_PARTNERS = (['horizonte', 'litoral', 'cerrado', 'pampa'] as const).map((id) => ({
  id,
  name: PARTNER_INSTITUTIONS[id].name,
}));

export const REAL_ESTATE_MESSAGES = {
  unknownPartner: 'Parceiro não encontrado.',
  partnerDown: 'O parceiro não respondeu. Tente novamente mais tarde.',
} as const;
