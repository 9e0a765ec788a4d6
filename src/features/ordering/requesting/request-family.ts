import { setScreenProduct } from '../../../core/brand/brand.ts';
import { env } from '../../../core/browser/environment.ts';
import { fetchProductAnswer } from '../../../core/context/catalog.ts';
import type { ProductAnswer } from '../../../core/contract/store.ts';
import type { ProductInfo } from '../../../core/products/product.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import type { RouteName } from '../../../core/routes/types.ts';
import { readStored, SESSION } from '../../../core/storage/session-table.ts';
import { flowPath, requestFlow } from './request-routing.ts';

/** The family request pages (docs/routes-and-guards.md#route-table) and the family each one serves. */
export const FAMILY_PAGES = {
  cards: 'Cartões',
  financing: 'Financiamento',
  benefits: 'Benefícios',
  loan: 'Empréstimo',
  foresight: 'Previdência',
  insurance: 'Seguros',
} as const satisfies Partial<Record<RouteName, string>>;

export type FamilyPage = keyof typeof FAMILY_PAGES;

export function isFamilyPage(name: string): name is FamilyPage {
  return name in FAMILY_PAGES;
}

/** The product id a family page requests: the session's, else the 1-day product cookie's. */
export function storedProductId(
  session: string | number | null,
  cookie: { id?: unknown } | null,
): number | null {
  for (const raw of [session, cookie?.id]) {
    const id = Number(raw);
    if (raw !== null && raw !== undefined && Number.isInteger(id) && id > 0) return id;
  }
  return null;
}

/**
 * True when the product is requested on this family page (same flow, same brand slug): a product
 * kept from another request must not be ordered through the wrong partner's form.
 */
export function productBelongsToPage(product: ProductInfo, pb: string, pathname: string): boolean {
  const expected = flowPath(requestFlow(product, { loggedIn: true }), pb, product);
  return expected !== null && expected.replace(/\/$/, '') === decodeURI(pathname).replace(/\/$/, '');
}

/**
 * Loads the product a request page works on, the one the request kept (session, else the 1-day
 * cookie). Without one, when it fails to load, or when it belongs to another page, the visitor goes
 * back to the store and the answer is null.
 */
export async function loadRequestedProduct(pb: string): Promise<ProductAnswer | null> {
  const backHome = () => {
    env().navigate(pathFor('home', { pb }), 'replace');
    return null;
  };
  const id = storedProductId(readStored(SESSION.chosenProduct), readStored(SESSION.productCookie));
  if (id === null) return backHome();
  // The address carries no product id: the strip and footer rules (docs/catalog-and-store.md#header-footer-and-cookies) read it from here,
  // from the start.
  setScreenProduct(id);
  let product: ProductAnswer;
  try {
    product = await fetchProductAnswer(pb, id);
  } catch {
    return backHome();
  }
  return productBelongsToPage(product, pb, env().location().pathname) ? product : backHome();
}
