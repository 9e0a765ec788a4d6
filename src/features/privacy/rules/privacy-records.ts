import dayjs from 'dayjs';
import { formatBRL } from '../../../core/format/money.ts';
import type { OfferProfileAnswer } from '../contract/privacy.ts';

/** How each privacy record is named on 'Meus dados' (keys: the actions of `src/features/privacy/contract/privacy.ts`). */
export const CONSENT_ACTION_LABELS: Record<string, string> = {
  create_user: 'Cadastro: termos de uso e política de privacidade aceitos',
  accept_terms: 'Termos de uso e política de privacidade aceitos',
  create_order: 'Solicitação de produto: termos aceitos e compartilhamento de dados autorizado',
  solicitation_data: 'Dados de solicitação enviados com o seu consentimento (LGPD)',
  authorize_banker: 'Autorização para o profissional preencher as suas solicitações',
  revoke_authorization: 'Autorização retirada',
  cookie_consent: 'Preferências de cookies',
  export_data: 'Download dos seus dados',
  request_deletion: 'Pedido de exclusão dos dados',
  /** Our own text. */
  bureau_lookup: 'Consulta do seu CPF em birô de crédito',
  /** Our own text. */
  offers_consent: 'Ofertas para você: consulta do seu CPF autorizada',
  /** Our own text. */
  offers_consent_withdrawn: 'Ofertas para você: consentimento retirado e perfil consultado apagado',
  /** Our own text. */
  identity_check: 'Conferência dos seus dados com o titular do CPF em birô de crédito',
};

const COOKIE_CATEGORY_LABELS: Record<string, string> = {
  necessary: 'necessários',
  analytics: 'analíticos',
  marketing: 'marketing',
};

export interface RecordLine {
  label: string;
  /** dd/mm/yyyy às HH:mm */
  when: string;
  /** Version of the terms, with what else the record says (order, categories). */
  facts: string[];
}

const IDENTITY_RESULTS: Record<string, string> = {
  confirmed: 'dados conferem',
  mismatch: 'dados não conferem',
};

const dayOf = (value: unknown) => (typeof value === 'string' ? dayjs(value).format('DD/MM/YYYY') : '');

/** What a record of a look-up says beside its name: the bureaus, the score, the check's result, until when, its withdrawal. */
function lookupFacts(details: Record<string, unknown>): string[] {
  const facts: string[] = [];
  if (typeof details.service === 'string') facts.push(`Birô ${details.service}`);
  if (typeof details.bureau === 'string') facts.push(`Birô ${details.bureau}`);
  if (typeof details.score === 'number') facts.push(`Score ${details.score}`);
  if (typeof details.result === 'string') facts.push(IDENTITY_RESULTS[details.result] ?? details.result);
  if (Array.isArray(details.bureaus)) facts.push(`Birôs: ${details.bureaus.join(', ')}`);
  if (typeof details.valid_until === 'string') facts.push(`Vale até ${dayOf(details.valid_until)}`);
  if (typeof details.withdrawn_at === 'string') facts.push(`Retirado em ${dayOf(details.withdrawn_at)}`);
  return facts;
}

/** A credit profile kept from a look-up, as 'Meus dados' lists it: the store and day, then what was told and answered. */
export function profileLine(profile: OfferProfileAnswer): { title: string; facts: string[] } {
  return {
    title: `Loja ${profile.store ?? ''}, ${dayjs(profile.looked_up_at).format('DD/MM/YYYY [às] HH:mm')}`,
    facts: [
      `Renda mensal ${formatBRL(profile.monthly_income)}`,
      `Outras parcelas ${formatBRL(profile.other_instalments)}`,
      ...profile.bureaus.map((bureau) =>
        bureau.status === 'ok' && bureau.score !== undefined
          ? `${bureau.service}: score ${bureau.score}`
          : `${bureau.service}: indisponível`,
      ),
    ],
  };
}

/** One privacy record as 'Meus dados' lists it. */
export function recordLine(record: {
  action: string;
  created_at: string;
  tos_version: string;
  details: Record<string, unknown>;
}): RecordLine {
  const { details } = record;
  const facts = [`Termos ${record.tos_version}`];
  if (typeof details.order_id === 'number') facts.push(`Pedido nº ${details.order_id}`);
  facts.push(...lookupFacts(details));
  if (Array.isArray(details.categories))
    facts.push(
      `Categorias: ${details.categories.map((c) => COOKIE_CATEGORY_LABELS[String(c)] ?? String(c)).join(', ')}`,
    );
  return {
    label: CONSENT_ACTION_LABELS[record.action] ?? record.action,
    when: dayjs(record.created_at).format('DD/MM/YYYY [às] HH:mm'),
    facts,
  };
}
