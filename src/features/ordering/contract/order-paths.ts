/**
 * The kinds of order calls and the checkout call of each (docs/services.md#calls). Which kind a
 * product is sent as is its row in `src/core/products/product-rules.ts` (`orderKindFor`):
 * the browser posts there and the services check the endpoint's kind against the same function.
 * Plain data with no schema library, so the storefront's islands can pick a call without shipping
 * the contract's schemas.
 */

import { ORDER_KINDS, type OrderKind } from '../../../core/products/order-kinds.ts';
import { orderKindFor } from '../../../core/products/product-rules.ts';
import { ORDERING_ROUTES } from './ordering-routes.ts';

export { ORDER_KINDS, type OrderKind } from '../../../core/products/order-kinds.ts';

/** The checkout endpoint of an order kind: `orderLoan` for `loan`. */
export type OrderEndpointId<K extends OrderKind = OrderKind> = `order${Capitalize<K>}`;

export function orderEndpointId<K extends OrderKind>(kind: K): OrderEndpointId<K> {
  return `order${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as OrderEndpointId<K>;
}

type OrderRoutes = { readonly [K in OrderKind]: (typeof ORDERING_ROUTES)[OrderEndpointId<K>] };

/** Order calls by product family; the dedicated ones are our own. */
export const ORDER_ROUTES = Object.fromEntries(
  ORDER_KINDS.map((kind) => [kind, ORDERING_ROUTES[orderEndpointId(kind)]]),
) as OrderRoutes;

export type OrderPath = OrderRoutes[OrderKind]['path'];

/** The path of each kind, as the services store it with the order. */
export const ORDER_PATHS = Object.fromEntries(
  Object.entries(ORDER_ROUTES).map(([kind, route]) => [kind, route.path]),
) as { readonly [K in OrderKind]: OrderRoutes[K]['path'] };

/** The checkout call a product's order is posted to. */
export function orderRouteFor(productId: number): OrderRoutes[OrderKind] {
  return ORDER_ROUTES[orderKindFor(productId)];
}

/** The checkout path a product's order is posted to (relative to the checkout base). */
export function orderPathFor(productId: number): OrderPath {
  return orderRouteFor(productId).path;
}

/** An order as its call answers it (docs/entities.md): id, partner url and the QR image of APP products. */
export interface PlacedOrder {
  order_id: number;
  url: string;
  image?: string;
}

/**
 * The order an order call answered: the kinds that answer a list (home equity,
 * docs/services.md#calls) give it in their first item with `order_id`, the others answer it.
 * An answer with no order is an error whose `data` is what came back (the list's first item),
 * as the order's other failures carry it.
 */
export function placedOrder(
  answer: PlacedOrder | { order_id?: number; url?: string; partner?: string; detail?: string }[],
): PlacedOrder {
  const placed = Array.isArray(answer)
    ? answer.find((item): item is PlacedOrder => item.order_id !== undefined && item.url !== undefined)
    : answer;
  if (placed?.order_id !== undefined && placed.url !== undefined) return placed;
  const data = Array.isArray(answer) ? (answer[0] ?? null) : answer;
  throw Object.assign(new Error('order answer without order_id'), { data });
}
