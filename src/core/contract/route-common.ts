import type { HttpMethod } from './endpoint.ts';

/**
 * What every service's route table shares (docs/services.md#calls): the services, their bases and the
 * shape of a call. Each feature's table is its own module in its contract/, so a page ships only
 * the tables it calls (src/contract/route-tables.ts gathers them).
 */

export type ServiceName = 'store' | 'auth' | 'checkout' | 'privacy' | 'automation';

/** Same-origin base of each service, as the services mount them. */
export const DEFAULT_BASES: Readonly<Record<ServiceName, string>> = {
  store: '/api/store',
  auth: '/api/auth',
  checkout: '/api/checkout',
  privacy: '/api/privacy',
  automation: '/api/automation',
};

// Public build variables let a deployment point a brand at other hosts (docs/services.md#architecture).
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** The base the storefront calls: the build variable when set, else the same-origin default. */
export const CLIENT_BASES: Readonly<Record<ServiceName, string>> = {
  store: env.PUBLIC_STORE_API ?? DEFAULT_BASES.store,
  auth: env.PUBLIC_AUTH_API ?? DEFAULT_BASES.auth,
  checkout: env.PUBLIC_CHECKOUT_API ?? DEFAULT_BASES.checkout,
  privacy: env.PUBLIC_PRIVACY_API ?? DEFAULT_BASES.privacy,
  automation: env.PUBLIC_AUTOMATION_API ?? DEFAULT_BASES.automation,
};

export interface RouteSpec {
  readonly method: HttpMethod;
  /** Path under the service base, with `{param}` placeholders and the documented trailing slash. */
  readonly path: string;
  /** Served for other clients (back office, partners, e-mail links); the storefront never calls it. */
  readonly serverOnly?: true;
}

/** One call of a service, as the client sends it. */
export interface Route extends RouteSpec {
  readonly service: ServiceName;
}

/** The call of a method at a path, its literal types kept: `post('users/login/')`. */
const callWith =
  <const M extends HttpMethod>(method: M) =>
  <const P extends string>(path: P) =>
    ({ method, path }) as const;

export const get = callWith('GET');
export const post = callWith('POST');
export const put = callWith('PUT');
/** DELETE (`delete` is a reserved word). */
export const del = callWith('DELETE');

/** A call served for other clients only: `serverOnly(get('media/{kind}/{name}'))`. */
export const serverOnly = <const S extends RouteSpec>(spec: S) => ({ ...spec, serverOnly: true }) as const;

type ServiceRoutes<S extends ServiceName, T> = { readonly [K in keyof T]: T[K] & { readonly service: S } };

export function routesOf<S extends ServiceName, const T extends Record<string, RouteSpec>>(
  service: S,
  table: T,
): ServiceRoutes<S, T> {
  const entries = Object.entries(table).map(([name, spec]) => [name, { ...spec, service }]);
  return Object.fromEntries(entries) as ServiceRoutes<S, T>;
}
