/**
 * The kinds of order calls, the one list of them; each has one checkout endpoint named after it
 * (src/features/ordering/contract/order-paths.ts).
 * Here rather than beside the rows, so the rows name a kind by type only and the pages that
 * only read the rules do not load the list.
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
