import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { authEndpoints as A } from '../src/api/auth.ts';
import type { Endpoint } from '../src/api/endpoint.ts';
import { DEFAULT_BASES, type Route } from '../src/api/routes.ts';
import { storeEndpoints as S } from '../src/api/store.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { PRODUCTION_COST, setPasswordCost, TEST_COST } from './auth/password.ts';
import { authRoutes } from './auth/routes.ts';
import { automationRoutes } from './automation/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { loadStartupConfig } from './config.ts';
import type { AppEnv, Deps } from './context.ts';
import { HttpError, MESSAGES } from './context.ts';
import { type Database, openDatabase } from './db/index.ts';
import { seedDatabase, seedReference } from './db/seed/index.ts';
import { fragmentRoutes } from './fragments/routes.ts';
import { clientAddress, type NodeBindings } from './http/client-address.ts';
import { isBadValueError } from './http/errors.ts';
import { inFlightRequests } from './http/in-flight.ts';
import { inputGuard } from './http/input-guard.ts';
import { errorForLog, forLog } from './http/log-text.ts';
import { microCache, queryNamesOf } from './http/micro-cache.ts';
import { mountedOn } from './http/mount.ts';
import { openApiRoutes } from './http/openapi-routes.ts';
import { createDevMailboxMemory, type DevMailboxMemory } from './mail/dev-mailbox.ts';
import { mailboxRoutes } from './mail/mailbox-routes.ts';
import { createOutbox } from './mail/outbox.ts';
import { createMailWorker, type MailWorker } from './mail/worker.ts';
import { type DigestRunner, startDigests } from './notifications/digest.ts';
import { sandboxRoutes } from './partners/sandbox-routes.ts';
import { appendAudit } from './privacy/audit.ts';
import { privacyRoutes } from './privacy/routes.ts';
import { requestRoutes } from './requests/routes.ts';
import { type SandboxTicker, sandboxStatusRoutes, startSandboxStatus } from './requests/sandbox-partner.ts';
import { shareRoutes } from './share/routes.ts';
import { storeRoutes } from './store/routes.ts';

export interface Services {
  /** `env` carries the connection (`@hono/node-server` passes it): the client address comes from it. */
  fetch(req: Request, env?: NodeBindings): Response | Promise<Response>;
  /** Waits for the requests being answered, then stops the timers and closes the database. */
  close(): Promise<void>;
}

/** What tests and scripts may reach beyond `fetch`. */
export interface ServicesInternals extends Services {
  deps: Deps;
  database: Database;
  mailWorker: MailWorker;
  digests: DigestRunner;
  /** The sandbox institutions' timer (idle unless SANDBOX_STATUS_DELAY_SECONDS is set). */
  sandboxStatus: SandboxTicker;
}

/** Largest accepted request body. */
export const BODY_LIMIT_BYTES = 256 * 1024;

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.invalidJson,
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.tooLarge,
};

/** The address pattern of a call, its path under the service base up to its first parameter: `/api/store/pb/*`. */
function prefixPattern(route: Route): string {
  return `${DEFAULT_BASES[route.service]}/${route.path.split('{')[0]}*`;
}

/** Micro-cache and ETag of the anonymous catalog reads. */
function cacheCatalogReads(app: Hono<AppEnv>, config: Deps['config']): void {
  // Public catalog reads are the hot path: cache them briefly in the process (they carry max-age=30
  // anyway), and give them an ETag so browsers, a CDN or the reverse proxy revalidate for free.
  // Each group is keyed by the query parameters its calls declare, so other parameters cannot grow it.
  const cache = microCache(config.storeCacheSeconds * 1000);
  const validator = etag();
  const cachedReads = [
    S.marketplace,
    S.product,
    S.productGroups,
    S.productGroup,
    S.termsOfService,
    S.carousel,
    S.partners,
    A.bankerProfile,
    A.states,
    A.cities,
  ];
  const byPattern = new Map<string, Endpoint[]>();
  for (const read of cachedReads) {
    const pattern = prefixPattern(read);
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), read]);
  }
  for (const [path, endpoints] of byPattern)
    app.use(path, validator, cache.keyedBy(queryNamesOf(...endpoints)));
}

/** Method and decoded path of a request, safe in a log line. */
const requestForLog = (c: Context<AppEnv>) => forLog(`${c.req.method} ${c.req.path}`);

