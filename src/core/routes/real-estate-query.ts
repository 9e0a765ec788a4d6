/**
 * The real-estate simulator's query names: a banker's link and the share link carry the inputs
 * under the request's own field names (docs/entities.md), so they read plainly. The route guard
 * keeps these pairs in session storage before it strips the address (docs/routes-and-guards.md#guards).
 */
export const REAL_ESTATE_QUERY_FIELDS = {
  realEstateValue: 'real_estate_value',
  financingValue: 'financing_value',
  term: 'term',
  realEstateType: 'real_estate_type',
  state: 'real_estate_address_state',
  monthlyIncome: 'monthly_income',
  profession: 'profession',
  birthday: 'birthday',
} as const;

/** The query name of a shared link that carries the day its offers hold until. */
export const VALID_UNTIL_QUERY = 'valid_until';

/** Every query name the simulator reads. */
export const REAL_ESTATE_QUERY_KEYS = [
  ...Object.values(REAL_ESTATE_QUERY_FIELDS),
  VALID_UNTIL_QUERY,
] as const;

export type RealEstateQueryKey = (typeof REAL_ESTATE_QUERY_KEYS)[number];
