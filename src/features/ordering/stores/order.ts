import { atom, map } from 'nanostores';
import { env } from '../../../core/browser/environment.ts';
import { clearOnProductLoad } from '../../../core/context/catalog.ts';
import { $user } from '../../../core/context/session.ts';
import { $banker, $pb } from '../../../core/context/store-context.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { MESSAGE_MS } from '../../../core/format/message-times.ts';
import { closeModal, openModal } from '../../../core/modals/modals.ts';
import { currentPb, pathFor } from '../../../core/routes/route-table.ts';
import {
  clearSession,
  forgetStored,
  isFlagged,
  readStored,
  SESSION,
  writeStored,
} from '../../../core/storage/session-table.ts';
import { failureOf } from '../../../core/transport/call-failure.ts';
import { createLead as createAccountLead } from '../../accounts/stores/sign-in.ts';
import { fetchConsentStatus } from '../../privacy/stores/privacy.ts';
import type { OrderAnswer } from '../contract/orders.ts';
import { isPhoneDevice } from '../requesting/request-device.ts';
import { orderErrorOutcome, productErrorOf, stepOfField } from '../requesting/request-errors.ts';
import {
  buildOrderPayload,
  type ConsortiumChoice,
  emptyOrderForm,
  type OrderFormData,
  type OrderUser,
  prefillOrderForm,
} from '../rules/order-form.ts';
import {
  type ConsentOnRecord,
  INITIAL_ORDER_STATE,
  type OrderEffect,
  type OrderEvent,
  type OrderModalState,
  orderModalReducer,
  shouldAutoContinue,
} from '../rules/order-modal.ts';
import { requestExtraFields } from '../rules/request-extra.ts';
import { placeOrder } from './place-order.ts';

/**
 * The order modal (docs/ordering.md#order-modal), the family request pages and the QR-code modal
 * (`order-qr.ts`) share this store. In this order: what they show of an order (the product, the
 * step, the form, the field errors and the answer) and how a failed call is shown
 * (docs/validation-and-errors.md#error-catalogue); what it takes of the page and of the other stores;
 * starting and posting an order; then the effects the pure reducer of
 * `src/features/ordering/rules/order-modal.ts` asks for (lead, audit, order, hand-off).
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

/** The banker slug of the store being visited. */
export const storeOfPage = (): string | null => $pb.get() ?? currentPb(env().location());

/** "On a phone" as the page's device says (docs/ordering.md#order-modal). */
function onPhone(): boolean {
  const { width, touchPoints, coarsePointer } = env().device();
  return isPhoneDevice(width, touchPoints, coarsePointer);
}

/** Clears what persists in the browser before leaving for the partner (docs/ordering.md#order-modal). */
function clearPersistentStorage(): void {
  clearSession('logout');
  forgetStored(SESSION.productCookie);
}

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
  const user = $user.get();
  beginOrder({ product, surface, choice, user, form: prefillOrderForm(emptyOrderForm(), user, tempEmail) });
  idempotencyKey = randomKey();
}

/** The user's consent at this store, or null when it cannot be read (the boxes then show). */
export async function consentOnRecord(): Promise<ConsentOnRecord | null> {
  const pb = storeOfPage();
  if (!pb) return null;
  try {
    return await fetchConsentStatus(pb);
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
  const user = $user.get();
  const banker = $banker.get()?.person.id ?? null;
  if (!product || !user || banker === null) {
    showOrderFailure(null);
    return null;
  }
  try {
    const { consortium, fields } = $orderChoice.get();
    // The form's fields make the product's order body; the services check it against the product's schema.
    const body = buildOrderPayload({
      product,
      customer: user.id,
      personalBanker: banker,
      form: $orderForm.get(),
      ...(consortium ? { consortium } : {}),
      ...(fields ? { choice: fields } : {}),
    });
    const answer = await placeOrder(product.id, body, idempotencyKey);
    idempotencyKey = randomKey();
    $orderResult.set({ orderId: answer.order_id, url: answer.url, image: answer.image ?? null });
    return answer;
  } catch (error) {
    showOrderFailure(error, { keepAsProductError: true });
    return null;
  }
}

function context() {
  const product = $orderProduct.get();
  if (!product) throw new Error('no product in the order');
  return { loggedIn: $user.get() !== null, product };
}

async function sendOrder(): Promise<void> {
  const answer = await postOrder();
  dispatch(answer ? { type: 'orderSent', url: answer.url } : { type: 'orderFailed' });
}

async function createLead(): Promise<void> {
  try {
    // The lead logs in (and its audit record `create_user` is the services' own).
    await createAccountLead($orderForm.get());
    $orderUser.set($user.get());
    dispatch({ type: 'leadCreated' });
  } catch (error) {
    dispatch({ type: 'leadFailed' });
    showOrderFailure(error);
  }
}

function goToQr(): void {
  const pb = storeOfPage();
  const product = $orderProduct.get();
  const { image } = $orderResult.get();
  if (!pb || !product) return;
  // The QR screen reads the image and the product title from the session.
  writeStored(SESSION.qrScreen, { qrcode: image ?? 'sim', label: product.title });
  env().navigate(pathFor('qrcode', { pb }));
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
      clearPersistentStorage();
      return;
    case 'redirect':
      env().navigate(effect.url);
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
  startOrder(product, surface, choice, readStored(SESSION.checkedEmail));
  if (surface === 'modal') openModal('redirect');
  const forceRedirect = isFlagged(SESSION.continueOrder);
  if (forceRedirect) forgetStored(SESSION.continueOrder);
  if (forceRedirect && $user.get()) void continueWithConsentOnRecord(product);
}

/**
 * force_redirect (docs/ordering.md#order-modal): the order goes on by itself only when the user already accepted
 * this store's current terms and data sharing; the order then carries that consent again.
 */
async function continueWithConsentOnRecord(product: ProductAnswer): Promise<void> {
  const consent = await consentOnRecord();
  if ($orderProduct.get() !== product || $orderState.get().step !== 'default') return;
  if (!shouldAutoContinue($user.get() !== null, true, consent)) return;
  $orderForm.set({ ...$orderForm.get(), terms: true, share_consent: true });
  dispatch({ type: 'continue' });
}

/** 'Continuar' of the default, extra and scheduling steps. */
export function continueOrder(): void {
  dispatch({ type: 'continue' });
}

/** The success button ('Fechar' or 'Continuar'). */
export function finishOrder(): void {
  dispatch({ type: 'finish', isPhone: onPhone() });
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
  const pb = storeOfPage();
  if ($orderSurface.get() === 'page' && pb) env().navigate(pathFor('home', { pb }));
}