/** JSON answers for unknown paths and every error (details of a 500 only in the log). */
function answerErrors(app: Hono<AppEnv>, log: (line: string) => void): void {
  app.notFound((c) => c.json({ detail: MESSAGES.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    if (isBadValueError(error)) {
      // Still logged: each one is a validation rule to add where the value came in.
      log(
        `[bad-input] ${c.get('requestId')} ${requestForLog(c)}: ${forLog(String(error instanceof Error && error.cause ? error.cause : error))}`,
      );
      return c.json({ detail: MESSAGES.invalid }, 400);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json({ detail: STATUS_MESSAGES[status] ?? MESSAGES.invalid }, status);
    }
    const cause = error instanceof Error && error.cause ? ` (causa: ${forLog(String(error.cause))})` : '';
    log(`[error] ${c.get('requestId')} ${requestForLog(c)}: ${errorForLog(error)}${cause}`);
    return c.json({ detail: MESSAGES.internal, request_id: c.get('requestId') }, 500);
  });
}

/** Builds the HTTP application over ready dependencies. */
export function createApp(
  deps: Deps,
  mailWorker: MailWorker,
  log: (line: string) => void = console.error,
  devMailbox: DevMailboxMemory = createDevMailboxMemory(),
): Hono<AppEnv> {
  const { config } = deps;
  // strict: false lets every path answer with and without its trailing slash (routes are declared without).
  const app = new Hono<AppEnv>({ strict: false });

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    c.set('user', null);
    c.set('clientAddress', clientAddress(c, config));
    const started = performance.now();
    await next();
    if (config.logRequests) {
      log(
        `${requestForLog(c)} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms ${c.get('requestId')}`,
      );
    }
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginResourcePolicy: 'cross-origin',
    }),
  );
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'Idempotency-Key', 'X-Request-Id'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      // The unread rest of the body is still on the socket: closing it (rather than leaving the
      // server to drain or cut it) keeps the client from sending its next request into a reset.
      onError: (c) => c.json({ detail: MESSAGES.tooLarge }, 413, { Connection: 'close' }),
    }),
  );
  app.use('/api/*', inputGuard());

  cacheCatalogReads(app, config);

  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  /** A constant answer: the baseline of the services benchmark. */
  app.get('/api/health/constant', (c) => c.json({ status: 'ok', service: 'vitrine' }));
  const services: [string, Hono<AppEnv>][] = [
    [DEFAULT_BASES.store, storeRoutes(deps)],
    [DEFAULT_BASES.store, analyticsRoutes(deps)],
    [DEFAULT_BASES.auth, authRoutes(deps)],
    [DEFAULT_BASES.checkout, checkoutRoutes(deps)],
    [DEFAULT_BASES.checkout, requestRoutes(deps)],
    [DEFAULT_BASES.privacy, privacyRoutes(deps)],
    [DEFAULT_BASES.automation, automationRoutes(deps)],
  ];
  // The document lists what is mounted, so it cannot list a call that does not answer.
  app.route(
    '/api',
    openApiRoutes(() => services.flatMap(([, routes]) => mountedOn(routes))),
  );
  for (const [base, routes] of services) app.route(base, routes);
  app.route(
    '/sandbox',
    sandboxStatusRoutes(deps, async (req) => app.fetch(req)),
  );
  app.route('/sandbox', sandboxRoutes(deps));
  app.route('/s', shareRoutes(deps));
  // Fragments are made of the store's own reads, asked of this app so its read cache serves them.
  app.route(
    '/fragments',
    fragmentRoutes(deps, (path) => Promise.resolve(app.request(path))),
  );
  if (config.devMailbox)
    app.route(
      '/api/dev',
      mailboxRoutes(deps, () => mailWorker.flush(), devMailbox),
    );

  answerErrors(app, log);
  return app;
}

/**
 * Opens the database, applies migrations, writes the reference lists (states, contact types, ...)
 * and, unless SEED=0, the demo data (both idempotently),
 * starts the mail worker and returns the HTTP handler of every `/api/*` and `/sandbox/*` path.
 */
export async function createServices(
  env: Record<string, string | undefined> = process.env,
): Promise<ServicesInternals> {
  const config = loadStartupConfig(env);
  setPasswordCost(config.nodeEnv === 'test' ? TEST_COST : PRODUCTION_COST);
  const database = await openDatabase(config);
  await database.migrate();
  await (config.seed ? seedDatabase(database.db) : seedReference(database.db));
  let wake = () => {};
  const mail = createOutbox(database.db, () => wake());
  const devMailbox = createDevMailboxMemory();
  const mailWorker = createMailWorker(
    database.db,
    config,
    console.log,
    config.devMailbox ? devMailbox : undefined,
  );
  wake = () => mailWorker.wake();
  const digests = startDigests(database.db, config.publicOrigin, wake);
  const deps: Deps = {
    db: database.db,
    config,
    mail,
    audit: async (record) => {
      await appendAudit(database.db, record);
    },
  };
  const app = createApp(deps, mailWorker, console.error, devMailbox);
  const sandboxStatus = startSandboxStatus(deps, async (req) => app.fetch(req), console.error);
  const inFlight = inFlightRequests();
  return {
    fetch: (req, bindings) => inFlight.track(() => app.fetch(req, bindings)),
    deps,
    database,
    mailWorker,
    digests,
    sandboxStatus,
    async close() {
      await inFlight.idle();
      sandboxStatus.stop();
      await digests.stop();
      await mailWorker.stop();
      await database.close();
    },
  };
}
