import { type $Fetch, ofetch } from 'ofetch';

export const SERVICE_NAMES = ['store', 'auth', 'checkout', 'privacy', 'automation'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export type Api = Record<ServiceName, $Fetch>;

export interface ApiOptions {
  /** Root of every service (`/api` when the services share the storefront's origin). */
  baseUrl?: string;
  /** Per-service base URLs, e.g. from public build variables; they win over `baseUrl`. */
  bases?: Partial<Record<ServiceName, string>>;
  /** The current user's token, read on every request. */
  getToken?: () => string | null | undefined;
  /** Transport, replaceable in tests. */
  fetch?: typeof globalThis.fetch;
}

/**
 * One `ofetch` instance per service: JSON, `Accept-Language: pt-BR`, and
 * `Authorization: Bearer <token>` when a token exists. Paths are the contract's
 * (`api.store('pb/ana-souza/marketplace/')`).
 */
export function createApi(options: ApiOptions = {}): Api {
  const root = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const make = (name: ServiceName): $Fetch => {
    const base = (options.bases?.[name] ?? `${root}/${name}`).replace(/\/?$/, '/');
    const instance = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch;
    return instance.create({
      baseURL: base,
      headers: { Accept: 'application/json', 'Accept-Language': 'pt-BR' },
      onRequest({ options: request }) {
        const token = options.getToken?.();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    });
  };
  return Object.fromEntries(SERVICE_NAMES.map((name) => [name, make(name)])) as Api;
}
