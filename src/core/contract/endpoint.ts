import type { GenericSchema } from 'valibot';
import { SHARED_MSG } from './shared-messages.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of a service: its method, its path as the docs write it, and the schemas of what goes and comes. */
export interface Endpoint {
  method: HttpMethod;
  /** Path under the service base, with `{param}` placeholders and the documented trailing slash. */
  path: string;
  summary: string;
  /** `required`: bearer token needed (401 without); `optional`: read when sent. Default `none`. */
  auth?: 'required' | 'optional' | 'none';
  params?: GenericSchema;
  query?: GenericSchema;
  body?: GenericSchema;
  /** Schema of the success answer. */
  response?: GenericSchema;
  /** Success status when not 200. */
  status?: number;
  /** Documented failures: status -> what the body says. */
  errors?: Record<number, string>;
  /** Who else may call it: `banker` answers 403 to any other logged user. */
  role?: 'banker';
}

/**
 * What a call only a store's banker may make declares: the token is required, anyone else is
 * refused, and its failures are the given ones beside the 401 without a token and the 403 for
 * another logged user.
 */
export function bankerOnly<const E extends Record<number, string> = Record<never, string>>(errors?: E) {
  return {
    auth: 'required',
    role: 'banker',
    errors: { 401: SHARED_MSG.unauthenticated, 403: SHARED_MSG.forbidden, ...errors },
  } as const;
}

/** A service's contract: its default base path and its calls. Contract modules export one as `service`. */
export interface ServiceContract {
  name: string;
  base: string;
  description: string;
  endpoints: Record<string, Endpoint>;
}

/** Fills `{param}` placeholders: `fillPath('pb/{pb}/marketplace/', { pb: 'ana' })`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
