import { atom, map } from 'nanostores';
import type { OrderAnswer } from '../api/checkout.ts';
import { orderRouteFor } from '../api/order-paths.ts';
import type { ProductAnswer } from '../api/store.ts';
import { orderAnswerOf } from '../domain/order-answer.ts';
import {
  type ConsentOnRecord,
  INITIAL_ORDER_STATE,
  type OrderEffect,
  type OrderEvent,
  type OrderModalState,
  orderModalReducer,
  shouldAutoContinue,
} from '../domain/order-modal.ts';
import type { ConsortiumChoice } from '../domain/order-payload.ts';
import { isPhoneDevice } from '../domain/request-device.ts';
import {
  type OrderErrorOutcome,
  orderErrorOutcome,
  productErrorOf,
  stepOfField,
} from '../domain/request-errors.ts';
import { requestExtraFields } from '../domain/request-extra.ts';
import {
  emptyOrderForm,
  type OrderFormData,
  type OrderUser,
  prefillOrderForm,
} from '../domain/request-form.ts';
import { buildOrderBody } from '../domain/request-payload.ts';
import {
  clearSession,
  forgetStored,
  isFlagged,
  readStored,
  SESSION,
  writeStored,
} from '../lib/session-table.ts';
import { pathFor, resolveRoute } from '../routes/route-table.ts';
import { call } from './api.ts';
import { closeModal, openModal } from './modals.ts';
import { fetchConsentStatus } from './privacy.ts';
import { $user, createLead as createSessionLead } from './session.ts';
import { $banker, $pb } from './store-context.ts';

/**
 * The order modal (docs/ordering.md#order-modal) and the family request pages share this store: the pure reducer
 * of `src/domain/order-modal.ts` decides the steps, this store runs its effects (lead, audit,
 * order, hand-off) and keeps the form, the field errors and the order's answer.
 */

/** Where the order form is drawn: the order modal, or inline on a family request page. */
export type OrderSurface = 'modal' | 'page' | 'qr';

/** Side effects of the order flow; the defaults use the shared stores, tests replace them. */
export interface OrderDeps {
  user(): OrderUser | null;
  /** The e-mail a visitor typed in the e-mail check (session key tempEmail, docs/accounts.md#e-mail-check). */
  tempEmail(): string | null;
  /** Creates the lead of a visitor (logs the audit record `create_user` and logs in). */
  createLead(form: OrderFormData): Promise<void>;
  /** The banker of the store being visited. */
  bankerId(): number | null;
  /** The user's consent on record at this store (the services write it with each order). */
  consentStatus(pb: string): Promise<ConsentOnRecord>;
  pb(): string | null;
  isPhone(): boolean;
  navigate(url: string): void;
  /** Clears what persists in the browser before leaving for the partner (docs/ordering.md#order-modal). */
  clearPersistentStorage(): void;
}

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

/** docs/validation-and-errors.md#constants-and-limits: message display time. */
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

function browserIsPhone(): boolean {
  if (typeof window === 'undefined') return false;
  return isPhoneDevice(
    window.innerWidth,
    navigator.maxTouchPoints ?? 0,
    window.matchMedia?.('(pointer: coarse)').matches ?? false,
  );
}

let deps: OrderDeps = {
  user: () => $user.get(),
  tempEmail: () => readStored(SESSION.checkedEmail),
  createLead: async (form) => {
    await createSessionLead(form);
  },
  bankerId: () => $banker.get()?.person.id ?? null,
  consentStatus: fetchConsentStatus,
  pb: () => $pb.get() ?? currentPb(),
  isPhone: browserIsPhone,
  navigate: (url) => window.location.assign(url),
  clearPersistentStorage: () => {
    clearSession('logout');
    forgetStored(SESSION.productCookie);
  },
};

/** Replaces some side effects (the app wiring and the tests). */
export function configureOrder(next: Partial<OrderDeps>): void {
  deps = { ...deps, ...next };
}

/** One key per attempt of one order: a retry of the same post is answered with the same order. */
let idempotencyKey = randomKey();

/** Fields a request page collected before the order (the home-equity property and credit). */
/** Clears the order's answer and errors (a product load does this, docs/catalog-and-store.md#marketplace-and-product-load). */
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

