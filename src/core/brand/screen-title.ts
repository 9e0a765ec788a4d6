import { HOME_LABEL, storeOfLabel } from '../context/banker-text.ts';
import type { RouteName } from '../routes/types.ts';

/** The name of a screen in the tab title, when it does not come from the catalog. */
const SCREEN_NAMES: Partial<Record<RouteName, string>> = {
  home: HOME_LABEL,
  invite: HOME_LABEL,
  report: HOME_LABEL,
  confirm: HOME_LABEL,
  perfil: 'Perfil',
  analytics: 'Analytics',
  qrcode: 'Obrigado!',
  simulador: 'Simulador de financiamento imobiliário',
  'simulador-consorcio': 'Simulador de consórcio',
  'business-loan': 'Empréstimo empresarial',
  'learn-more': 'Saiba mais',
  consortium: 'Consórcio',
  solicitation: 'Solicitação',
};

export interface PageTitleInput {
  route: RouteName;
  /** The banker's display name, once known. */
  banker: string | null;
  /** The product or family the screen shows, once known (its title wins over the screen's name). */
  subject: string | null;
  /** The platform or company name, for screens without a banker. */
  siteName: string;
}

/** The page's own name: the product or family it shows, else the screen's name. */
export function screenName(route: RouteName, subject: string | null): string | null {
  return subject?.trim() || SCREEN_NAMES[route] || null;
}

/** The tab title: 'Home Equity Pessoa Física · Loja de Ana Souza'; the site name until the banker is known. */
export function pageTitle({ route, banker, subject, siteName }: PageTitleInput): string {
  const page = screenName(route, subject);
  const owner = banker ? storeOfLabel(banker) : siteName;
  return page ? `${page} · ${owner}` : owner;
}

/** The meta description: what the page offers and who serves it. */
export function pageDescription(
  input: PageTitleInput & { occupation: string; detail: string | null },
): string {
  const who = input.banker ? `${input.banker}, ${input.occupation}` : input.siteName;
  const page = screenName(input.route, input.subject);
  const detail = input.detail?.trim();
  if (detail) return `${detail} Atendimento de ${who}, sem custo.`;
  if (page && page !== SCREEN_NAMES.home) return `${page} na loja de ${who}. Atendimento sem custo.`;
  return `Crédito, cartões, seguros, consórcio e mais de 150 produtos de mais de 50 instituições, com ${who}. Atendimento sem custo.`;
}
