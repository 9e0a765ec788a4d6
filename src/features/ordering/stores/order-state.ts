import { atom, map } from 'nanostores';
import { MESSAGE_MS } from '../../../core/format/message-times.ts';
import { openModal } from '../../../core/modals/modals.ts';
import { failureOf } from '../../accounts/stores/account-error.ts';
import type { ProductAnswer } from '../../catalog/contract/store.ts';
import { clearOnProductLoad } from '../../catalog/stores/catalog.ts';
import { orderErrorOutcome, productErrorOf, stepOfField } from '../requesting/request-errors.ts';
import { emptyOrderForm, type OrderFormData, type OrderUser } from '../requesting/request-form.ts';
import { INITIAL_ORDER_STATE, type OrderModalState } from '../rules/order-modal.ts';
import type { ConsortiumChoice } from '../rules/order-payload.ts';

/**
 * What the order modal, the family request pages and the QR-code modal show of an order
 * (docs/ordering.md#order-modal): the product, the step, the form, the field errors and the answer,
 * and how a failed call is shown (docs/validation-and-errors.md#error-catalogue).
 */

/** Where the order form is drawn: the order modal, inline on a family request page, or the QR-code modal. */
export type OrderSurface = 'modal' | 'page' | 'qr';

export const $orderProduct = atom<ProductAnswer | null>(null);
export const $orderSurface = atom<OrderSurface>('modal');
/** The user the order is for (logged in, or the lead just created); null for a visitor. */
export const $orderUser = atom<OrderUser | null>(null);
export const $orderState = atom<OrderModalState>(INITIAL_ORDER_STATE);
export const $orderForm = map<OrderFormData>(emptyOrderForm());
/** Messages the server gave for one field (docs/validation-and-errors.md#error-catalogue: cpf, principal_contact, cnpj). */
export const $orderFieldErrors = map<Partial<Record<keyof OrderFormData, string>>>({});
/** The order's answer: id, partner url and QR image (APP products). */
export const $orderResult = atom<{ orderId: number | null; url: string | null; image: string | null }>({
  orderId: null,
  url: null,
  image: null,
});
/** What the visitor chose before opening the order (a simulator's offer or letter), sent with it. */
export interface OrderChoice {
  consortium?: Omit<ConsortiumChoice, 'isPj'>;
  fields?: Record<string, unknown>;
}
export const $orderChoice = atom<OrderChoice>({});
/** The last order error as received, kept 3 s (docs/validation-and-errors.md#error-catalogue). */
export const $productError = atom<unknown>(null);

/** The product error stays as long as any message. */
export const PRODUCT_ERROR_MS = MESSAGE_MS;

/** Clears the order's answer and errors (a product load does this, docs/catalog-and-store.md#marketplace-and-product-load). */
export function resetOrderResult(): void {
  $orderResult.set({ orderId: null, url: null, image: null });
  $orderFieldErrors.set({});
  $productError.set(null);
}
clearOnProductLoad(resetOrderResult);

/** A fresh order of a product on a surface: first step, no answer, the given user and form. */
export function beginOrder(order: {
  product: ProductAnswer;
  surface: OrderSurface;
  choice: OrderChoice;
  user: OrderUser | null;
  form: OrderFormData;
}): void {
  $orderProduct.set(order.product);
  $orderChoice.set(order.choice);
  $orderSurface.set(order.surface);
  $orderState.set(INITIAL_ORDER_STATE);
  resetOrderResult();
  $orderUser.set(order.user);
  $orderForm.set(order.form);
}

export function setOrderField<K extends keyof OrderFormData>(key: K, value: OrderFormData[K]): void {
  $orderForm.set({ ...$orderForm.get(), [key]: value });
  const errors = $orderFieldErrors.get();
  if (errors[key]) {
    const { [key]: _cleared, ...rest } = errors;
    $orderFieldErrors.set(rest);
  }
}

let productErrorTimer: ReturnType<typeof setTimeout> | undefined;
function keepProductError(error: unknown): void {
  $productError.set(error);
  clearTimeout(productErrorTimer);
  productErrorTimer = setTimeout(() => $productError.set(null), PRODUCT_ERROR_MS);
}

/**
 * Shows an order or lead failure as docs/validation-and-errors.md#error-catalogue says: a field's
 * message under its field (back on the step that shows it, the CNPJ being on extra), anything else
 * in the error modal. A failed order is also kept 3 s as the product error.
 */
export function showOrderFailure(error: unknown, options: { keepAsProductError?: boolean } = {}): void {
  const { body } = failureOf(error);
  if (options.keepAsProductError) keepProductError(productErrorOf(body ?? error));
  const outcome = orderErrorOutcome(body);
  if (outcome.kind === 'field') {
    $orderFieldErrors.setKey(outcome.field, outcome.message);
    const step = stepOfField(outcome.field);
    const state = $orderState.get();
    if (state.step !== step) $orderState.set({ ...state, step, pending: null });
    return;
  }
  openModal('error', { title: outcome.title, message: outcome.message });
}
