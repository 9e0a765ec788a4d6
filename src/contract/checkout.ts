/**
 * Contract of the checkout service (docs/services.md#calls "Checkout service"): paths, request and answer
 * schemas shared by the storefront and the services, one file a resource under `checkout/`. Paths
 * are relative to the service base (`/api/checkout` by default) and end with a slash, as the
 * storefront calls them.
 */

import { contractOf } from '../core/contract/contracts.ts';
import type { Endpoint } from '../core/contract/endpoint.ts';
import { solicitationEndpoints } from '../features/invitations/contract/solicitations.ts';
import { listEndpoints } from '../features/ordering/contract/lists.ts';
import { orderEndpoints } from '../features/ordering/contract/orders.ts';
import { businessEndpoints } from '../features/simulators/contract/business.ts';
import { consortiumEndpoints } from '../features/simulators/contract/consortium.ts';
import { profileEndpoints } from '../features/simulators/contract/profiles.ts';
import { realEstateEndpoints } from '../features/simulators/contract/real-estate.ts';

export {
  BUREAU_SERVICES,
  BUSINESS_MESSAGES,
  type BureauServiceName,
  SOLICITATION_MESSAGES,
} from '../core/contract/credit-messages.ts';
export * from '../features/invitations/contract/solicitations.ts';
export * from '../features/ordering/contract/lists.ts';
export { ORDER_PATHS, type OrderPath, orderPathFor } from '../features/ordering/contract/order-paths.ts';
export * from '../features/ordering/contract/orders.ts';
export * from '../features/simulators/contract/business.ts';
export * from '../features/simulators/contract/consortium.ts';
export * from '../features/simulators/contract/profiles.ts';
export * from '../features/simulators/contract/real-estate.ts';

/** Every call of the service (OpenAPI is generated from it), in the order the document lists them. */
export const checkoutEndpoints = {
  ...orderEndpoints,
  ...solicitationEndpoints,
  ...profileEndpoints,
  ...listEndpoints,
  ...businessEndpoints,
  ...consortiumEndpoints,
  ...realEstateEndpoints,
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('checkout', checkoutEndpoints);
