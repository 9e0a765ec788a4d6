import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Endpoint, ServiceContract } from '../src/core/contract/endpoint.ts';
import { PERSON_TYPE } from '../src/core/format/person-types.ts';
import type { AuthUser } from './accounts/tokens.ts';
import { type AppEnv, type Deps, userFrom } from './context.ts';
import { badRequest, forbidden, HttpError, MESSAGES, notFound, unauthorized } from './http/errors.ts';
import { parseOrThrow } from './http/validate.ts';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a handler receives: the validated input of its endpoint and the caller. */
export interface Call<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The JSON body as sent, before `prepareBody` and the schema (a retry is recognised by it). */
  sentBody: unknown;
  /** The bearer token's user: always set when the endpoint requires one. */
  user: E['auth'] extends 'required' ? AuthUser : AuthUser | null;
  c: Context<AppEnv>;
}

type Answer<E extends Endpoint> = E['response'] extends v.GenericSchema
  ? v.InferInput<E['response']>
  : unknown;

/** Answers the endpoint's body (sent with its `status`), or a whole Response (images, HTML, files). */
export type Handler<E extends Endpoint> = (
  call: Call<E>,
) => Promise<Answer<E> | Response> | Answer<E> | Response;

/** One handler per endpoint of a contract: a missing one is a type error. */
export type Handlers<E extends Record<string, Endpoint>> = { [K in keyof E]: Handler<E[K]> };

/** A contract whose endpoint names are known to the type checker. */
export type Contract<E extends Record<string, Endpoint>> = Omit<ServiceContract, 'endpoints'> & {
  endpoints: E;
};

export interface MountOptions<E extends Record<string, Endpoint>> {
  /** Endpoints whose bad path parameters answer 404 (the documented answer for an unknown id) rather than 400. */
  notFoundOnBadParams?: (keyof E)[];
  /** Turns a body's validation issues into another 400 than the field lists (a single `detail`). */
  bodyIssues?: Partial<Record<keyof E, (issues: readonly v.BaseIssue<unknown>[]) => HttpError>>;
  /** Endpoints whose body's 400 gives the first problem of each field only, as the forms show them. */
  oneMessagePerField?: (keyof E)[];
  /** Endpoints whose handler reads the raw body itself, e.g. to check a signature over its bytes (`body` is then not set). */
  ownBody?: (keyof E)[];
  /** Completes the query before validation (e.g. with a path segment that may carry one of its fields). */
  prepareQuery?: Partial<Record<keyof E, (query: Record<string, unknown>, c: Context<AppEnv>) => unknown>>;
  /** Rewrites the JSON body before validation (e.g. blank fields read as absent). */
  prepareBody?: Partial<Record<keyof E, (body: unknown) => unknown>>;
}

/** An endpoint as mounted: what the OpenAPI document is built from. */
export interface MountedEndpoint {
  service: Omit<ServiceContract, 'endpoints'>;
  id: string;
  endpoint: Endpoint;
}

const record = new WeakMap<object, MountedEndpoint[]>();

/** The endpoints `mount` registered on an app. */
export function mountedOn(app: object): MountedEndpoint[] {
  return record.get(app) ?? [];
}

/**
 * `pb/{pb}/marketplace/` -> `/pb/:pb/marketplace` (the app is not strict about the trailing slash).
 * A last placeholder that the params schema does not declare is optional (`consorcio/v2/letter/{query}`).
 */
export function honoPath(endpoint: Pick<Endpoint, 'path' | 'params'>): string {
  const declared = (endpoint.params as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
  const converted = `/${endpoint.path}`
    .replace(/\{(\w+)\}$/, (whole, name: string) => (name in declared ? whole : `:${name}?`))
    .replace(/\{(\w+)\}/g, ':$1')
    .replace(/\/+$/, '');
  return converted || '/';
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** The JSON body; an empty body that is not declared JSON reads as `{}`; anything unparsable is the documented 400. */
async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (text.trim() === '' && !JSON_TYPE.test(mediaType)) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(MESSAGES.invalidJson);
  }
}

