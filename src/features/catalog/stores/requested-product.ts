import { pathFor } from '../../../core/routes/route-table.ts';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';
import { setScreenProduct } from '../../brand/chrome/brand.ts';
import { productBelongsToPage, storedProductId } from '../../ordering/requesting/request-family.ts';
import type { ProductAnswer } from '../contract/store.ts';
import { fetchProductAnswer } from './product-load.ts';

/**
 * Loads the product a request page works on, the one the request kept (session, else the 1-day
 * cookie). Without one, when it fails to load, or when it belongs to another page, the visitor goes
 * back to the store and the answer is null.
 */
export async function loadRequestedProduct(win: Window, pb: string): Promise<ProductAnswer | null> {
  const home = pathFor('home', { pb });
  const id = storedProductId(readStored(SESSION.chosenProduct), readStored(SESSION.productCookie));
  if (id === null) {
    win.location.replace(home);
    return null;
  }
  // The address carries no product id: the strip and footer rules (docs/catalog-and-store.md#header-footer-and-cookies) read it from here,
  // from the start.
  setScreenProduct(id);
  let product: ProductAnswer;
  try {
    product = await fetchProductAnswer(pb, id);
  } catch {
    win.location.replace(home);
    return null;
  }
  if (!productBelongsToPage(product, pb, win.location.pathname)) {
    win.location.replace(home);
    return null;
  }
  return product;
}
