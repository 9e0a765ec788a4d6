import { atom, map } from 'nanostores';
import { type OrderAnswer, orderPathFor } from '../api/checkout.ts';
import type { ProductAnswer } from '../api/store.ts';
import {
  INITIAL_ORDER_STATE,
  type OrderEffect,
  type OrderEvent,
  type OrderModalState,
  orderModalReducer,
  shouldAutoContinue,
} from '../domain/order-modal.ts';
import { type OrderErrorOutcome, orderErrorOutcome } from '../domain/request-errors.ts';
import {
  emptyOrderForm,
  type OrderFormData,
  type OrderUser,
  prefillOrderForm,
} from '../domain/request-form.ts';
import { buildOrderBody } from '../domain/request-payload.ts';
import { clearSession, getSessionFlag, removeSession, setSessionJson } from '../lib/session-storage.ts';
import { pathFor, resolveRoute } from '../routes/route-table.ts';
import { api } from './api.ts';
import { closeModal, openModal } from './modals.ts';

/**
 * The order modal (spec §4.6) and the family request pages share this store: the pure reducer
 * of `src/domain/order-modal.ts` decides the steps, this store runs its effects (lead, audit,
 * order, hand-off) and keeps the form, the field errors and the order's answer.
 */

/** Where the order form is drawn: the order modal, or inline on a family request page. */
export type OrderSurface = 'modal' | 'page';

/** Side effects of the order flow; the defaults use the shared stores, tests replace them. */
export interface OrderDeps {
  user(): OrderUser | null;
  /** Creates the lead of a visitor (logs the audit record `create_user` and logs in). */
  createLead(form: OrderFormData): Promise<void>;
  /** The banker of the store being visited. */
  bankerId(): number | null;
  /** Audit record of the order, written before the order is posted (spec §4.4, §7). */
  audit(user: OrderUser, form: OrderFormData): Promise<void>;
  postOrder(path: string, body: Record<string, unknown>, idempotencyKey: string): Promise<OrderAnswer>;
  pb(): string | null;
  isPhone(): boolean;
  navigate(url: string): void;
  /** Clears what persists in the browser before leaving for the partner (spec §4.6). */
  clearPersistentStorage(): void;
}

export const $orderProduct = atom<ProductAnswer | null>(null);
export const $orderSurface = atom<OrderSurface>('modal');
export const $orderState = atom<OrderModalState>(INITIAL_ORDER_STATE);
export const $orderForm = map<OrderFormData>(emptyOrderForm());
/** Messages the server gave for one field (§8: cpf, principal_contact, cnpj). */
export const $orderFieldErrors = map<Partial<Record<keyof OrderFormData, string>>>({});
/** The order's answer: id, partner url and QR image (APP products). */
export const $orderResult = atom<{ orderId: number | null; url: string | null; image: string | null }>({
  orderId: null,
  url: null,
  image: null,
});
/** The last order error as received, kept 3 s (spec §8). */
export const $productError = atom<unknown>(null);

/** Spec §9: message display time. */
export const PRODUCT_ERROR_MS = 3000;

function currentPb(): string | null {
  if (typeof window === 'undefined') return null;
  return resolveRoute(window.location.pathname)?.params.pb ?? null;
}

function randomKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

