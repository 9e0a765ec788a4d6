/**
 * Names of the partner brands that products carry in `product.brand`. The flows of spec §4.5-§4.6
 * and the extra-form rules of §5 depend on them, so the demo data uses exactly these names.
 */
export const PARTNER_BRANDS = {
  /** Insurer whose slug is 'porto'. */
  portoVida: 'Porto Vida',
  /** Insurer and pension partner whose slug is 'nnseg' ('NN Seg' in the extra-form rules). */
  nnSeg: 'NN Seg',
  /** Payroll-loan partner whose slug is 'consiga'. */
  consiga: 'Consiga Crédito',
  /** Financing partner; slug 'uci'. */
  uci: 'UCI',
  /** Financing partner that shares the 'uci' slug and forms. */
  wimo: 'WIMO',
  /** Exchange partner; slug 'optafx'. */
  optaFx: 'OptaFX',
  /** Business-credit partner whose pj extra form asks city, activity and company age. */
  prospera: 'Prospera',
  /** The card-issuer brand: its personal products go to the cards flow. */
  cardIssuer: 'CartãoMais',
  /** The four real-estate financing banks (category 'Financiamentos' goes to the financing flow). */
  aurora: 'Aurora',
  horizonte: 'Horizonte',
  meridiano: 'Meridiano',
  pampa: 'Pampa',
} as const;

export type PartnerBrand = (typeof PARTNER_BRANDS)[keyof typeof PARTNER_BRANDS];

/** The card-issuer brand (spec §4.5). */
export const CARD_ISSUER_BRAND: string = PARTNER_BRANDS.cardIssuer;

/** Brands whose products go to the financing flow when their category is 'Financiamentos'. */
export const FINANCING_BRANDS: readonly string[] = [
  PARTNER_BRANDS.aurora,
  PARTNER_BRANDS.horizonte,
  PARTNER_BRANDS.meridiano,
  PARTNER_BRANDS.pampa,
];

/** The brand of product 97 (real-estate financing), which has no brand of its own in the flow. */
export const REAL_ESTATE_FINANCING_BRAND: string = PARTNER_BRANDS.aurora;

/** DEFAULT products of these brands send the order at once and succeed (spec §4.6). */
export const DIRECT_ORDER_BRANDS: readonly string[] = [PARTNER_BRANDS.consiga, PARTNER_BRANDS.optaFx];

/** The category of the financing flow, and the families renamed so by one build brand. */
export const FINANCING_CATEGORY = 'Financiamentos';

const SLUG_BY_BRAND: Readonly<Record<string, string>> = {
  [PARTNER_BRANDS.portoVida]: 'porto',
  [PARTNER_BRANDS.nnSeg]: 'nnseg',
  [PARTNER_BRANDS.consiga]: 'consiga',
  [PARTNER_BRANDS.uci]: 'uci',
  [PARTNER_BRANDS.wimo]: 'uci',
  [PARTNER_BRANDS.optaFx]: 'optafx',
};

/**
 * The address slug of a brand (spec §4.5): the table above, otherwise the name lowercased
 * (accents dropped and blanks turned into '-', so the slug is always a clean path segment).
 */
export function brandSlug(brand: string): string {
  const known = SLUG_BY_BRAND[brand];
  if (known) return known;
  return brand.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, '-');
}
