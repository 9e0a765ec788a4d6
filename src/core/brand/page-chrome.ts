import { productIdsWhere, productRules } from '../products/product-rules.ts';
import type { RouteName } from '../routes/types.ts';

/**
 * When the profile strip and the footer give way to a full-page flow (docs/catalog-and-store.md#header-footer-and-cookies).
 * The error screens never show the strip; the flow screens hide it only for their own products.
 */
const STRIP_ALWAYS_HIDDEN: readonly RouteName[] = ['error', 'bloqueada'];
const STRIP_HIDDEN_ROUTES: readonly RouteName[] = ['financing', 'he', 'consortium', 'simulador'];

const FOOTER_HIDDEN_ROUTES: readonly RouteName[] = ['he', 'consortium'];

/** True when the profile strip is hidden on this route for this product id. */
export function isStripHidden(route: RouteName | null, productId: number | null): boolean {
  if (route === null) return true;
  if (STRIP_ALWAYS_HIDDEN.includes(route)) return true;
  return (
    STRIP_HIDDEN_ROUTES.includes(route) &&
    productId !== null &&
    productRules(productId).fullPage !== undefined
  );
}

/**
 * True when the strip shows on this route whatever product the screen turns out to show: the
 * address carries the product, or the route never hides the strip. (A host paints it early only then.)
 */
export function isStripSurelyShown(route: RouteName | null, productId: number | null): boolean {
  if (isStripHidden(route, productId)) return false;
  return productId !== null || !STRIP_HIDDEN_ROUTES.includes(route as RouteName);
}

/**
 * The part of the strip rule that the address alone decides, as data for the header's inline
 * script (it hides the strip before first paint, so the page does not move when the island drops
 * it): for each route whose address carries the product id, the ids that hide the strip there.
 * Derived from `isStripHidden`, so the rule stays written once. (The error screens, always
 * without strip, are static shells that have none.)
 */
export type AddressStripRule = Partial<Record<RouteName, number[]>>;

export function stripRuleForAddress(routes: readonly { name: RouteName; path: string }[]): AddressStripRule {
  const rule: AddressStripRule = {};
  for (const { name, path } of routes) {
    if (!path.split('/').includes(':product')) continue;
    const ids = productIdsWhere((rules) => rules.fullPage !== undefined).filter((id) =>
      isStripHidden(name, id),
    );
    if (ids.length > 0) rule[name] = ids;
  }
  return rule;
}

/** True when the footer is hidden on this route for this product id. */
export function isFooterHidden(route: RouteName | null, productId: number | null): boolean {
  return (
    route !== null &&
    FOOTER_HIDDEN_ROUTES.includes(route) &&
    productId !== null &&
    productRules(productId).fullPage === 'strip-and-footer'
  );
}

/** Whether a product's screens use a white page background instead of the light grey (docs/validation-and-errors.md#constants-and-limits). */
export function hasWhitePage(productId: number | null): boolean {
  return productId !== null && productRules(productId).whitePage === true;
}

/** Routes that fall back to the error screen in a white-label store (docs/routes-and-guards.md#route-table). */
export const WHITE_LABEL_BLOCKED_ROUTES: readonly RouteName[] = ['perfil', 'analytics', 'qrcode'];

export function isBlockedForWhiteLabel(route: RouteName | null, whitelabel: boolean): boolean {
  return whitelabel && route !== null && WHITE_LABEL_BLOCKED_ROUTES.includes(route);
}
