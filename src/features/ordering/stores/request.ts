import { atom } from 'nanostores';
import { currentPb } from '../../../core/routes/route-table.ts';
import { readStored, SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { requestWithEmailCheck } from '../../accounts/stores/pending-request.ts';
import { $user } from '../../accounts/stores/session.ts';
import type { ProductAnswer } from '../../catalog/contract/store.ts';
import { productIdToLoad } from '../../catalog/rules/product.ts';
import { fetchProductAnswer } from '../../catalog/stores/catalog.ts';
import { $pb } from '../../catalog/stores/store-context.ts';
import { flowPath, type RequestFlow, requestFlow } from '../requesting/request-routing.ts';
import { openOrder } from './order.ts';
import { openQrCode } from './order-qr.ts';

/**
 * Requesting a product (docs/ordering.md#requesting-a-product): load it (its redirect product when it has one), choose the
 * flow with the pure routing function and carry it out.
 */

/** Side effects of a request, injected so tests (and the shared stores, once wired) supply them. */
export interface RequestDeps {
  /** The banker slug of the current address. */
  pb(): string | null;
  loggedIn(): boolean;
  /** The e-mail check let a visitor continue with a kept e-mail (tempEmail, docs/accounts.md#e-mail-check). */
  tempEmail(): boolean;
  /** Keeps the requested product for the e-mail check and the next page (session key `product`). */
  rememberProduct(id: number): void;
  openCheckEmail(product: ProductAnswer): void;
  openOrderModal(product: ProductAnswer): void;
  openQrCodeModal(product: ProductAnswer): void;
  navigate(path: string): void;
}

/** The product being requested (after the redirect swap). */
export const $requestedProduct = atom<ProductAnswer | null>(null);
/** True while the product (or its redirect product) loads. */
export const $requestLoading = atom(false);

let deps: RequestDeps = {
  pb: () => $pb.get() ?? currentPb(),
  loggedIn: () => $user.get() !== null,
  tempEmail: () => readStored(SESSION.checkedEmail) !== null,
  rememberProduct: (id) => {
    writeStored(SESSION.chosenProduct, id);
    writeStored(SESSION.productCookie, { id });
  },
  // Once the visitor is known (logged in, or kept as tempEmail) the same request goes on.
  openCheckEmail: (product) => requestWithEmailCheck(() => void requestProduct(product)),
  openOrderModal: (product) => openOrder(product, 'modal'),
  // The QR-code order needs a customer: a visitor kept as tempEmail registers in the order modal first.
  openQrCodeModal: (product) =>
    $user.get() !== null ? void openQrCode(product) : openOrder(product, 'modal'),
  navigate: (path) => window.location.assign(path),
};

/** Replaces some side effects (the app wiring and the tests). */
export function configureRequest(next: Partial<RequestDeps>): void {
  deps = { ...deps, ...next };
}

/** Carries out a flow chosen for a loaded product. */
function runFlow(flow: RequestFlow, product: ProductAnswer, pb: string): void {
  if (flow === 'check-email') {
    deps.openCheckEmail(product);
    return;
  }
  if (flow === 'qr-code') {
    deps.openQrCodeModal(product);
    return;
  }
  if (flow === 'order-modal') {
    deps.openOrderModal(product);
    return;
  }
  const path = flowPath(flow, pb, product);
  if (path) deps.navigate(path);
}

/**
 * Requests a product from its page (the 'Solicitar agora' button). Returns the flow taken.
 */
export async function requestProduct(product: ProductAnswer): Promise<RequestFlow | null> {
  const pb = deps.pb();
  if (!pb) return null;
  $requestLoading.set(true);
  try {
    const id = productIdToLoad(product);
    const loaded = id === product.id ? product : await fetchProductAnswer(pb, id);
    $requestedProduct.set(loaded);
    deps.rememberProduct(loaded.id);
    const flow = requestFlow(loaded, {
      loggedIn: deps.loggedIn(),
      tempEmail: deps.tempEmail(),
      openOrderModal: true,
    });
    runFlow(flow, loaded, pb);
    return flow;
  } finally {
    $requestLoading.set(false);
  }
}
