/**
 * Contract of the auth service (docs/services.md#auth): the calls the core makes
 * and shares (src/core/contract/auth.ts), the accounts' (src/features/accounts/contract/accounts.ts)
 * and the order forms' places (src/features/ordering/contract/places.ts).
 */

import { sharedAuthEndpoints } from '../core/contract/auth.ts';
import { contractOf } from '../core/contract/contracts.ts';
import type { Endpoint } from '../core/contract/endpoint.ts';
import { accountEndpoints } from '../features/accounts/contract/accounts.ts';
import { placeEndpoints } from '../features/ordering/contract/places.ts';

/** Every call of the service (OpenAPI is generated from it). */
export const authEndpoints = {
  ...sharedAuthEndpoints,
  ...accountEndpoints,
  ...placeEndpoints,
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('auth', authEndpoints);
