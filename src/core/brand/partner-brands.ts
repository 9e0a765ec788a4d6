/**
 * Names of the partner brands that products carry in `product.brand` (the institutions of the
 * demo data). The flows of docs/ordering.md#requesting-a-product, docs/ordering.md#order-modal and the extra-form rules of docs/validation-and-errors.md#validation-rules depend on them.
 */
export const PARTNER_BRANDS = {
  /** Insurer whose slug is 'porto'. */
  porto: 'Porto Azul Seguros',
  /** Insurer and pension partner whose slug is 'nnseg' ('NN Seg' in the extra-form rules). */
  nnSeg: 'NN Seg',
  /** Payroll-loan partner whose slug is 'consiga'. */
  consiga: 'Consiga Crédito',
  /** Real-estate financing partner; slug 'uci'. */
  uci: 'UCI',
  /** The second brand whose slug is 'uci'. */
  uciFinanciamentos: 'UCI Financiamentos',
  /** Real-estate financing partner that shares UCI's extra form. */
  wimo: 'WIMO',
  /** Exchange partner; slug 'optafx'. */
  optaFx: 'OptaFX Câmbio',
  /** Business-credit partner whose pj extra form asks city, activity and company age. */
  prospera: 'Prospera',
  /** The card-issuer brand: its personal products go to the cards flow. */
  cardIssuer: 'Ipê Cartões',
  /** Real-estate financing partner of product 97. */
  alicerce: 'Alicerce Crédito Imobiliário',
} as const;

/** The card-issuer brand (docs/ordering.md#requesting-a-product). */
export const CARD_ISSUER_BRAND: string = PARTNER_BRANDS.cardIssuer;

/** The four brands whose products go to the financing flow when their category is 'Financiamentos'. */
export const FINANCING_BRANDS: readonly string[] = [
  PARTNER_BRANDS.uci,
  PARTNER_BRANDS.uciFinanciamentos,
  PARTNER_BRANDS.wimo,
  PARTNER_BRANDS.alicerce,
];

/** The brand product 97 (real-estate financing) maps to in the request flow. */
export const REAL_ESTATE_FINANCING_BRAND: string = PARTNER_BRANDS.alicerce;

/** DEFAULT products of these brands send the order at once and succeed (docs/ordering.md#order-modal). */
export const DIRECT_ORDER_BRANDS: readonly string[] = [PARTNER_BRANDS.consiga, PARTNER_BRANDS.optaFx];

/** The category of the financing flow. */
export const FINANCING_CATEGORY = 'Financiamentos';

const SLUG_BY_BRAND: Readonly<Record<string, string>> = {
  [PARTNER_BRANDS.porto]: 'porto',
  [PARTNER_BRANDS.nnSeg]: 'nnseg',
  [PARTNER_BRANDS.consiga]: 'consiga',
  [PARTNER_BRANDS.uci]: 'uci',
  [PARTNER_BRANDS.uciFinanciamentos]: 'uci',
  [PARTNER_BRANDS.optaFx]: 'optafx',
  [PARTNER_BRANDS.alicerce]: 'alicerce',
};

/**
 * The address slug of a brand (docs/ordering.md#requesting-a-product): the table above, otherwise the name lowercased
 * (accents dropped and blanks turned into '-', so the slug is always a clean path segment).
 */
export function brandSlug(brand: string): string {
  const known = SLUG_BY_BRAND[brand];
  if (known) return known;
  return brand.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, '-');
}
