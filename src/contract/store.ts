/**
 * Contract of the store service (docs/services.md#store): the calls the core makes
 * (src/core/contract/store.ts) and the catalog's (src/features/catalog/contract/catalog.ts).
 * Analytics and the funnel are served under the same base with contracts of their own.
 */

import { contractOf } from '../core/contract/contracts.ts';
import type { Endpoint } from '../core/contract/endpoint.ts';
import { sharedStoreEndpoints } from '../core/contract/store.ts';
import { catalogEndpoints } from '../features/catalog/contract/catalog.ts';

/** Every call of the service (OpenAPI is generated from it). */
export const storeEndpoints = {
  ...sharedStoreEndpoints,
  ...catalogEndpoints,
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('store', storeEndpoints);