/** Shows an order or lead failure as docs/validation-and-errors.md#error-catalogue says. */
function showError(outcome: OrderErrorOutcome): void {
  if (outcome.kind === 'field') {
    $orderFieldErrors.setKey(outcome.field, outcome.message);
    // The message goes under its field: back to the step that shows it (the CNPJ is on extra).
    const step = stepOfField(outcome.field);
    const state = $orderState.get();
    if (state.step !== step) $orderState.set({ ...state, step, pending: null });
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

/**
 * Order (docs/catalog-and-store.md#marketplace-and-product-load): posted to the product's path with the consent given (the services refuse an
 * order without it and write its audit record with the order); the answer's id, url and QR image
 * are kept. A failure is shown as docs/validation-and-errors.md#error-catalogue says and kept 3 s as the product error.
 */
async function postOrder(): Promise<OrderAnswer | null> {
  const product = $orderProduct.get();
  const user = deps.user();
  const banker = deps.bankerId();
  if (!product || !user || banker === null) {
    showError(orderErrorOutcome(null));
    return null;
  }
  const form = $orderForm.get();
  try {
    const { consortium, fields } = $orderChoice.get();
    const body = buildOrderBody({
      product,
      customer: user.id,
      personalBanker: banker,
      form,
      ...(consortium ? { consortium } : {}),
      ...(fields ? { choice: fields } : {}),
    });
    const answer = orderAnswerOf(
      await call(orderRouteFor(product.id), {
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    );
    idempotencyKey = randomKey();
    $orderResult.set({ orderId: answer.order_id, url: answer.url, image: answer.image ?? null });
    return answer;
  } catch (error) {
    const data = (error as { data?: unknown }).data ?? null;
    keepProductError(productErrorOf(data ?? error));
    showError(orderErrorOutcome(data));
    return null;
  }
}

async function sendOrder(): Promise<void> {
  const answer = await postOrder();
  dispatch(answer ? { type: 'orderSent', url: answer.url } : { type: 'orderFailed' });
}

/** State of the QR-code modal's order. */
export const $qrStatus = atom<'idle' | 'consent' | 'sending' | 'ready' | 'failed'>('idle');

/**
 * The QR-code modal of product 6 (docs/ordering.md#requesting-a-product): the order is sent for the logged user and the
 * modal shows the QR code of the app's address to scan with the phone.
 */
export async function openQrCode(product: ProductAnswer): Promise<void> {
  $orderProduct.set(product);
  $orderChoice.set({});
  $orderSurface.set('qr');
  $orderState.set(INITIAL_ORDER_STATE);
  resetOrderResult();
  $orderUser.set(deps.user());
  $orderForm.set(prefillOrderForm(emptyOrderForm(), deps.user()));
  idempotencyKey = randomKey();
  openModal('qrCode');
  $qrStatus.set('sending');
  const consent = await consentOnRecord();
  if (consent?.terms_accepted && consent.data_sharing_accepted) {
    await sendQrOrder();
    return;
  }
  // No consent on record at this store: the modal asks for it before the order is sent.
  $qrStatus.set('consent');
}

async function sendQrOrder(): Promise<void> {
  $orderForm.set({ ...$orderForm.get(), terms: true, share_consent: true });
  $qrStatus.set('sending');
  const answer = await postOrder();
  $qrStatus.set(answer ? 'ready' : 'failed');
}

/** The QR-code modal's consent boxes were ticked: the order is sent. */
export function confirmQrConsent(): void {
  void sendQrOrder();
}

/** Closes the QR-code modal. */
export function closeQrCode(): void {
  closeModal('qrCode');
  $qrStatus.set('idle');
}

async function createLead(): Promise<void> {
  try {
    await deps.createLead($orderForm.get());
    $orderUser.set(deps.user());
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
  // The QR screen reads the image and the product title from the session.
  writeStored(SESSION.qrScreen, { qrcode: image ?? 'sim', label: product.title });
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
  $orderProduct.set(product);
  $orderChoice.set(choice);
  $orderSurface.set(surface);
  $orderState.set(INITIAL_ORDER_STATE);
  resetOrderResult();
  $orderUser.set(deps.user());
  $orderForm.set(prefillOrderForm(emptyOrderForm(), deps.user(), deps.tempEmail()));
  idempotencyKey = randomKey();
  if (surface === 'modal') openModal('redirect');
  const forceRedirect = isFlagged(SESSION.continueOrder);
  if (forceRedirect) forgetStored(SESSION.continueOrder);
  if (forceRedirect && deps.user()) void continueWithConsentOnRecord(product);
}

/** The user's consent at this store, or null when it cannot be read (the boxes then show). */
async function consentOnRecord(): Promise<ConsentOnRecord | null> {
  const pb = deps.pb();
  if (!pb) return null;
  try {
    return await deps.consentStatus(pb);
  } catch {
    return null;
  }
}

/**
 * force_redirect (docs/ordering.md#order-modal): the order goes on by itself only when the user already accepted
 * this store's current terms and data sharing; the order then carries that consent again.
 */
async function continueWithConsentOnRecord(product: ProductAnswer): Promise<void> {
  const consent = await consentOnRecord();
  if ($orderProduct.get() !== product || $orderState.get().step !== 'default') return;
  if (!shouldAutoContinue(deps.user() !== null, true, consent)) return;
  $orderForm.set({ ...$orderForm.get(), terms: true, share_consent: true });
  dispatch({ type: 'continue' });
}

/** 'Continuar' of the default, extra and scheduling steps. */
export function continueOrder(): void {
  dispatch({ type: 'continue' });
}

/** The success button ('Fechar' or 'Continuar'). */
export function finishOrder(): void {
  dispatch({ type: 'finish', isPhone: deps.isPhone() });
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
  const pb = deps.pb();
  if ($orderSurface.get() === 'page' && pb) deps.navigate(pathFor('home', { pb }));
}
