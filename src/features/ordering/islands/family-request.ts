import { atom } from 'nanostores';
import { currentPb, currentRoute } from '../../../core/routes/route-table.ts';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';
import { requestWithEmailCheck } from '../../accounts/stores/pending-request.ts';
import { $user } from '../../accounts/stores/session.ts';
import type { ProductAnswer } from '../../catalog/contract/store.ts';
import {
  FAMILY_PAGES,
  type FamilyPage,
  isFamilyPage,
  loadRequestedProduct,
} from '../requesting/request-family.ts';
import { openOrder } from '../stores/order.ts';

/** What the family request page shows: the product being requested and its family. */
export interface FamilyRequestView {
  product: ProductAnswer;
  family: string;
  pb: string;
}

export const $familyRequest = atom<FamilyRequestView | null>(null);
/** A visitor must identify before the partner's form (the e-mail check of docs/ordering.md#requesting-a-product). */
export const $needsIdentification = atom(false);

/** Opens the partner's form on the page, after the e-mail check for a visitor. */
export function startFamilyOrder(product: ProductAnswer): void {
  if ($user.get() !== null || readStored(SESSION.checkedEmail) !== null) {
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
  const match = currentRoute(win.location);
  const pb = currentPb(win.location) ?? undefined;
  if (!match || !pb || !isFamilyPage(match.name)) return;
  const product = await loadRequestedProduct(win, pb);
  if (!product) return;
  $familyRequest.set({ product, family: FAMILY_PAGES[match.name as FamilyPage], pb });
  startFamilyOrder(product);
}
