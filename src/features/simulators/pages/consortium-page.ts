import { atom } from 'nanostores';
import { setScreenProduct } from '../../../core/brand/brand.ts';
import { fetchProductAnswer } from '../../../core/context/catalog.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import { CONSORTIUM_IDS } from '../../../core/products/product-rules.ts';
import { currentPb, currentRoute } from '../../../core/routes/route-table.ts';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';
import { storedProductId } from '../../ordering/requesting/request-family.ts';

/** The consortium products of the page (117 individual, 121 company); 'failed' when they did not load. */
export const $consortiumProducts = atom<ProductAnswer[] | 'failed' | null>(null);

/** Starts the consortium page (`consorcio/`, docs/routes-and-guards.md#route-table): its two products, and the chrome of docs/catalog-and-store.md#header-footer-and-cookies. */
export async function startConsortium(win: Window): Promise<void> {
  const match = currentRoute(win.location);
  const pb = currentPb(win.location) ?? undefined;
  if (match?.name !== 'consortium' || !pb) return;
  // Requested from 117 or 121, the strip and the footer give way to the flow (docs/catalog-and-store.md#header-footer-and-cookies).
  const kept = storedProductId(readStored(SESSION.chosenProduct), readStored(SESSION.productCookie));
  if (kept !== null && CONSORTIUM_IDS.includes(kept)) setScreenProduct(kept);
  const loaded = await Promise.allSettled(CONSORTIUM_IDS.map((id) => fetchProductAnswer(pb, id)));
  const products = loaded.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  $consortiumProducts.set(products.length > 0 ? products : 'failed');
}
