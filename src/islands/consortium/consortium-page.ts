import { atom } from 'nanostores';
import type { ProductAnswer } from '../../api/store.ts';
import { CONSORTIUM_IDS } from '../../domain/product-rules.ts';
import { storedProductId } from '../../domain/request-family.ts';
import { readStored, SESSION } from '../../lib/session-table.ts';
import { resolveRoute } from '../../routes/route-table.ts';
import { setScreenProduct } from '../../stores/brand.ts';
import { fetchProductAnswer } from '../../stores/product-load.ts';

/** The consortium products of the page (117 individual, 121 company); 'failed' when they did not load. */
export const $consortiumProducts = atom<ProductAnswer[] | 'failed' | null>(null);

/** Starts the consortium page (`consorcio/`, docs/routes-and-guards.md#route-table): its two products, and the chrome of docs/catalog-and-store.md#header-footer-and-cookies. */
export async function startConsortium(win: Window): Promise<void> {
  const match = resolveRoute(win.location.pathname);
  const pb = match?.params.pb?.toLowerCase();
  if (match?.name !== 'consortium' || !pb) return;
  // Requested from 117 or 121, the strip and the footer give way to the flow (docs/catalog-and-store.md#header-footer-and-cookies).
  const kept = storedProductId(readStored(SESSION.chosenProduct), readStored(SESSION.productCookie));
  if (kept !== null && CONSORTIUM_IDS.includes(kept)) setScreenProduct(kept);
  const loaded = await Promise.allSettled(CONSORTIUM_IDS.map((id) => fetchProductAnswer(pb, id)));
  const products = loaded.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  $consortiumProducts.set(products.length > 0 ? products : 'failed');
}
