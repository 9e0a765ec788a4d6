import { atom } from 'nanostores';
import type { ProductAnswer, ProductGroupAnswer } from '../contract/store.ts';
import { STORE_ROUTES } from '../contract/store-routes.ts';
import { call } from '../transport/api.ts';
import { settle } from '../transport/load-failure.ts';
import { groupAction, productAction } from './load-rules.ts';
import { takePrefetched } from './prefetch.ts';
import { applyLoadAction } from './store-context.ts';

/**
 * The catalog of the store being visited (docs/catalog-and-store.md#product-page, docs/catalog-and-store.md#marketplace-and-product-load):
 * one family for the group page, one product and its family. The home's lists (every family,
 * banners, partner logos) are ./home-catalog.ts.
 */

/** One product of a store, as the store service answers it: the one place that asks for it. */
export const fetchProductAnswer = (pb: string, id: number | string): Promise<ProductAnswer> =>
  call(STORE_ROUTES.product, { params: { pb, product: id } });

/** What a product load clears in the stores loaded on demand, as they register it when they load. */
const clearedOnProductLoad = new Set<() => void>();

/** Registers what a product load clears (the order store's answer and errors); returns the undo. */
export function clearOnProductLoad(clear: () => void): () => void {
  clearedOnProductLoad.add(clear);
  return () => void clearedOnProductLoad.delete(clear);
}

/**
 * Clears the order's errors, id and url. The order store loads on demand, so the pages do not ship
 * the order flow: until it has loaded (and registered its reset) it holds nothing to clear.
 */
async function resetOrderResult(): Promise<void> {
  for (const clear of clearedOnProductLoad) clear();
}

/** The catalog calls; the early answer of the page (src/core/context/prefetch.ts) when there is one. */
const fetchGroup = (pb: string, slug: string) =>
  takePrefetched<ProductGroupAnswer>(`group:${slug}`, pb) ??
  call(STORE_ROUTES.productGroup, { params: { pb, id: slug } });
const fetchProduct = (pb: string, id: number) =>
  takePrefetched<ProductAnswer>(`product:${id}`, pb) ?? fetchProductAnswer(pb, id);

export const $group = atom<ProductGroupAnswer | null>(null);
export const $product = atom<ProductAnswer | null>(null);
/** The family of the product on screen (its name for the breadcrumb); no load rule applies. */
export const $family = atom<ProductGroupAnswer | null>(null);

/** One family by slug; an unknown group, or one that fails to load, sends the visitor home. */
export async function loadGroup(pb: string, slug: string): Promise<ProductGroupAnswer | null> {
  $group.set(null);
  const outcome = await settle(fetchGroup(pb, slug));
  if (applyLoadAction(groupAction(outcome), pb) || !outcome.ok) return null;
  $group.set(outcome.value);
  return outcome.value;
}

/**
 * One product: clears the order's errors, id and url first; a product that is not found
 * sends the visitor home.
 */
export async function loadProduct(pb: string, id: number): Promise<ProductAnswer | null> {
  $product.set(null);
  await resetOrderResult().catch(() => undefined);
  const outcome = await settle(fetchProduct(pb, id));
  if (applyLoadAction(productAction(outcome), pb) || !outcome.ok) return null;
  $product.set(outcome.value);
  return outcome.value;
}

/** The family of a product, for its name; a failure leaves the slug in its place. */
export async function loadFamily(pb: string, slug: string): Promise<void> {
  const outcome = await settle(fetchGroup(pb, slug));
  $family.set(outcome.ok ? outcome.value : null);
}

/** Forgets the loaded catalog (tests). */
export function resetCatalog(): void {
  $group.set(null);
  $product.set(null);
  $family.set(null);
}
