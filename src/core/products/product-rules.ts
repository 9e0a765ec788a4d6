/**
 * Every product id with a rule of its own and what the id decides: the request flow (docs/ordering.md#requesting-a-product),
 * the order path (docs/services.md#calls), the landing page and the page chrome (docs/catalog-and-store.md#header-footer-and-cookies, docs/catalog-and-store.md#product-page, docs/validation-and-errors.md#constants-and-limits). Routing, the order
 * paths and the product page read this one table; plain data, so islands can ship it. Which order
 * kind a product is sent as is its row here, read by the one function `orderKindFor` below.
 */
import type { OrderKind } from './order-kinds.ts';

/** Product ids the rules name (docs/validation-and-errors.md#constants-and-limits). */
export const PRODUCT_IDS = {
  qrCode: 6,
  homeEquity: 55,
  forcedDefault: 59,
  homeEquityCompany: 91,
  realEstateFinancing: 97,
  consortium: 117,
  businessCredit: 118,
  consortiumCompany: 121,
  businessLoan: 129,
  condoHomeEquity: 233,
} as const;

/** The request flows chosen by product id alone (docs/ordering.md#requesting-a-product). */
export type ProductFlow =
  | 'consortium'
  | 'insurance'
  | 'foresight'
  | 'benefits'
  | 'loan'
  | 'home-equity'
  | 'business-loan';

/** Products with a landing page of their own instead of the generic page (docs/catalog-and-store.md#product-page). */
export type LandingKind = 'home-equity' | 'business-credit';

/** What a product id decides. */
export interface ProductRules {
  /** The request flow (docs/ordering.md#requesting-a-product); without one the brand and category decide. */
  flow?: ProductFlow;
  /** The dedicated order path (docs/services.md#calls); without one the order goes to `legacy/order/`. */
  order?: OrderKind;
  /** Its own landing page (docs/catalog-and-store.md#product-page). */
  landing?: LandingKind;
  /** Requested without the e-mail check (docs/ordering.md#requesting-a-product). */
  skipsEmailCheck?: true;
  /** The company variant of a product family (docs/validation-and-errors.md#constants-and-limits). */
  company?: true;
  /** Its flow screens hide the profile strip, or the strip and the footer (docs/catalog-and-store.md#header-footer-and-cookies). */
  fullPage?: 'strip' | 'strip-and-footer';
  /** Its screens have a white background instead of the light grey (docs/validation-and-errors.md#constants-and-limits). */
  whitePage?: true;
}

const CONSORTIUM: ProductRules = {
  flow: 'consortium',
  order: 'consortium',
  skipsEmailCheck: true,
  fullPage: 'strip-and-footer',
  whitePage: true,
};
const HOME_EQUITY: ProductRules = {
  flow: 'home-equity',
  order: 'homeEquity',
  landing: 'home-equity',
  fullPage: 'strip-and-footer',
};
const INSURANCE: ProductRules = { flow: 'insurance' };
const BENEFITS: ProductRules = { flow: 'benefits' };
const BENEFITS_ORDER: ProductRules = { flow: 'benefits', order: 'benefits' };
const LOAN: ProductRules = { flow: 'loan' };
const LOAN_ORDER: ProductRules = { order: 'loan' };
const MORTGAGE: ProductRules = { order: 'mortgage' };
const CREDIT_CARD: ProductRules = { order: 'creditCard' };
const CREDIT_AUTO: ProductRules = { order: 'creditAuto' };

export const PRODUCT_TABLE: Readonly<Record<number, ProductRules>> = {
  1: LOAN,
  10: MORTGAGE,
  14: INSURANCE,
  17: CREDIT_CARD,
  18: CREDIT_CARD,
  20: CREDIT_CARD,
  22: CREDIT_CARD,
  24: CREDIT_CARD,
  29: INSURANCE,
  31: { flow: 'foresight' },
  55: HOME_EQUITY,
  61: CREDIT_AUTO,
  62: CREDIT_AUTO,
  63: CREDIT_AUTO,
  66: BENEFITS_ORDER,
  67: BENEFITS_ORDER,
  71: LOAN_ORDER,
  72: LOAN_ORDER,
  73: { flow: 'loan', order: 'loan' },
  74: LOAN_ORDER,
  90: INSURANCE,
  91: { ...HOME_EQUITY, order: 'homeEquityPj', company: true },
  94: LOAN,
  96: { order: 'realEstate' },
  97: { order: 'realEstate', fullPage: 'strip' },
  99: MORTGAGE,
  104: LOAN,
  110: LOAN,
  117: CONSORTIUM,
  118: { flow: 'business-loan', landing: 'business-credit', skipsEmailCheck: true },
  120: { flow: 'loan', order: 'loan' },
  121: { ...CONSORTIUM, company: true },
  144: { flow: 'loan', order: 'loan' },
  145: LOAN_ORDER,
  148: BENEFITS_ORDER,
  233: { flow: 'home-equity', fullPage: 'strip' },
  244: BENEFITS,
  245: BENEFITS,
  255: INSURANCE,
  274: BENEFITS_ORDER,
  285: BENEFITS,
  286: BENEFITS,
  391: BENEFITS,
};

const NO_RULES: ProductRules = {};

/** The rules of a product id (none for the ids the table does not name). */
export function productRules(productId: number): ProductRules {
  return PRODUCT_TABLE[productId] ?? NO_RULES;
}

/** The kind of order a product id is sent as: its row's, else `legacy`. */
export function orderKindFor(productId: number): OrderKind {
  return productRules(productId).order ?? 'legacy';
}

/** The ids whose rules pass `test`, in increasing order. */
export function productIdsWhere(test: (rules: ProductRules) => boolean): number[] {
  return Object.entries(PRODUCT_TABLE)
    .filter(([, rules]) => test(rules))
    .map(([id]) => Number(id));
}

/** Ids of the consortium products (individual and company). */
export const CONSORTIUM_IDS: readonly number[] = productIdsWhere((rules) => rules.flow === 'consortium');

/** Ids of the credit-auto products, whose orders carry the financing value (docs/entities.md, docs/services.md#calls). */
export const CREDIT_AUTO_IDS: readonly number[] = productIdsWhere((rules) => rules.order === 'creditAuto');

/** The product to load when one is requested: its redirect product when it has one (docs/ordering.md#requesting-a-product). */
export function productIdToLoad(product: { id: number; redirect_id?: number | null }): number {
  return product.redirect_id ?? product.id;
}

/** What a product request reads of the visitor (docs/accounts.md#e-mail-check). */
export interface VisitorState {
  /** A user is logged in. */
  loggedIn: boolean;
  /** The e-mail check already failed in request mode and kept the e-mail (tempEmail). */
  tempEmail?: boolean;
}

/** Whether a request of the product loaded as `productId` goes on without the e-mail check (docs/ordering.md#requesting-a-product). */
export function passesEmailCheck(productId: number, visitor: VisitorState): boolean {
  return visitor.loggedIn || visitor.tempEmail === true || productRules(productId).skipsEmailCheck === true;
}
