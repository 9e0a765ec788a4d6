import { atom, map } from 'nanostores';
import { setScreenProduct } from '../../../core/brand/brand.ts';
import { $user } from '../../../core/context/session.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import {
  emptyHomeEquityForm,
  type HomeEquityErrors,
  type HomeEquityForm,
  type HomeEquityVariant,
  homeEquityOrderFields,
  homeEquityVariantOf,
  validateHomeEquity,
} from '../../../core/products/home-equity.ts';
import { currentPb, currentRoute } from '../../../core/routes/route-table.ts';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';
import { requestWithEmailCheck } from '../../accounts/stores/pending-request.ts';
import { loadRequestedProduct } from '../../ordering/requesting/request-family.ts';
import { openOrder } from '../../ordering/stores/order.ts';

/** The home-equity request page (`he/{brand}`, docs/routes-and-guards.md#route-table): its product, variant and form. */
export interface HomeEquityView {
  product: ProductAnswer;
  variant: HomeEquityVariant;
  pb: string;
}

export const $homeEquity = atom<HomeEquityView | null>(null);
export const $homeEquityForm = map<HomeEquityForm>(emptyHomeEquityForm());
/** Errors are shown once the visitor asked for the quotation (then they follow the typing). */
export const $homeEquityErrors = atom<HomeEquityErrors>({});
const $submitted = atom(false);

export function setHomeEquityField<K extends keyof HomeEquityForm>(key: K, value: HomeEquityForm[K]): void {
  $homeEquityForm.set({ ...$homeEquityForm.get(), [key]: value });
  const view = $homeEquity.get();
  if ($submitted.get() && view)
    $homeEquityErrors.set(validateHomeEquity($homeEquityForm.get(), view.variant));
}

function openHomeEquityOrder(product: ProductAnswer): void {
  openOrder(product, 'modal', { fields: homeEquityOrderFields($homeEquityForm.get()) });
}

/**
 * 'Quero solicitar uma cotação': checks the form (docs/validation-and-errors.md#validation-rules), then the order of docs/ordering.md#order-modal opens
 * with the property and credit attached; a visitor passes the e-mail check first (docs/ordering.md#requesting-a-product).
 */
export function requestHomeEquity(): boolean {
  const view = $homeEquity.get();
  if (!view) return false;
  $submitted.set(true);
  const errors = validateHomeEquity($homeEquityForm.get(), view.variant);
  $homeEquityErrors.set(errors);
  if (Object.keys(errors).length > 0) return false;
  if ($user.get() !== null || readStored(SESSION.checkedEmail) !== null) openHomeEquityOrder(view.product);
  else requestWithEmailCheck(() => openHomeEquityOrder(view.product));
  return true;
}

/**
 * Starts the page: loads the product the request kept (session, else the 1-day cookie); without
 * one, or with one that belongs to another page, the visitor goes back to the store.
 */
export async function startHomeEquity(win: Window): Promise<void> {
  const match = currentRoute(win.location);
  const pb = currentPb(win.location) ?? undefined;
  if (match?.name !== 'he' || !pb) return;
  const product = await loadRequestedProduct(pb);
  if (!product) return;
  setScreenProduct(product.id);
  $homeEquity.set({ product, variant: homeEquityVariantOf(product), pb });
}
