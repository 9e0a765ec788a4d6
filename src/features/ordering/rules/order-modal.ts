import { DIRECT_ORDER_BRANDS } from '../../../core/brand/partner-brands.ts';
import { effectiveProductType, type ProductInfo } from '../../../core/products/product.ts';
import { orderKindFor, PRODUCT_IDS } from '../../../core/products/product-rules.ts';

/** Steps of the order modal (docs/ordering.md#order-modal). */
export type OrderStep = 'default' | 'extra' | 'scheduling' | 'success';

export interface OrderModalState {
  step: OrderStep;
  /** A call is under way: the lead, or the order (which leads to `afterSend`). */
  pending: 'lead' | 'order' | null;
  /** The partner url returned by the order, once known. */
  url: string | null;
  /** The browser is leaving for `url` ('Travou? Clique aqui.' is shown meanwhile). */
  leaving: boolean;
}

/** What the island must do; the reducer itself calls nothing. */
export type OrderEffect =
  | { type: 'createLead' }
  | { type: 'sendOrder' }
  | { type: 'clearPersistentStorage' }
  | { type: 'redirect'; url: string }
  | { type: 'goToQr' }
  | { type: 'close' };

export type OrderEvent =
  /** 'Continuar' on the default, extra or scheduling step. */
  | { type: 'continue' }
  | { type: 'leadCreated' }
  | { type: 'leadFailed' }
  | { type: 'orderSent'; url?: string | null }
  | { type: 'orderFailed' }
  /** The button of the success step ('Fechar' or 'Continuar'). */
  | { type: 'finish'; isPhone: boolean }
  | { type: 'close' };

export interface OrderContext {
  loggedIn: boolean;
  product: Pick<ProductInfo, 'id' | 'brand' | 'category' | 'is_pj' | 'product_type'>;
}

export interface OrderTransition {
  state: OrderModalState;
  effects: OrderEffect[];
}

export const INITIAL_ORDER_STATE: OrderModalState = {
  step: 'default',
  pending: null,
  url: null,
  leaving: false,
};

/** TABLE products of these categories ask the extra step before scheduling. */
const EXTRA_TABLE_CATEGORIES = ['Previdência', 'Seguros'];

function go(state: OrderModalState, step: OrderStep): OrderTransition {
  return { state: { ...state, step, pending: null }, effects: [] };
}

function send(state: OrderModalState): OrderTransition {
  return { state: { ...state, pending: 'order' }, effects: [{ type: 'sendOrder' }] };
}

/** Leaves for the partner: persistent storage is cleared first (docs/ordering.md#order-modal). */
function leave(state: OrderModalState, url: string): OrderTransition {
  return {
    state: { ...state, leaving: true },
    effects: [{ type: 'clearPersistentStorage' }, { type: 'redirect', url }],
  };
}

/**
 * Whether a product's order passes through the extra step (docs/ordering.md#order-modal): pj contracts, DEFAULT
 * products of brands that do not send at once, and TABLE products of the extra categories.
 */
export function passesExtraStep(product: OrderContext['product']): boolean {
  if (product.is_pj) return true;
  switch (effectiveProductType(product)) {
    case 'DEFAULT':
      return !DIRECT_ORDER_BRANDS.includes(product.brand);
    case 'TABLE':
      return EXTRA_TABLE_CATEGORIES.includes(product.category?.name ?? '');
    default:
      return false;
  }
}

/**
 * Whether a product's order passes through the scheduling step (docs/ordering.md#order-modal): every TABLE
 * product, and an APP product after the extra step; the others are sent before it.
 */
export function passesSchedulingStep(product: OrderContext['product']): boolean {
  const type = effectiveProductType(product);
  return type === 'TABLE' || (type === 'APP' && passesExtraStep(product));
}

/** The step after the default form, once the user is known (logged in, or the lead created). */
function afterDefault(state: OrderModalState, { product }: OrderContext): OrderTransition {
  if (passesExtraStep(product)) return go(state, 'extra');
  switch (effectiveProductType(product)) {
    case 'REDIRECT':
      return product.id === PRODUCT_IDS.qrCode ? go(state, 'success') : send(state);
    case 'DEFAULT':
      return send(state);
    case 'TABLE':
      return go(state, 'scheduling');
    case 'APP':
      // The order is sent to get the app url and QR image the success step hands over.
      return send(state);
  }
}

