import { flagOn } from './env-flag.ts';

/** Why production needs PUBLIC_ORIGIN: the fallback would put `http://localhost` in mail and previews. */
export const PRODUCTION_ORIGIN_REQUIRED =
  'PUBLIC_ORIGIN: obrigatório com NODE_ENV=production (o endereço público da loja, por exemplo https://loja.exemplo.com.br); sem ele, e-mails e prévias de links apontariam para http://localhost.';

/** Why production needs SMTP_URL: without it the codes that open accounts would go nowhere (or to a log). */
export const PRODUCTION_SMTP_REQUIRED =
  'SMTP_URL: obrigatório com NODE_ENV=production (o servidor de envio, por exemplo smtp://usuário:senha@smtp.exemplo.com.br:587); sem ele, os códigos de verificação não chegariam a ninguém.';

/** Why SEED is refused in production: the demo logins and their passwords are published in the README. */
export const PRODUCTION_SEED_REFUSED =
  'SEED: os dados de demonstração nunca entram em produção (suas senhas são públicas); retire SEED do ambiente. Uma demonstração de vendas roda fora de produção, em outro banco (docs/deployment.md).';

export const PRODUCTION_DEV_MAILBOX_REFUSED =
  'DEV_MAILBOX: a caixa de correio de desenvolvimento não existe em produção (ela mostra os códigos de verificação); retire DEV_MAILBOX do ambiente.';

export const PRODUCTION_SANDBOX_REFUSED =
  'SANDBOX_STATUS_DELAY_SECONDS: os parceiros de teste não andam sozinhos em produção; retire SANDBOX_STATUS_DELAY_SECONDS do ambiente (ou use 0).';

/**
 * What a production environment must not be started with (its environment only: what its database
 * must not hold is services/seed/demo-people.ts's `demoDataProblems`), each with the variable that fixes it:
 * every problem at once, so an operator fixes them in one go.
 */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.PUBLIC_ORIGIN?.trim()) problems.push(PRODUCTION_ORIGIN_REQUIRED);
  if (!env.SMTP_URL?.trim()) problems.push(PRODUCTION_SMTP_REQUIRED);
  if (flagOn(env.SEED, false)) problems.push(PRODUCTION_SEED_REFUSED);
  if (flagOn(env.DEV_MAILBOX, false)) problems.push(PRODUCTION_DEV_MAILBOX_REFUSED);
  if (Number(env.SANDBOX_STATUS_DELAY_SECONDS || 0) > 0) problems.push(PRODUCTION_SANDBOX_REFUSED);
  return problems;
}
