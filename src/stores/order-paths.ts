/**
 * Order paths of the checkout service by product id, as `src/api/checkout.ts` writes them (a
 * unit test keeps them equal). Kept as plain data so the islands do not ship the contract's schemas.
 */
const PATHS = {
  consortium: 'consorcio/v1/order/',
  homeEquity: 'homeequity/v1/order/',
  homeEquityPj: 'homeequity/v1/orderpj/',
  mortgage: 'mortgage/v1/order/',
  creditCard: 'creditcard/v1/order/',
  creditAuto: 'creditauto/v1/order/',
  benefits: 'benefits/v1/order/',
  loan: 'loan/v1/order/',
  realEstate: 'realestate/v1/order/',
  legacy: 'legacy/order/',
} as const;

const IDS: Record<keyof typeof PATHS, readonly number[]> = {
  consortium: [117, 121],
  homeEquity: [55],
  homeEquityPj: [91],
  mortgage: [10, 99],
  creditCard: [17, 18, 20, 22, 24],
  creditAuto: [61, 62, 63],
  benefits: [66, 67, 148, 274],
  loan: [71, 72, 73, 74, 120, 144, 145],
  realEstate: [96, 97],
  legacy: [],
};

const BY_ID = new Map<number, string>(
  Object.entries(IDS).flatMap(([kind, ids]) =>
    ids.map((id) => [id, PATHS[kind as keyof typeof PATHS]] as const),
  ),
);

/** The checkout path (relative to the checkout base) a product's order is posted to (spec §7). */
export function orderPath(productId: number): string {
  return BY_ID.get(productId) ?? PATHS.legacy;
}
