import {
  brandSlug,
  CARD_ISSUER_BRAND,
  FINANCING_BRANDS,
  FINANCING_CATEGORY,
  REAL_ESTATE_FINANCING_BRAND,
} from '../../../core/brand/partner-brands.ts';
import type { ProductInfo } from '../../../core/products/product.ts';
import {
  PRODUCT_IDS,
  type ProductFlow,
  passesEmailCheck,
  productRules,
  type VisitorState,
} from '../../../core/products/product-rules.ts';
import { pathFor } from '../../../core/routes/route-table.ts';
import type { RouteName } from '../../../core/routes/types.ts';

/** What happens when a product is requested (docs/ordering.md#requesting-a-product). */
export type RequestFlow =
  | 'check-email'
  | ProductFlow
  | 'cards'
  | 'financing'
  | 'qr-code'
  | 'order-modal'
  | 'none';

export interface RequestContext extends VisitorState {
  /** The flag that lets the order (redirect) modal open for the remaining products. */
  openOrderModal?: boolean;
}

/** The brand and category the flow reads: product 97 counts as its bank's 'Financiamentos'. */
export function flowBrandAndCategory(product: ProductInfo): { brand: string; category: string } {
  if (product.id === PRODUCT_IDS.realEstateFinancing) {
    return { brand: REAL_ESTATE_FINANCING_BRAND, category: FINANCING_CATEGORY };
  }
  return { brand: product.brand, category: product.category?.name ?? '' };
}

/** The flow of a requested product (already the redirect product when it had one). */
export function requestFlow(product: ProductInfo, context: RequestContext): RequestFlow {
  const rules = productRules(product.id);
  if (!passesEmailCheck(product.id, context)) return 'check-email';
  if (rules.flow) return rules.flow;
  const { brand, category } = flowBrandAndCategory(product);
  if (brand === CARD_ISSUER_BRAND && !product.is_pj) return 'cards';
  if (FINANCING_BRANDS.includes(brand) && category === FINANCING_CATEGORY) return 'financing';
  if (product.id === PRODUCT_IDS.qrCode) return 'qr-code';
  return context.openOrderModal ? 'order-modal' : 'none';
}

/** Home equity landings: products 55 and 91 are variant one, 233 (condo) variant two. */
export function homeEquityVariant(productId: number): 'one' | 'condo' {
  return productId === PRODUCT_IDS.condoHomeEquity ? 'condo' : 'one';
}

/** The page of each flow that leaves the product page; the family pages also name the partner. */
const FLOW_PAGES: Partial<Record<RequestFlow, { route: RouteName; withBrand: boolean }>> = {
  cards: { route: 'cards', withBrand: true },
  financing: { route: 'financing', withBrand: true },
  benefits: { route: 'benefits', withBrand: true },
  loan: { route: 'loan', withBrand: true },
  foresight: { route: 'foresight', withBrand: true },
  insurance: { route: 'insurance', withBrand: true },
  'home-equity': { route: 'he', withBrand: true },
  consortium: { route: 'consortium', withBrand: false },
  'business-loan': { route: 'business-loan', withBrand: false },
};

/** The page a flow goes to, or null when it stays on the page (modals). */
export function flowPath(flow: RequestFlow, pb: string, product: ProductInfo): string | null {
  const page = FLOW_PAGES[flow];
  if (!page) return null;
  if (!page.withBrand) return pathFor(page.route, { pb });
  return pathFor(page.route, { pb, brand: brandSlug(flowBrandAndCategory(product).brand) });
}
