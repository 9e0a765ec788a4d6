/** How a product is requested (spec §3). */
export type ProductType = 'REDIRECT' | 'TABLE' | 'DEFAULT' | 'APP';

/** The fields of a product that the request rules read; the catalog answer has more. */
export interface ProductInfo {
  id: number;
  brand: string;
  category?: { name: string } | null;
  is_pj: boolean;
  product_type: ProductType;
  redirect_id?: number | null;
}

/** Product ids with rules of their own (spec §9). */
export const PRODUCT_IDS = {
  qrCode: 6,
  homeEquity: 55,
  forcedDefault: 59,
  homeEquityCompany: 91,
  realEstateFinancing: 97,
  consortium: 117,
  businessCredit: 118,
  consortiumCompany: 121,
  businessLoan: 129,
  condoHomeEquity: 233,
} as const;

/** Ids of the consortium products (individual and company). */
export const CONSORTIUM_IDS: readonly number[] = [PRODUCT_IDS.consortium, PRODUCT_IDS.consortiumCompany];

/** Ids of the credit-auto products, whose orders carry `credit_value` (spec §3, §7). */
export const CREDIT_AUTO_IDS: readonly number[] = [61, 62, 63];

/** The product type the rules use: product 59 is always DEFAULT. */
export function effectiveProductType(product: Pick<ProductInfo, 'id' | 'product_type'>): ProductType {
  return product.id === PRODUCT_IDS.forcedDefault ? 'DEFAULT' : product.product_type;
}

/** 'pj' for business products, otherwise 'pf'. */
export function contractType(product: Pick<ProductInfo, 'is_pj'>): 'pf' | 'pj' {
  return product.is_pj ? 'pj' : 'pf';
}

/** The product to load when one is requested: its redirect product when it has one (spec §4.5). */
export function productIdToLoad(product: Pick<ProductInfo, 'id' | 'redirect_id'>): number {
  return product.redirect_id ?? product.id;
}
