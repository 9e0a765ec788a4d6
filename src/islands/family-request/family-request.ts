import { atom } from 'nanostores';
import { STORE_ROUTES } from '../../api/routes.ts';
import type { ProductAnswer } from '../../api/store.ts';
import {
  FAMILY_PAGES,
  type FamilyPage,
  isFamilyPage,
  productBelongsToPage,
  storedProductId,
} from '../../domain/request-family.ts';
import { getProductCookie, getSession } from '../../lib/session-storage.ts';
import { pathFor, resolveRoute } from '../../routes/route-table.ts';
import { requestWithEmailCheck } from '../../stores/account-flows.ts';
import { call } from '../../stores/api.ts';
import { setScreenProduct } from '../../stores/brand.ts';
import { openOrder } from '../../stores/order.ts';
import { $user } from '../../stores/session.ts';

/** What the family request page shows: the product being requested and its family. */
export interface FamilyRequestView {
  product: ProductAnswer;
  family: string;
  pb: string;
}

export const $familyRequest = atom<FamilyRequestView | null>(null);
/** A visitor must identify before the partner's form (the e-mail check of spec §4.5). */
export const $needsIdentification = atom(false);

/** Opens the partner's form on the page, after the e-mail check for a visitor. */
export function startFamilyOrder(product: ProductAnswer): void {
  if ($user.get() !== null || getSession('tempEmail') !== null) {
    $needsIdentification.set(false);
    openOrder(product, 'page');
    return;
  }
  $needsIdentification.set(true);
  requestWithEmailCheck(() => startFamilyOrder(product));
}

/**
 * Starts a family request page (cartoes, financiamento, beneficio, emprestimo, previdencia,
 * seguros /{brand}): loads the product kept by the request and opens its partner's form. Without
 * a product, or with one that belongs to another page, the visitor goes back to the store.
 */
export async function startFamilyRequest(win: Window): Promise<void> {
  const match = resolveRoute(win.location.pathname);
  const pb = match?.params.pb?.toLowerCase();
  if (!match || !pb || !isFamilyPage(match.name)) return;
  const home = pathFor('home', { pb });
  const id = storedProductId(getSession('product'), getProductCookie<{ id?: unknown }>());
  if (id === null) {
    win.location.replace(home);
    return;
  }
  // The address carries no product id: the strip and footer rules (spec §2.3) read it from here.
  setScreenProduct(id);
  let product: ProductAnswer;
  try {
    product = await call<ProductAnswer>(STORE_ROUTES.product, { params: { pb, product: id } });
  } catch {
    win.location.replace(home);
    return;
  }
  if (!productBelongsToPage(product, pb, win.location.pathname)) {
    win.location.replace(home);
    return;
  }
  $familyRequest.set({ product, family: FAMILY_PAGES[match.name as FamilyPage], pb });
  startFamilyOrder(product);
}
