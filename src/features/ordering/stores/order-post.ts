import type { OrderAnswer } from '../../../contract/checkout.ts';
import { call } from '../../../core/transport/api.ts';
import type { ProductAnswer } from '../../catalog/contract/store.ts';
import { orderRouteFor } from '../contract/order-paths.ts';
import { emptyOrderForm, prefillOrderForm } from '../requesting/request-form.ts';
import { buildOrderBody } from '../requesting/request-payload.ts';
import { orderAnswerOf } from '../rules/order-answer.ts';
import type { ConsentOnRecord } from '../rules/order-modal.ts';
import { orderDeps } from './order-deps.ts';
import {
  $orderChoice,
  $orderForm,
  $orderProduct,
  $orderResult,
  beginOrder,
  type OrderChoice,
  type OrderSurface,
  showOrderFailure,
} from './order-state.ts';

/** Starting an order and posting it: what the order modal, the family pages and the QR-code modal share. */

function randomKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** One key per attempt of one order: a retry of the same post is answered with the same order. */
let idempotencyKey = randomKey();

/** A fresh order of a product on a surface: first step, no answer, the user's data prefilled. */
export function startOrder(
  product: ProductAnswer,
  surface: OrderSurface,
  choice: OrderChoice,
  tempEmail: string | null = null,
): void {
  const user = orderDeps().user();
  beginOrder({ product, surface, choice, user, form: prefillOrderForm(emptyOrderForm(), user, tempEmail) });
  idempotencyKey = randomKey();
}

/** The user's consent at this store, or null when it cannot be read (the boxes then show). */
export async function consentOnRecord(): Promise<ConsentOnRecord | null> {
  const pb = orderDeps().pb();
  if (!pb) return null;
  try {
    return await orderDeps().consentStatus(pb);
  } catch {
    return null;
  }
}

/**
 * Order (docs/catalog-and-store.md#marketplace-and-product-load): posted to the product's path with the consent given (the services refuse an
 * order without it and write its audit record with the order); the answer's id, url and QR image
 * are kept. A failure is shown as docs/validation-and-errors.md#error-catalogue says and kept 3 s as the product error.
 */
export async function postOrder(): Promise<OrderAnswer | null> {
  const product = $orderProduct.get();
  const user = orderDeps().user();
  const banker = orderDeps().bankerId();
  if (!product || !user || banker === null) {
    showOrderFailure(null);
    return null;
  }
  try {
    const { consortium, fields } = $orderChoice.get();
    // The form's fields make the product's order body; the services check it against the product's schema.
    const body = buildOrderBody({
      product,
      customer: user.id,
      personalBanker: banker,
      form: $orderForm.get(),
      ...(consortium ? { consortium } : {}),
      ...(fields ? { choice: fields } : {}),
    });
    const answer = orderAnswerOf(
      await call(orderRouteFor(product.id), { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    );
    idempotencyKey = randomKey();
    $orderResult.set({ orderId: answer.order_id, url: answer.url, image: answer.image ?? null });
    return answer;
  } catch (error) {
    showOrderFailure(error, { keepAsProductError: true });
    return null;
  }
}
