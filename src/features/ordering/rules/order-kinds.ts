/**
 * The families of order calls, the one list of them. Each has one checkout route, whose endpoint
 * is named after it (`loan` is `orderLoan`, `src/features/ordering/contract/order-paths.ts`); which kind a product is sent
 * as is its row in `src/features/catalog/rules/product-rules.ts`.
 */
export const ORDER_KINDS = [
  'consortium',
  'homeEquity',
  'homeEquityPj',
  'mortgage',
  'creditCard',
  'creditAuto',
  'benefits',
  'loan',
  'realEstate',
  'legacy',
] as const;

export type OrderKind = (typeof ORDER_KINDS)[number];
