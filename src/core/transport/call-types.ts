import type * as v from 'valibot';
import type { Route } from '../contract/route-common.ts';

/**
 * The types of what each call sends and answers, read from the contract's schemas. Type-only: the
 * storefront names a route and gets its types without shipping a schema library.
 */

/**
 * The contract entries of every call, filled in by src/contract/answers.ts (one member per
 * service contract), so the core names no contract and still types each call by its route.
 */
// biome-ignore lint/suspicious/noEmptyInterface: merged with the contracts' entries
export interface ContractEntries {}

type ContractEntry = ContractEntries[keyof ContractEntries];

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
