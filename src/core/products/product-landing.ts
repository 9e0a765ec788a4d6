import { type LandingKind, productRules } from './product-rules.ts';

/** The landing page of a product, or null for the generic page (docs/catalog-and-store.md#product-page). */
export function landingKind(productId: number): LandingKind | null {
  return productRules(productId).landing ?? null;
}

const CTA_LABELS: Record<LandingKind, string> = {
  'home-equity': 'Quero solicitar uma cotação',
  'business-credit': 'Abra sua conta',
};

/** The call-to-action label of a product (docs/catalog-and-store.md#product-page, docs/validation-and-errors.md#constants-and-limits). */
export function ctaLabel(productId: number): string {
  const landing = landingKind(productId);
  return landing ? CTA_LABELS[landing] : 'Solicitar agora';
}

/** Scroll past which 'Solicitar agora' is fixed at the bottom on small screens (docs/validation-and-errors.md#constants-and-limits). */
export const STICKY_CTA_SCROLL = 1005;
/** Screens narrower than this are "small" for the fixed button. */
export const SMALL_SCREEN_MAX = 960;

export function isCtaFixed(scrollY: number, width: number): boolean {
  return width < SMALL_SCREEN_MAX && scrollY > STICKY_CTA_SCROLL;
}

export type BackTarget = 'history' | 'group' | 'home';

/**
 * Where the back link goes (docs/catalog-and-store.md#product-page): back in history when the visitor came from another page of
 * the same store, else to the product's group, else home.
 */
export function backTarget(options: {
  referrer: string;
  origin: string;
  pb: string;
  group: string | null;
}): BackTarget {
  const { referrer, origin, pb, group } = options;
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin === origin && from.pathname.startsWith(`/pb/${pb}`)) return 'history';
    } catch {
      // An unreadable referrer is no history to go back to.
    }
  }
  return group ? 'group' : 'home';
}

/** Correspondent-bank arrangements that need the longer disclaimer (docs/catalog-and-store.md#product-page). */
export function usesCorrespondentBanks(corban: number): boolean {
  return corban === 2 || corban === 3;
}

/** The short correspondent notice of a request form (Res. CMN 4.935/2021): who decides the request. */
export function correspondentNotice(product: { brand: string }): string {
  return `Sua solicitação é encaminhada à instituição ${product.brand}, que define as taxas, os prazos e a aprovação.`;
}

/** The legal disclaimer under a product; names the correspondent banks when corban is 2 or 3. */
export function productDisclaimer(product: { corban: number; brand: string }, companyName: string): string {
  const base =
    `A ${companyName} não é uma instituição financeira e não realiza operações de crédito diretamente. ` +
    `As condições, taxas e a aprovação do produto são definidas pela instituição ${product.brand}, ` +
    'conforme a sua política de crédito.';
  if (!usesCorrespondentBanks(product.corban)) return base;
  return (
    `${base} A ${companyName} atua como correspondente bancário, nos termos da Resolução CMN nº 4.935/2021, ` +
    `das instituições parceiras ${product.brand} e demais bancos correspondentes, que são as responsáveis pela ` +
    'análise, concessão e formalização do crédito.'
  );
}
