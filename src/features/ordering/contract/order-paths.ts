/**
 * Order calls of the checkout service by product id (docs/services.md#calls; the ids in
 * `src/features/catalog/rules/product-rules.ts`). Plain data with no schema library,
 * so the storefront's islands can pick a call without shipping the contract's schemas.
 */

import { CHECKOUT_ROUTES } from '../../../contract/routes.ts';
import { productRules } from '../../catalog/rules/product-rules.ts';
import { ORDER_KINDS, type OrderKind } from '../rules/order-kinds.ts';

/** The checkout endpoint of an order kind: `orderLoan` for `loan`. */
export type OrderEndpointId<K extends OrderKind = OrderKind> = `order${Capitalize<K>}`;

export function orderEndpointId<K extends OrderKind>(kind: K): OrderEndpointId<K> {
  return `order${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as OrderEndpointId<K>;
}

type OrderRoutes = { readonly [K in OrderKind]: (typeof CHECKOUT_ROUTES)[OrderEndpointId<K>] };

/** Order calls by product family; the dedicated ones are our own. */
export const ORDER_ROUTES = Object.fromEntries(
  ORDER_KINDS.map((kind) => [kind, CHECKOUT_ROUTES[orderEndpointId(kind)]]),
) as OrderRoutes;

export { ORDER_KINDS, type OrderKind };
export type OrderPath = OrderRoutes[OrderKind]['path'];

/** The path of each kind, as the services store it with the order. */
export const ORDER_PATHS = Object.fromEntries(
  Object.entries(ORDER_ROUTES).map(([kind, route]) => [kind, route.path]),
) as { readonly [K in OrderKind]: OrderRoutes[K]['path'] };

/** The kind of order a product id is sent as. */
export function orderKindFor(productId: number): OrderKind {
  return productRules(productId).order ?? 'legacy';
}

/** The checkout call a product's order is posted to. */
export function orderRouteFor(productId: number): OrderRoutes[OrderKind] {
  return ORDER_ROUTES[orderKindFor(productId)];
}

/** The checkout path a product's order is posted to (relative to the checkout base). */
export function orderPathFor(productId: number): OrderPath {
  return orderRouteFor(productId).path;
}
