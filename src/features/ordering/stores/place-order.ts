import { currentRoute } from '../../../core/routes/route-table.ts';
import { call } from '../../../core/transport/api.ts';
import { funnelSourceField } from '../../funnel/landing-source.ts';
import { orderRouteFor, type PlacedOrder, placedOrder } from '../contract/order-paths.ts';
import type { OrderPayload } from '../rules/order-form.ts';

/**
 * Posts an order to its product's route with its Idempotency-Key and reads the placed order: the
 * one way the storefront places an order (the order modal, the business-credit page), as the
 * services have one placement (services/ordering/placement.ts). The same key sent again
 * answers the order stored the first time. It carries the source of the tab's visit of the store,
 * the funnel's (docs/desk.md#funnel).
 */
export async function placeOrder(
  productId: number,
  body: OrderPayload,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return placedOrder(
    await call(orderRouteFor(productId), {
      body: { ...body, ...funnelSourceField(currentRoute()?.params.pb) },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
