/**
 * Order paths of the checkout service by product id (spec §7). Plain data with no schema library,
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

/** Product ids with a dedicated order path (spec §7); every other id goes to `legacy/order/`. */
const DEDICATED: Readonly<Record<number, OrderKind>> = {
  117: 'consortium',
  121: 'consortium',
  55: 'homeEquity',
  91: 'homeEquityPj',
  10: 'mortgage',
  99: 'mortgage',
  17: 'creditCard',
  18: 'creditCard',
  20: 'creditCard',
  22: 'creditCard',
  24: 'creditCard',
  61: 'creditAuto',
  62: 'creditAuto',
  63: 'creditAuto',
  66: 'benefits',
  67: 'benefits',
  148: 'benefits',
  274: 'benefits',
  71: 'loan',
  72: 'loan',
  73: 'loan',
  74: 'loan',
  120: 'loan',
  144: 'loan',
  145: 'loan',
  96: 'realEstate',
  97: 'realEstate',
};

/** The kind of order a product id is sent as. */
export function orderKindFor(productId: number): OrderKind {
  return DEDICATED[productId] ?? 'legacy';
}

/** The checkout path a product's order is posted to (relative to the checkout base). */
export function orderPathFor(productId: number): OrderPath {
  return ORDER_PATHS[orderKindFor(productId)];
}
