import type * as v from 'valibot';
import type { authEndpoints } from '../features/accounts/contract/auth.ts';
import type { analyticsEndpoints } from '../features/analytics/contract/analytics.ts';
import type { automationEndpoints } from '../features/analytics/contract/automation.ts';
import type { storeEndpoints } from '../features/catalog/contract/store.ts';
import type { privacyEndpoints } from '../features/privacy/contract/privacy.ts';
import type { requestEndpoints } from '../features/requests/contract/requests.ts';
import type { checkoutEndpoints } from './checkout.ts';
import type { Route } from './routes.ts';

/**
 * The types of what each call sends and answers, read from the contract's schemas. Type-only: the
 * storefront names a route and gets its types without shipping a schema library.
 */

type Entries<T> = T[keyof T];
type ContractEntry =
  | Entries<typeof analyticsEndpoints>
  | Entries<typeof authEndpoints>
  | Entries<typeof automationEndpoints>
  | Entries<typeof checkoutEndpoints>
  | Entries<typeof privacyEndpoints>
  | Entries<typeof requestEndpoints>
  | Entries<typeof storeEndpoints>;

/** The contract entry of a route: the one with its service, method and path. */
export type EntryOf<R extends Route> = Extract<ContractEntry, Pick<R, 'service' | 'method' | 'path'>>;

/** What a call of the route answers on success, inferred from its entry's response schema. */
export type AnswerOf<R extends Route> =
  EntryOf<R> extends { response: infer S extends v.GenericSchema } ? v.InferOutput<S> : unknown;

/** A call's path parameters: as its entry's schema takes them, or plain values when it declares none. */
export type ParamsOf<R extends Route> =
  EntryOf<R> extends { params: infer S extends v.GenericSchema }
    ? v.InferInput<S>
    : Record<string, string | number>;

/** A query value travels as text: where the schema reads a string, a number stands for its digits. */
type QueryText<V> = V extends string ? V | number : V;

/** A call's query: as its entry's schema takes it, or plain values when it declares none. */
export type QueryOf<R extends Route> =
  EntryOf<R> extends { query: infer S extends v.GenericSchema }
    ? { [K in keyof v.InferInput<S>]: QueryText<v.InferInput<S>[K]> }
    : Record<string, unknown>;

/** A call's body: as its entry's schema takes it, or anything JSON when it declares none. */
export type BodyOf<R extends Route> =
  EntryOf<R> extends { body: infer S extends v.GenericSchema } ? v.InferInput<S> : unknown;
