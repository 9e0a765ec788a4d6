/**
 * Contract of the checkout service (docs/services.md#calls "Checkout service"): paths, request and answer
 * schemas shared by the storefront and the services, one file a resource under `checkout/`. Paths
 * are relative to the service base (`/api/checkout` by default) and end with a slash, as the
 * storefront calls them.
 */
import { businessEndpoints } from './checkout/business.ts';
import { consortiumEndpoints } from './checkout/consortium.ts';
import { listEndpoints } from './checkout/lists.ts';
import { orderEndpoints } from './checkout/orders.ts';
import { profileEndpoints } from './checkout/profiles.ts';
import { realEstateEndpoints } from './checkout/real-estate.ts';
import { solicitationEndpoints } from './checkout/solicitations.ts';
import { contractOf } from './contracts.ts';
import type { Endpoint } from './endpoint.ts';

export * from './checkout/business.ts';
export * from './checkout/consortium.ts';
export * from './checkout/lists.ts';
export * from './checkout/orders.ts';
export * from './checkout/profiles.ts';
export * from './checkout/real-estate.ts';
export * from './checkout/solicitations.ts';
export {
  BUREAU_SERVICES,
  BUSINESS_MESSAGES,
  type BureauServiceName,
  SOLICITATION_MESSAGES,
} from './credit-messages.ts';
export { ORDER_PATHS, type OrderKind, type OrderPath, orderKindFor, orderPathFor } from './order-paths.ts';

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
