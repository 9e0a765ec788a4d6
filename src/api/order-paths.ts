import { productRules } from '../domain/product-ids.ts';

/**
 * Order paths of the checkout service by product id (spec §7; the ids in `src/domain/product-ids.ts`). Plain data with no schema library,
 * so the storefront's islands can pick a path without shipping the contract's schemas.
 */

/** Order paths by product family; the dedicated ones the spec leaves unnamed are designed here. */
export const ORDER_PATHS = {
  consortium: 'consorcio/v1/order/',
  homeEquity: 'homeequity/v1/order/',
  homeEquityPj: 'homeequity/v1/orderpj/',
  mortgage: 'mortgage/v1/order/',
  creditCard: 'creditcard/v1/order/',
  creditAuto: 'creditauto/v1/order/',
  benefits: 'benefits/v1/order/',
  loan: 'loan/v1/order/',
  realEstate: 'realestate/v1/order/',
  legacy: 'legacy/order/',
} as const;

export type OrderKind = keyof typeof ORDER_PATHS;
export type OrderPath = (typeof ORDER_PATHS)[OrderKind];

/** The kind of order a product id is sent as. */
export function orderKindFor(productId: number): OrderKind {
  return productRules(productId).order ?? 'legacy';
}

/** The checkout path a product's order is posted to (relative to the checkout base). */
export function orderPathFor(productId: number): OrderPath {
  return ORDER_PATHS[orderKindFor(productId)];
}
