import type { analyticsEndpoints } from '../features/analytics/contract/analytics.ts';
import type { funnelEndpoints } from '../features/funnel/contract/funnel.ts';
import type { offerEndpoints } from '../features/offers/contract/offers.ts';
import type { privacyEndpoints } from '../features/privacy/contract/privacy.ts';
import type { deskEndpoints } from '../features/requests/contract/desk.ts';
import type { requestEndpoints } from '../features/requests/contract/requests.ts';
import type { automationEndpoints } from '../features/simulators/contract/automation.ts';
import type { authEndpoints } from './auth.ts';
import type { checkoutEndpoints } from './checkout.ts';
import type { storeEndpoints } from './store.ts';

/**
 * Every contract's entries, handed to the call types of the core (src/core/transport/call-types.ts):
 * the storefront names a route and gets its types without shipping a schema library.
 */

type Entries<T> = T[keyof T];

declare module '../core/transport/call-types.ts' {
  interface ContractEntries {
    analytics: Entries<typeof analyticsEndpoints>;
    auth: Entries<typeof authEndpoints>;
    automation: Entries<typeof automationEndpoints>;
    checkout: Entries<typeof checkoutEndpoints>;
    desk: Entries<typeof deskEndpoints>;
    funnel: Entries<typeof funnelEndpoints>;
    offers: Entries<typeof offerEndpoints>;
    privacy: Entries<typeof privacyEndpoints>;
    requests: Entries<typeof requestEndpoints>;
    store: Entries<typeof storeEndpoints>;
  }
}

export type { AnswerOf, BodyOf, EntryOf, ParamsOf, QueryOf } from '../core/transport/call-types.ts';
