import { fillPath } from '../api/endpoint.ts';

/**
 * Paths of the store and auth calls the browsing screens make, as the contract in `src/api/`
 * writes them (a unit test keeps them equal). Kept as strings so the islands do not ship the
 * contract's schemas.
 */
export const STORE_PATHS = {
  marketplace: 'pb/{pb}/marketplace/',
  termsOfService: 'terms-of-service/{id}/',
  product: 'pb/{pb}/product/{product}/',
  productGroups: 'pb/{pb}/productgroups/',
  productGroup: 'pb/{pb}/productgroups/{id}/',
  carousel: 'carousel/{slug}/',
  partners: 'partners/',
} as const;

export const AUTH_PATHS = {
  bankerProfile: 'person/v2/pbprofile/{pb}/',
  cities: 'person/v2/cities/',
} as const;

export { fillPath };
