import { call } from '../../../core/transport/api.ts';
import { orderRouteFor, type PlacedOrder, placedOrder } from '../contract/order-paths.ts';
import type { OrderPayload } from '../rules/order-form.ts';

/**
 * Posts an order to its product's route with its Idempotency-Key and reads the placed order: the
 * one way the storefront places an order (the order modal, the business-credit page), as the
 * services have one placement (services/ordering/placement.ts). The same key sent again
 * answers the order stored the first time.
 */
export async function placeOrder(
  productId: number,
  body: OrderPayload,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return placedOrder(
    await call(orderRouteFor(productId), { body, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}
