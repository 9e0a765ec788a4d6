import type { $Fetch } from 'ofetch';
import type { SessionUser } from '../context/session.ts';
import type { BankerProfileAnswer } from '../contract/auth.ts';
import type { Route } from '../contract/route-common.ts';
import type { ProductAnswer } from '../contract/store.ts';

/** A catalog product as the store service answers it, with the fields a test cares about over it. */
export function productAnswer(over: Partial<ProductAnswer>): ProductAnswer {
  return {
    id: 71,
    title: 'Consignado INSS',
    brand: 'Consiga Crédito',
    category: { name: 'Consignado' },
    is_pj: false,
    product_type: 'DEFAULT',
    redirect_id: null,
    ...over,
  } as ProductAnswer;
}

/** The visited store's banker (Ana, id 1001), as far as the stores read the profile. */
export const STORE_BANKER = { person: { id: 1001 } } as BankerProfileAnswer;

/** A signed-in assistant (staff, no CPF, no banker authorised yet). */
export const ASSISTANT: SessionUser = {
  id: 1004,
  email: 'beatriz.ramos@exemplo.com.br',
  full_name: 'Beatriz Ramos Teixeira',
  nickname: 'Bia Ramos',
  slug: null,
  person_type: 2,
  principal_contact: '(51) 99321-8765',
  photo: null,
  birthday: '1994-09-12',
  documents: { CPF: null },
  contacts: [],
  company: null,
  last_login: null,
  authorization_info: [],
};

export type Call = {
  path: string;
  method: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, unknown>;
};

type CallOptions = Omit<Call, 'path' | 'method'> & { method?: string; signal?: AbortSignal };

/**
 * A transport for `setTransport` (src/core/transport/api.ts) that hands each request to `handle` with
 * its path under the service base (`/api/auth/users/login/` arrives as `users/login/`).
 */
export function fakeTransport(handle: (path: string, options: CallOptions) => Promise<unknown>): $Fetch {
  const fetch = (url: string, options: CallOptions = {}) =>
    handle(url.replace(/^\/api\/[^/]+\/?/, ''), options);
  return fetch as unknown as $Fetch;
}

/** A fake service: answers by "METHOD path", records every call, fails with 500 on any other. */
export function fakeService(answers: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  const transport = fakeTransport(async (path, options) => {
    const entry: Call = {
      path,
      method: options.method ?? 'GET',
      body: options.body,
      headers: options.headers,
    };
    if (options.query) entry.query = options.query;
    calls.push(entry);
    const answer = answers[`${entry.method} ${path}`];
    if (!answer) throw Object.assign(new Error(`unexpected ${entry.method} ${path}`), { status: 500 });
    return answer(entry);
  });
  return { calls, transport };
}

/** An answer that fails the way ofetch does: an error with the status and the body. */
export function failure(status: number, data: unknown) {
  return () => {
    throw Object.assign(new Error('failed'), { status, data });
  };
}

type RouteHandler = (params: Record<string, string>, options: CallOptions) => unknown;

/** The `{param}` values of `path` when it is an address of `route`, else null. */
function paramsOf(route: Route, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = route.path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]*)';
    });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}

/**
 * A transport answering the given routes of the route table by their handlers (with the filled
 * `{param}`s); any other call fails with 500.
 */
export function serveRoutes(...served: [Route, RouteHandler][]): $Fetch {
  return fakeTransport(async (path, options) => {
    for (const [route, handle] of served) {
      const params = route.method === (options.method ?? 'GET') ? paramsOf(route, path) : null;
      if (params) return handle(params, options);
    }
    throw Object.assign(new Error(`unexpected ${options.method} ${path}`), { status: 500 });
  });
}
