/**
 * Order calls of the checkout service by product id (spec §7). Plain data with no schema library,
 * so the storefront's islands can pick a call without shipping the contract's schemas.
 */
import { CHECKOUT_ROUTES } from './routes.ts';

/** Order calls by product family; the dedicated ones the spec leaves unnamed are designed here. */
export const ORDER_ROUTES = {
  consortium: CHECKOUT_ROUTES.orderConsortium,
  homeEquity: CHECKOUT_ROUTES.orderHomeEquity,
  homeEquityPj: CHECKOUT_ROUTES.orderHomeEquityPj,
  mortgage: CHECKOUT_ROUTES.orderMortgage,
  creditCard: CHECKOUT_ROUTES.orderCreditCard,
  creditAuto: CHECKOUT_ROUTES.orderCreditAuto,
  benefits: CHECKOUT_ROUTES.orderBenefits,
  loan: CHECKOUT_ROUTES.orderLoan,
  realEstate: CHECKOUT_ROUTES.orderRealEstate,
  legacy: CHECKOUT_ROUTES.orderLegacy,
} as const;

export type OrderKind = keyof typeof ORDER_ROUTES;
export type OrderPath = (typeof ORDER_ROUTES)[OrderKind]['path'];

/** The path of each kind, as the services store it with the order. */
export const ORDER_PATHS = Object.fromEntries(
  Object.entries(ORDER_ROUTES).map(([kind, route]) => [kind, route.path]),
) as { readonly [K in OrderKind]: (typeof ORDER_ROUTES)[K]['path'] };

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

/** The checkout call a product's order is posted to. */
export function orderRouteFor(productId: number): (typeof ORDER_ROUTES)[OrderKind] {
  return ORDER_ROUTES[orderKindFor(productId)];
}

/** The checkout path a product's order is posted to (relative to the checkout base). */
export function orderPathFor(productId: number): OrderPath {
  return orderRouteFor(productId).path;
}
