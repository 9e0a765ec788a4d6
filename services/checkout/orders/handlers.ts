import { answersAList, type checkoutEndpoints } from '../../../src/contract/checkout.ts';
import {
  ORDER_KINDS,
  type OrderEndpointId,
  type OrderKind,
  orderEndpointId,
} from '../../../src/features/catalog/rules/product-rules.ts';
import { currentUser, type Deps } from '../../context.ts';
import type { Handler, Handlers } from '../../http/mount.ts';
import { idempotencyKeyOf, placeOrder } from './orders.ts';

/** The order endpoints, one per kind. */
export const ORDER_ENDPOINTS: OrderEndpointId[] = ORDER_KINDS.map(orderEndpointId);
type OrderHandlers = Pick<Handlers<typeof checkoutEndpoints>, OrderEndpointId>;

/**
 * One order path (docs/services.md#calls checkout orders): the mount passed the body by the path's
 * schema; a retry is recognised by the body as sent. A new order answers 201, a retry 200.
 */
function orderHandler(deps: Deps, kind: OrderKind): Handler<(typeof checkoutEndpoints)[OrderEndpointId]> {
  return async ({ body, sentBody, c }) => {
    const placed = await placeOrder(deps, {
      kind,
      body,
      sentBody,
      user: currentUser(c),
      idempotencyKey: idempotencyKeyOf(c),
      requestId: c.get('requestId'),
    });
    const status = placed.created ? 201 : 200;
    if (answersAList(kind)) return c.json([placed.answer], status);
    return c.json(placed.answer, status);
  };
}

export function orderHandlers(deps: Deps): OrderHandlers {
  const entries = ORDER_KINDS.map((kind) => [orderEndpointId(kind), orderHandler(deps, kind)]);
  return Object.fromEntries(entries) as OrderHandlers;
}
