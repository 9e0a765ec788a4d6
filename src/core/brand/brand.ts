import { atom, computed } from 'nanostores';
import { $marketplace } from '../context/store-context.ts';
import { currentRoute } from '../routes/route-table.ts';
import { BAKED_BRAND } from './baked-brand.ts';
import { familyName } from './family-name.ts';
import { type Chrome, type ClientBrand, effectiveChrome } from './white-label.ts';

/**
 * The brand baked into this build and the chrome the store shows
 * once the marketplace answers: a white-label company's name, logo, favicon, wording, footer
 * disclaimer, header items, colour and go-back link replace the brand's (docs/README.md#the-product, docs/catalog-and-store.md#marketplace-and-product-load).
 */

/** The same value when islands render at build time and in the browser: no hydration mismatch. */
export const $bakedBrand = atom<ClientBrand>(BAKED_BRAND);

/** The chrome in effect: 'pending' until the marketplace answers. */
export const $chrome = computed(
  [$bakedBrand, $marketplace],
  (brand, market): Chrome => effectiveChrome(brand, market),
);

/** The chrome drawn at build time (the brand's, pending): what islands render until they mount. */
export const $bakedChrome = computed($bakedBrand, (brand): Chrome => effectiveChrome(brand, null));

/** The banker wording in effect (singular and plural). */
export const $occupation = computed($chrome, (chrome) => chrome.occupation);

/** The name a family shows after the brand's and the company's renames. */
export function familyTitle(group: { id: number; slug: string; name: string }): string {
  return familyName(group, $chrome.get().familyRenames);
}

function productOfAddress(): number | null {
  if (typeof window === 'undefined') return null;
  const id = Number(currentRoute()?.params.product);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The product a screen is about, for the strip and footer rules of docs/catalog-and-store.md#header-footer-and-cookies: the product id of
 * the address by default; flow screens whose address has no id set it with `setScreenProduct`.
 */
export const $screenProductId = atom<number | null>(productOfAddress());

export function setScreenProduct(id: number | null): void {
  $screenProductId.set(id);
}
