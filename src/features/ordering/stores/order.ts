import { closeModal, openModal } from '../../../core/modals/modals.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import { forgetStored, isFlagged, SESSION, writeStored } from '../../../core/storage/session-table.ts';
import type { ProductAnswer } from '../../catalog/contract/store.ts';
import {
  INITIAL_ORDER_STATE,
  type OrderEffect,
  type OrderEvent,
  orderModalReducer,
  shouldAutoContinue,
} from '../rules/order-modal.ts';
import { requestExtraFields } from '../rules/request-extra.ts';
import { orderDeps } from './order-deps.ts';
import { consentOnRecord, postOrder, startOrder } from './order-post.ts';
import {
  $orderForm,
  $orderProduct,
  $orderResult,
  $orderState,
  $orderSurface,
  $orderUser,
  type OrderChoice,
  type OrderSurface,
  showOrderFailure,
} from './order-state.ts';

/**
 * The order modal (docs/ordering.md#order-modal) and the family request pages share this store: the pure reducer
 * of `src/features/ordering/rules/order-modal.ts` decides the steps, this store runs its effects (lead, audit,
 * order, hand-off). What they show is in `order-state.ts` (the islands read it there), the QR-code
 * modal's order in `order-qr.ts` (reached from here too).
 */

export { configureOrder, type OrderDeps } from './order-deps.ts';
export { $qrStatus, closeQrCode, confirmQrConsent, openQrCode } from './order-qr.ts';

function context() {
  const product = $orderProduct.get();
  if (!product) throw new Error('no product in the order');
  return { loggedIn: orderDeps().user() !== null, product };
}

async function sendOrder(): Promise<void> {
  const answer = await postOrder();
  dispatch(answer ? { type: 'orderSent', url: answer.url } : { type: 'orderFailed' });
}

async function createLead(): Promise<void> {
  try {
    await orderDeps().createLead($orderForm.get());
    $orderUser.set(orderDeps().user());
    dispatch({ type: 'leadCreated' });
  } catch (error) {
    dispatch({ type: 'leadFailed' });
    showOrderFailure(error);
  }
}

function goToQr(): void {
  const pb = orderDeps().pb();
  const product = $orderProduct.get();
  const { image } = $orderResult.get();
  if (!pb || !product) return;
  // The QR screen reads the image and the product title from the session.
  writeStored(SESSION.qrScreen, { qrcode: image ?? 'sim', label: product.title });
  orderDeps().navigate(pathFor('qrcode', { pb }));
}

function runEffect(effect: OrderEffect): void {
  switch (effect.type) {
    case 'createLead':
      void createLead();
      return;
    case 'sendOrder':
      void sendOrder();
      return;
    case 'clearPersistentStorage':
      orderDeps().clearPersistentStorage();
      return;
    case 'redirect':
      orderDeps().navigate(effect.url);
      return;
    case 'goToQr':
      goToQr();
      return;
    case 'close':
      closeOrder();
      return;
  }
}

/** Feeds one event to the reducer and runs what it asks for. */
export function dispatch(event: OrderEvent): void {
  if (!$orderProduct.get()) return;
  const { state, effects } = orderModalReducer($orderState.get(), event, context());
  $orderState.set(state);
  for (const effect of effects) runEffect(effect);
  // An extra step without fields for this product has nothing to ask: it goes on by itself.
  const product = $orderProduct.get();
  if (state.step === 'extra' && !state.pending && product && requestExtraFields(product).length === 0) {
    dispatch({ type: 'continue' });
  }
}

/**
 * Opens the order for a product: in the order modal (flag `redirect`) or on a family page.
 * A logged-in user's data is prefilled; with force_redirect set the order continues by itself.
 * `fields` go with the order on top of the form's (what the request page already asked).
 */
export function openOrder(
  product: ProductAnswer,
  surface: OrderSurface = 'modal',
  choice: OrderChoice = {},
): void {
  startOrder(product, surface, choice, orderDeps().tempEmail());
  if (surface === 'modal') openModal('redirect');
  const forceRedirect = isFlagged(SESSION.continueOrder);
  if (forceRedirect) forgetStored(SESSION.continueOrder);
  if (forceRedirect && orderDeps().user()) void continueWithConsentOnRecord(product);
}

/**
 * force_redirect (docs/ordering.md#order-modal): the order goes on by itself only when the user already accepted
 * this store's current terms and data sharing; the order then carries that consent again.
 */
async function continueWithConsentOnRecord(product: ProductAnswer): Promise<void> {
  const consent = await consentOnRecord();
  if ($orderProduct.get() !== product || $orderState.get().step !== 'default') return;
  if (!shouldAutoContinue(orderDeps().user() !== null, true, consent)) return;
  $orderForm.set({ ...$orderForm.get(), terms: true, share_consent: true });
  dispatch({ type: 'continue' });
}

/** 'Continuar' of the default, extra and scheduling steps. */
export function continueOrder(): void {
  dispatch({ type: 'continue' });
}

/** The success button ('Fechar' or 'Continuar'). */
export function finishOrder(): void {
  dispatch({ type: 'finish', isPhone: orderDeps().isPhone() });
}

/** Closing resets the step to default (docs/ordering.md#order-modal). */
export function closeOrder(): void {
  if ($orderProduct.get()) dispatch({ type: 'close' });
  $orderState.set(INITIAL_ORDER_STATE);
  if ($orderSurface.get() === 'modal') {
    closeModal('redirect');
    return;
  }
  // A family request page has nothing left to show once the order is done: back to the store.
  const pb = orderDeps().pb();
  if ($orderSurface.get() === 'page' && pb) orderDeps().navigate(pathFor('home', { pb }));
}