function parseBody(
  schema: v.GenericSchema,
  value: unknown,
  perField: number | undefined,
  onIssues?: (issues: readonly v.BaseIssue<unknown>[]) => HttpError,
): unknown {
  if (!onIssues) return parseOrThrow(schema, value, { perField });
  const result = v.safeParse(schema, value);
  if (!result.success) throw onIssues(result.issues);
  return result.output;
}

function queryOf(c: Context<AppEnv>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  ) as Record<string, string | string[]>;
}

async function userOf(deps: Deps, c: Context<AppEnv>, endpoint: Endpoint): Promise<AuthUser | null> {
  const auth = endpoint.auth ?? 'none';
  if (auth === 'none') return null;
  const user = await userFrom(deps, c);
  if (user === 'invalid') throw unauthorized(MESSAGES.invalidToken);
  if (user === null) {
    if (auth === 'required') throw unauthorized();
    return null;
  }
  if (endpoint.role === 'banker' && user.personType !== PERSON_TYPE.banker) throw forbidden();
  c.set('user', user);
  return user;
}

function paramsOf(c: Context<AppEnv>, endpoint: Endpoint, notFoundOnBad: boolean): unknown {
  if (!endpoint.params) return undefined;
  try {
    return parseOrThrow(endpoint.params, c.req.param());
  } catch (error) {
    if (notFoundOnBad && error instanceof HttpError) throw notFound();
    throw error;
  }
}

/** Fixed paths before placeholders (`person/v2/states/` before `person/v2/{id}/`): the first match answers. */
function byPrecedence(endpoints: Record<string, Endpoint>): [string, Endpoint][] {
  const firstPlaceholder = (path: string) => {
    const at = path.indexOf('{');
    return at === -1 ? path.length + 1 : at;
  };
  return Object.entries(endpoints).sort(
    ([, a], [, b]) => firstPlaceholder(b.path) - firstPlaceholder(a.path),
  );
}

/**
 * Registers every endpoint of a contract on `app` (mounted at the contract's base): checks the
 * caller (`auth`, `role`), validates path parameters, query and JSON body with the contract's
 * schemas (pt-BR 400s), calls the handler and answers its value with the endpoint's `status`.
 */
export function mount<E extends Record<string, Endpoint>>(
  app: Hono<AppEnv>,
  contract: Contract<E>,
  handlers: Handlers<E>,
  deps: Deps,
  options: MountOptions<E> = {},
): void {
  const { endpoints, ...service } = contract;
  const mounted = record.get(app) ?? [];
  record.set(app, mounted);
  for (const [id, endpoint] of byPrecedence(endpoints) as [keyof E & string, Endpoint][]) {
    const handler = handlers[id] as Handler<Endpoint>;
    const notFoundOnBad = options.notFoundOnBadParams?.includes(id) ?? false;
    const prepare = options.prepareBody?.[id];
    const perField = options.oneMessagePerField?.includes(id) ? 1 : undefined;
    mounted.push({ service, id, endpoint });
    app.on(endpoint.method, honoPath(endpoint), async (c) => {
      const user = await userOf(deps, c, endpoint);
      const params = paramsOf(c, endpoint, notFoundOnBad);
      const prepareQuery = options.prepareQuery?.[id];
      const rawQuery = queryOf(c);
      const query = endpoint.query
        ? parseOrThrow(endpoint.query, prepareQuery ? prepareQuery(rawQuery, c) : rawQuery)
        : undefined;
      let body: unknown;
      let sentBody: unknown;
      if (endpoint.body && !options.ownBody?.includes(id)) {
        sentBody = await readBody(c);
        body = parseBody(
          endpoint.body,
          prepare ? prepare(sentBody) : sentBody,
          perField,
          options.bodyIssues?.[id],
        );
      }
      const answer = await handler({ params, query, body, sentBody, user, c } as Call<Endpoint>);
      if (answer instanceof Response) return answer;
      return c.json(answer as object, (endpoint.status ?? 200) as 200);
    });
  }
}

/** The part of a contract one resource answers: `only(service, 'occupations', 'bankLists')`. */
export function only<E extends Record<string, Endpoint>, K extends keyof E>(
  contract: Contract<E>,
  ...ids: K[]
): Contract<Pick<E, K>> {
  const endpoints = Object.fromEntries(ids.map((id) => [id, contract.endpoints[id]])) as Pick<E, K>;
  return { ...contract, endpoints };
}