let deps: OrderDeps = {
  user: () => null,
  createLead: async () => {
    throw new Error('order store: createLead not wired');
  },
  bankerId: () => null,
  audit: async () => {},
  postOrder: (path, body, idempotencyKey) =>
    api.checkout<OrderAnswer>(path, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
  pb: currentPb,
  isPhone: () => false,
  navigate: (url) => window.location.assign(url),
  clearPersistentStorage: () => clearSession({ keepStore: true }),
};

/** Replaces some side effects (the app wiring and the tests). */
export function configureOrder(next: Partial<OrderDeps>): void {
  deps = { ...deps, ...next };
}

/** One key per attempt of one order: a retry of the same post is answered with the same order. */
let idempotencyKey = randomKey();

/** Clears the order's answer and errors (a product load does this, spec §4.4). */
export function resetOrderResult(): void {
  $orderResult.set({ orderId: null, url: null, image: null });
  $orderFieldErrors.set({});
  $productError.set(null);
}

let productErrorTimer: ReturnType<typeof setTimeout> | undefined;
function keepProductError(error: unknown): void {
  $productError.set(error);
  clearTimeout(productErrorTimer);
  productErrorTimer = setTimeout(() => $productError.set(null), PRODUCT_ERROR_MS);
}

/** Shows an order or lead failure as §8 says. */
function showError(outcome: OrderErrorOutcome): void {
  if (outcome.kind === 'field') {
    $orderFieldErrors.setKey(outcome.field, outcome.message);
    return;
  }
  openModal('error', { title: outcome.title, message: outcome.message });
}

export function setOrderField<K extends keyof OrderFormData>(key: K, value: OrderFormData[K]): void {
  $orderForm.set({ ...$orderForm.get(), [key]: value });
  const errors = $orderFieldErrors.get();
  if (errors[key]) {
    const { [key]: _cleared, ...rest } = errors;
    $orderFieldErrors.set(rest);
  }
}

function context() {
  const product = $orderProduct.get();
  if (!product) throw new Error('no product in the order');
  return { loggedIn: deps.user() !== null, product };
}

async function sendOrder(): Promise<void> {
  const product = $orderProduct.get();
  const user = deps.user();
  const banker = deps.bankerId();
  if (!product || !user || banker === null) {
    dispatch({ type: 'orderFailed' });
    showError(orderErrorOutcome(null));
    return;
  }
  const form = $orderForm.get();
  try {
    await deps.audit(user, form);
    const body = buildOrderBody({ product, customer: user.id, personalBanker: banker, form });
    const answer = await deps.postOrder(orderPathFor(product.id), body, idempotencyKey);
    idempotencyKey = randomKey();
    $orderResult.set({ orderId: answer.order_id, url: answer.url, image: answer.image ?? null });
    dispatch({ type: 'orderSent', url: answer.url });
  } catch (error) {
    dispatch({ type: 'orderFailed' });
    const data = (error as { data?: unknown }).data ?? null;
    keepProductError(data ?? error);
    showError(orderErrorOutcome(data));
  }
}

async function createLead(): Promise<void> {
  try {
    await deps.createLead($orderForm.get());
    dispatch({ type: 'leadCreated' });
  } catch (error) {
    dispatch({ type: 'leadFailed' });
    const data = (error as { data?: unknown }).data ?? null;
    showError(orderErrorOutcome(data));
  }
}

function goToQr(): void {
  const pb = deps.pb();
  const product = $orderProduct.get();
  const { image } = $orderResult.get();
  if (!pb || !product) return;
  // The QR screen reads the image and the product title from the session (key `query`).
  setSessionJson('query', { qrcode: image ?? 'sim', label: product.title });
  deps.navigate(pathFor('qrcode', { pb }));
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
      deps.clearPersistentStorage();
      return;
    case 'redirect':
      deps.navigate(effect.url);
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
}

/**
 * Opens the order for a product: in the order modal (flag `redirect`) or on a family page.
 * A logged-in user's data is prefilled; with force_redirect set the order continues by itself.
 */
export function openOrder(product: ProductAnswer, surface: OrderSurface = 'modal'): void {
  $orderProduct.set(product);
  $orderSurface.set(surface);
  $orderState.set(INITIAL_ORDER_STATE);
  resetOrderResult();
  $orderForm.set(prefillOrderForm(emptyOrderForm(), deps.user()));
  idempotencyKey = randomKey();
  if (surface === 'modal') openModal('redirect');
  const forceRedirect = getSessionFlag('force_redirect');
  if (forceRedirect) removeSession('force_redirect');
  if (shouldAutoContinue(deps.user() !== null, forceRedirect)) dispatch({ type: 'continue' });
}

/** 'Continuar' of the default, extra and scheduling steps. */
export function continueOrder(): void {
  dispatch({ type: 'continue' });
}

/** The success button ('Fechar' or 'Continuar'). */
export function finishOrder(): void {
  dispatch({ type: 'finish', isPhone: deps.isPhone() });
}

/** Closing resets the step to default (spec §4.6). */
export function closeOrder(): void {
  if ($orderProduct.get()) dispatch({ type: 'close' });
  $orderState.set(INITIAL_ORDER_STATE);
  if ($orderSurface.get() === 'modal') closeModal('redirect');
}
