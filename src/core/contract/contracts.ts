import type { Endpoint, ServiceContract } from './endpoint.ts';
import { DEFAULT_BASES } from './route-common.ts';

/**
 * The contract modules (`<name>.ts` in a `contract/` folder of a feature, or gathered in src/contract/), each with the service base it is served under and
 * what it covers: analytics is served by the store service, the life of requests by the checkout.
 */
const CONTRACTS = {
  store: { base: DEFAULT_BASES.store, description: 'Stores, catalog, banners and partners.' },
  analytics: {
    base: DEFAULT_BASES.store,
    description: "A banker's analytics (customers, leads, products, latest orders).",
  },
  auth: {
    base: DEFAULT_BASES.auth,
    description: 'Accounts, sessions, verification codes, profiles, addresses, states and cities.',
  },
  checkout: {
    base: DEFAULT_BASES.checkout,
    description:
      'Orders, solicitations, credit profiles, business registration, consortium letters and simulations.',
  },
  requests: {
    base: DEFAULT_BASES.checkout,
    description:
      "The life of each request: the customer's list, the banker's changes and the partners' webhook.",
  },
  desk: {
    base: DEFAULT_BASES.checkout,
    description:
      "The banker's desk: the store's requests by status, private notes, prepared contact and commissions.",
  },
  funnel: {
    base: DEFAULT_BASES.store,
    description:
      "The store's funnel: visits and simulations counted without cookie, and the banker's counts per period, family and source.",
  },
  offers: {
    base: DEFAULT_BASES.checkout,
    description:
      "Ofertas para você: a customer's personal-credit offers from one consented bureau look-up, and asking the banker for one.",
  },
  privacy: {
    base: DEFAULT_BASES.privacy,
    description: 'Privacy audit trail and the data subject’s own records.',
  },
  automation: {
    base: DEFAULT_BASES.automation,
    description: 'E-mails of simulations and real-estate credit requests.',
  },
} as const satisfies Record<string, Omit<ServiceContract, 'name' | 'endpoints'>>;

/** The contract a module exports as `service`: its calls, under its name, base and description. */
export function contractOf<const E extends Record<string, Endpoint>>(
  name: keyof typeof CONTRACTS,
  endpoints: E,
): ServiceContract & { endpoints: E } {
  return { name, ...CONTRACTS[name], endpoints };
}
