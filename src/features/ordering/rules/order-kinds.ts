/**
 * The kinds of order calls, the one list of them. Each has one checkout route, whose endpoint is
 * named after it (`loan` is `orderLoan`, the routes in `src/features/ordering/contract/order-paths.ts`);
 * which kind a product is sent as is its row in `src/features/catalog/rules/product-rules.ts`
 * (`orderKindFor`). A list of its own, off the first load of the pages that only read the rules.
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

/** The checkout endpoint of an order kind: `orderLoan` for `loan`. */
export type OrderEndpointId<K extends OrderKind = OrderKind> = `order${Capitalize<K>}`;

export function orderEndpointId<K extends OrderKind>(kind: K): OrderEndpointId<K> {
  return `order${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as OrderEndpointId<K>;
}
