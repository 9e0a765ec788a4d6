import { type $Fetch, ofetch } from 'ofetch';
import { $token } from './token.ts';

/** The services the storefront calls (spec §7), one ofetch instance each. */
export interface Api {
  store: $Fetch;
  auth: $Fetch;
  checkout: $Fetch;
  privacy: $Fetch;
  automation: $Fetch;
}

export interface ApiOptions {
  /** The bearer token of the logged user, read on every call. */
  getToken: () => string | null;
  /** Base URL per service; each defaults to the same-origin `/api/<service>`. */
  bases?: Partial<Record<keyof Api, string>>;
}

// Public build variables let a deployment point a brand at other hosts (design §5).
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
const DEFAULT_BASES: Record<keyof Api, string> = {
  store: env.PUBLIC_STORE_API ?? '/api/store',
  auth: env.PUBLIC_AUTH_API ?? '/api/auth',
  checkout: env.PUBLIC_CHECKOUT_API ?? '/api/checkout',
  privacy: env.PUBLIC_PRIVACY_API ?? '/api/privacy',
  automation: env.PUBLIC_AUTOMATION_API ?? '/api/automation',
};

/** One ofetch per service: JSON, the Portuguese language header and the bearer token when logged in. */
export function createApi(options: ApiOptions): Api {
  const make = (service: keyof Api): $Fetch =>
    ofetch.create({
      baseURL: options.bases?.[service] ?? DEFAULT_BASES[service],
      headers: { 'Accept-Language': 'pt-BR' },
      onRequest({ options: request }) {
        const token = options.getToken();
        const headers = request.headers as Headers;
        if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      },
    });
  return {
    store: make('store'),
    auth: make('auth'),
    checkout: make('checkout'),
    privacy: make('privacy'),
    automation: make('automation'),
  };
}

/** The shared api of every island: no component calls fetch directly. */
export const api = createApi({ getToken: () => $token.get() });