function onContinue(state: OrderModalState, context: OrderContext): OrderTransition {
  if (state.pending) return { state, effects: [] };
  const type = effectiveProductType(context.product);
  switch (state.step) {
    case 'default':
      if (!context.loggedIn)
        return { state: { ...state, pending: 'lead' }, effects: [{ type: 'createLead' }] };
      return afterDefault(state, context);
    case 'extra':
      return type === 'DEFAULT' || type === 'REDIRECT' ? send(state) : go(state, 'scheduling');
    case 'scheduling':
      return send(state);
    case 'success':
      return { state, effects: [] };
  }
}

function onOrderSent(state: OrderModalState, context: OrderContext, url: string | null): OrderTransition {
  const next: OrderModalState = { ...state, step: 'success', pending: null, url };
  if (effectiveProductType(context.product) === 'REDIRECT' && url) return leave(next, url);
  return { state: next, effects: [] };
}

/**
 * Home-equity orders (55, 91) go on at the partner: the first item of their answer with an
 * order gives the url (docs/services.md#calls), so their success step continues there, whatever their type.
 */
export function handsOverToPartner(product: Pick<ProductInfo, 'id'>): boolean {
  const kind = orderKindFor(product.id);
  return kind === 'homeEquity' || kind === 'homeEquityPj';
}

function closesOnFinish(product: Pick<ProductInfo, 'id' | 'product_type'>): boolean {
  const type = effectiveProductType(product);
  return (type === 'TABLE' || type === 'DEFAULT') && !handsOverToPartner(product);
}

function onFinish(state: OrderModalState, context: OrderContext, isPhone: boolean): OrderTransition {
  const type = effectiveProductType(context.product);
  if (closesOnFinish(context.product)) return { state: INITIAL_ORDER_STATE, effects: [{ type: 'close' }] };
  if (type === 'APP') {
    if (isPhone && state.url) return leave(state, state.url);
    return { state, effects: [{ type: 'goToQr' }] };
  }
  return state.url ? leave(state, state.url) : { state: INITIAL_ORDER_STATE, effects: [{ type: 'close' }] };
}

/** The order modal as a reducer: the next state and the effects the island runs (docs/ordering.md#order-modal). */
export function orderModalReducer(
  state: OrderModalState,
  event: OrderEvent,
  context: OrderContext,
): OrderTransition {
  switch (event.type) {
    case 'continue':
      return onContinue(state, context);
    case 'leadCreated':
      return state.pending === 'lead'
        ? afterDefault({ ...state, pending: null }, context)
        : { state, effects: [] };
    case 'leadFailed':
    case 'orderFailed':
      return { state: { ...state, pending: null }, effects: [] };
    case 'orderSent':
      return state.pending === 'order'
        ? onOrderSent(state, context, event.url ?? null)
        : { state, effects: [] };
    case 'finish':
      return state.step === 'success' ? onFinish(state, context, event.isPhone) : { state, effects: [] };
    case 'close':
      return { state: INITIAL_ORDER_STATE, effects: [] };
  }
}

/** Title of the modal: 'Agendamento de contato' on scheduling, then by whether the user is logged in. */
export function orderModalTitle(step: OrderStep, loggedIn: boolean): string {
  if (step === 'scheduling') return 'Agendamento de contato';
  return loggedIn ? 'Confirmação de dados' : 'Cadastro';
}

/** Label of the success button: 'Fechar' for TABLE and DEFAULT, 'Continuar' otherwise (and for home equity). */
export function successButtonLabel(
  product: Pick<ProductInfo, 'id' | 'product_type'>,
): 'Fechar' | 'Continuar' {
  return closesOnFinish(product) ? 'Fechar' : 'Continuar';
}

/** The link shown while leaving for the partner. */
export const STUCK_LINK_TEXT = 'Travou? Clique aqui.';

/** True while the browser is leaving for a known url: show 'Travou? Clique aqui.'. */
export function showStuckLink(state: OrderModalState): boolean {
  return state.leaving && state.url !== null;
}

/** What the services hold of the user's consent at this store (current terms version, data sharing). */
export interface ConsentOnRecord {
  terms_accepted: boolean;
  data_sharing_accepted: boolean;
}

/**
 * When the modal opens for a logged-in user with force_redirect set (docs/ordering.md#order-modal), the order
 * continues by itself only if the user already accepted this store's current terms and sharing
 * data with its partners; otherwise 'Confirmação de dados' shows with its boxes to tick.
 */
export function shouldAutoContinue(
  loggedIn: boolean,
  forceRedirect: boolean,
  consent: ConsentOnRecord | null,
): boolean {
  return loggedIn && forceRedirect && consent?.terms_accepted === true && consent.data_sharing_accepted;
}
