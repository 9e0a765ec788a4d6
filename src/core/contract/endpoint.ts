import type { GenericSchema } from 'valibot';

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
