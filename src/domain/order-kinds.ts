/** The families of order calls; each has one checkout route (`src/api/order-paths.ts`). */
export type OrderKind =
  | 'consortium'
  | 'homeEquity'
  | 'homeEquityPj'
  | 'mortgage'
  | 'creditCard'
  | 'creditAuto'
  | 'benefits'
  | 'loan'
  | 'realEstate'
  | 'legacy';
