import { atom } from 'nanostores';
import { env } from '../../../core/browser/environment.ts';
import { fetchProductAnswer } from '../../../core/context/catalog.ts';
import { $user } from '../../../core/context/session.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { closeModal } from '../../../core/modals/modals.ts';
import { productIdToLoad } from '../../../core/products/product-rules.ts';
import { SESSION, writeStored } from '../../../core/storage/session-table.ts';
import {
  closedAsSubmitted,
  closedByPerson,
  drawnDialog,
  withdrawFirstPaintDialog,
} from '../../../core/ui/first-paint-take.ts';
import { requestWithEmailCheck } from '../../accounts/stores/pending-request.ts';
import { flowPath, type RequestFlow, requestFlow } from '../requesting/request-routing.ts';
import { openOrder, storeOfPage } from './order.ts';
import { openQrCode } from './order-qr.ts';
import { visitorContext } from './request-context.ts';

/**
 * Requesting a product (docs/ordering.md#requesting-a-product): load it (its redirect product when it has one), choose the
 * flow with the pure routing function and carry it out.
 */

/** The product being requested (after the redirect swap). */
export const $requestedProduct = atom<ProductAnswer | null>(null);
/** True while the product (or its redirect product) loads. */
export const $requestLoading = atom(false);

/** Keeps the requested product for the e-mail check and the next page (session key `product`). */
function rememberProduct(id: number): void {
  writeStored(SESSION.chosenProduct, id);
  writeStored(SESSION.productCookie, { id });
}

/** Carries out a flow chosen for a loaded product. */
function runFlow(flow: RequestFlow, product: ProductAnswer, pb: string): void {
  if (flow === 'check-email') {
    // Once the visitor is known (logged in, or kept as tempEmail) the same request goes on.
    requestWithEmailCheck(() => void requestProduct(product));
    return;
  }
  if (flow === 'qr-code') {
    // The QR-code order needs a customer: a visitor kept as tempEmail registers in the order modal first.
    if ($user.get() !== null) void openQrCode(product);
    else openOrder(product, 'modal');
    return;
  }
  if (flow === 'order-modal') {
    openOrder(product, 'modal');
    return;
  }
  const path = flowPath(flow, pb, product);
  if (path) env().navigate(path);
}

/**
 * Answers the e-mail check drawn with the page, which the button opened at the tap: withdrawn
 * where the flow goes another way. Where it is the flow, the live one takes over, unless the
 * person closed it (before: false, the live one does not open; meanwhile: it closes); closed by
 * 'Continuar' or Enter, the live one goes on with it.
 */
function answerDrawnCheck(flow: RequestFlow): boolean {
  if (flow !== 'check-email') {
    withdrawFirstPaintDialog('checkEmail');
    return true;
  }
  const drawn = drawnDialog('checkEmail');
  if (!drawn || closedAsSubmitted(drawn)) return true;
  if (!drawn.open) return false;
  drawn.addEventListener(
    'close',
    () => {
      if (closedByPerson(drawn)) closeModal('checkEmail');
    },
    { once: true },
  );
  return true;
}

/**
 * Requests a product from its page (the 'Solicitar agora' button; `drawnCheckOpened`: the tap
 * opened the e-mail check drawn with the page). Returns the flow taken.
 */
export async function requestProduct(
  product: ProductAnswer,
  drawnCheckOpened = false,
): Promise<RequestFlow | null> {
  const pb = storeOfPage();
  if (!pb) return null;
  $requestLoading.set(true);
  try {
    const id = productIdToLoad(product);
    const loaded = id === product.id ? product : await fetchProductAnswer(pb, id);
    $requestedProduct.set(loaded);
    rememberProduct(loaded.id);
    const flow = requestFlow(loaded, { ...visitorContext($user.get() !== null), openOrderModal: true });
    if (!drawnCheckOpened || answerDrawnCheck(flow)) runFlow(flow, loaded, pb);
    return flow;
  } catch (error) {
    // The check drawn with the page has no flow to take it over.
    if (drawnCheckOpened) withdrawFirstPaintDialog('checkEmail');
    throw error;
  } finally {
    $requestLoading.set(false);
  }
}
