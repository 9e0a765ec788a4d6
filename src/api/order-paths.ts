/**
 * Order calls of the checkout service by product id (docs/services.md#calls; the ids in
 * `src/domain/product-rules.ts`). Plain data with no schema library,
 * so the storefront's islands can pick a call without shipping the contract's schemas.
 */
import type { OrderKind } from '../domain/order-kinds.ts';
import { productRules } from '../domain/product-rules.ts';
import { CHECKOUT_ROUTES } from './routes.ts';

/** Order calls by product family; the dedicated ones are our own. */
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
} as const satisfies Record<OrderKind, unknown>;

export type { OrderKind };
export type OrderPath = (typeof ORDER_ROUTES)[OrderKind]['path'];

/** The path of each kind, as the services store it with the order. */
export const ORDER_PATHS = Object.fromEntries(
  Object.entries(ORDER_ROUTES).map(([kind, route]) => [kind, route.path]),
) as { readonly [K in OrderKind]: (typeof ORDER_ROUTES)[K]['path'] };

/** The kind of order a product id is sent as. */
export function orderKindFor(productId: number): OrderKind {
  return productRules(productId).order ?? 'legacy';
}

/** The checkout call a product's order is posted to. */
export function orderRouteFor(productId: number): (typeof ORDER_ROUTES)[OrderKind] {
  return ORDER_ROUTES[orderKindFor(productId)];
}

/** The checkout path a product's order is posted to (relative to the checkout base). */
export function orderPathFor(productId: number): OrderPath {
  return orderRouteFor(productId).path;
}
