import type { $Fetch, FetchOptions } from 'ofetch';
import { fillPath } from '../contract/endpoint.ts';
import { CLIENT_BASES, type Route } from '../contract/route-common.ts';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from './call-types.ts';

/** What a call sends besides its route: the `{param}` values, the query string, the body, extra headers. */
export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: FetchOptions['body'] | Record<string, unknown> | unknown[];
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The transport every call goes through: the HTTP client (src/core/transport/transport.ts) loads with the
 * first call, not with the page. A store page's first screen asks nothing itself: the page's own
 * early requests (src/core/context/prefetch.ts) bring what it shows.
 */
let transport: $Fetch | null = null;
let loading: Promise<$Fetch> | null = null;

function loadTransport(): Promise<$Fetch> {
  loading ??= import('./transport.ts').then((m) => m.createTransport());
  return loading.then((loaded) => {
    transport ??= loaded;
    return transport;
  });
}

/** Replaces the transport every call goes through (tests hand in a fake fetch); returns the undo. */
export function setTransport(next: $Fetch): () => void {
  const previous = transport;
  transport = next;
  return () => {
    transport = previous;
  };
}

/** The address of a route with its parameters filled in, under the service's base. */
export function urlOf(route: Route, params?: Record<string, string | number>): string {
  const path = fillPath(route.path, params);
  const base = CLIENT_BASES[route.service].replace(/\/$/, '');
  return path ? `${base}/${path}` : base;
}

/** The options of one route's call: its path parameters, query and body as its contract entry types them. */
export type CallOptionsOf<R extends Route> = Omit<CallOptions, 'params' | 'query' | 'body'> & {
  params?: ParamsOf<R>;
  query?: QueryOf<R>;
  body?: BodyOf<R>;
};

/**
 * One call of a service, from its entry in the route table: no island writes a path or calls
 * fetch, and the types of what goes and comes are the route's contract entry's (src/core/transport/call-types.ts, filled in by src/contract/answers.ts).
 */
export function call<R extends Route>(route: R, options: CallOptionsOf<R> = {}): Promise<AnswerOf<R>> {
  const { params, query, body, headers, signal } = options as CallOptions;
  const send = (through: $Fetch) =>
    through<AnswerOf<R>>(urlOf(route, params), {
      method: route.method,
      query,
      body: body as FetchOptions['body'],
      headers,
      signal,
    });
  return transport ? send(transport) : loadTransport().then(send);
}
