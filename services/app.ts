import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { authEndpoints as A } from '../src/contract/auth.ts';
import { storeEndpoints as S } from '../src/contract/store.ts';
import type { Endpoint } from '../src/core/contract/endpoint.ts';
import type { Route } from '../src/core/contract/route-common.ts';
import { DEFAULT_BASES } from '../src/core/contract/route-common.ts';
import { ownDataHandlers } from './accounts/my-data/handlers.ts';
import { PRODUCTION_COST, type ScryptCost, setPasswordCost, TEST_COST } from './accounts/password.ts';
import { authRoutes } from './accounts/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { fragmentRoutes } from './catalog/fragments/routes.ts';
import { storeRoutes } from './catalog/routes.ts';
import { shareRoutes } from './catalog/share/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { type Config, checkStartupConfig, startRefused } from './config.ts';
import type { AppEnv, Deps } from './context.ts';
import { type Database, openDatabase } from './db/index.ts';
import { openPreparedCopy } from './db/memory-images.ts';
import { type OutageLog, outageLog } from './db/outage.ts';
import { databaseReady } from './db/readiness.ts';
import { isMemoryUrl } from './db/urls.ts';
import { funnelRoutes } from './funnel/routes.ts';
import type { NodeBindings } from './http/client-address.ts';
import { createDrain, type Drain } from './http/drain.ts';
import { answerErrors } from './http/error-answers.ts';
import { applyFrontMiddleware } from './http/front-middleware.ts';
import { healthRoutes } from './http/health.ts';
import { inFlightRequests } from './http/in-flight.ts';
import { metricsRoutes } from './http/metrics-routes.ts';
import { microCache, queryNamesOf } from './http/micro-cache.ts';
import { openApiRoutes } from './http/openapi/openapi-routes.ts';
import type { PeriodicJob } from './jobs/periodic.ts';
import { createLogger, type Log } from './log/logger.ts';
import { createDevMailboxMemory, type DevMailboxMemory } from './mail/dev-mailbox.ts';
import { mailboxRoutes } from './mail/mailbox-routes.ts';
import { createOutbox } from './mail/outbox.ts';
import { createMailWorker, type MailWorker } from './mail/worker.ts';
import { watchDatabase } from './metrics/database.ts';
import { mountedOn } from './mount.ts';
import { type DigestRunner, startDigests } from './notifications/digest.ts';
import { startProfileRetention } from './offers/retention.ts';
import { offerRoutes } from './offers/routes.ts';
import { sandboxRoutes } from './partners/sandbox-routes.ts';
import { appendAudit } from './privacy/audit.ts';
import { privacyRoutes } from './privacy/routes.ts';
import { startReminders } from './requests/desk/reminders.ts';
import { requestRoutes } from './requests/routes.ts';
import { type SandboxTicker, sandboxStatusRoutes, startSandboxStatus } from './requests/sandbox-partner.ts';
import { demoDataProblems } from './seed/demo-people.ts';
import { seedDatabase } from './seed/index.ts';
import { seedReference } from './seed/reference.ts';
import { automationRoutes } from './simulators/automation-routes.ts';

export interface Services {
  /** `env` carries the connection (`@hono/node-server` passes it): the client address comes from it. */
  fetch(req: Request, env?: NodeBindings): Response | Promise<Response>;
  /** Waits for the requests being answered, then stops the timers and closes the database. */
  close(): Promise<void>;
  /** Set on SIGTERM (`http/close-on-signals.ts`): readiness turns 503, answers close their connection. */
  drain: Drain;
}

/** What tests and scripts may reach beyond `fetch`. */
export interface ServicesInternals extends Services {
  deps: Deps;
  database: Database;
  mailWorker: MailWorker;
  digests: DigestRunner;
  /** Deletes the credit profiles whose consent ended (services/offers/retention.ts). */
  profileRetention: PeriodicJob<number>;
  /** Sends the desk's reminders come due (services/requests/desk/reminders.ts). */
  reminders: PeriodicJob<number>;
  /** The sandbox institutions' timer (idle unless SANDBOX_STATUS_DELAY_SECONDS is set). */
  sandboxStatus: SandboxTicker;
  /** The services' log (JSON lines; the request lines only with LOG_REQUESTS). */
  log: Log;
}

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

/** What the operations side of the app needs: outage notices, readiness and the request log. */
export interface Operations {
  outage: OutageLog;
  /** Readiness (`/api/health/ready`). */
  ready: () => Promise<boolean>;
  /** Writes the request lines; null when LOG_REQUESTS is off. */
  logger: Log | null;
}

/** Builds the HTTP application over ready dependencies. */
export function createApp(
  deps: Deps,
  mailWorker: MailWorker,
  devMailbox: DevMailboxMemory = createDevMailboxMemory(),
  operations: Operations = {
    outage: outageLog(deps.log),
    ready: () => databaseReady(deps.db),
    logger: deps.config.logRequests ? createLogger() : null,
  },
): Hono<AppEnv> {
  const { config } = deps;
  // strict: false lets every path answer with and without its trailing slash (routes are declared without).
  const app = new Hono<AppEnv>({ strict: false });

  applyFrontMiddleware(app, config, operations.logger);
  cacheCatalogReads(app, config);

  app.route('/api/health', healthRoutes(operations.ready));
  // Production serves the metrics on their own listener (`metrics/listener.ts`): never here.
  if (!config.metrics) app.route('/metrics', metricsRoutes());
  const services: [string, Hono<AppEnv>][] = [
    [DEFAULT_BASES.store, storeRoutes(deps)],
    [DEFAULT_BASES.store, analyticsRoutes(deps)],
    [DEFAULT_BASES.store, funnelRoutes(deps)],
    [DEFAULT_BASES.auth, authRoutes(deps)],
    [DEFAULT_BASES.checkout, checkoutRoutes(deps)],
    [DEFAULT_BASES.checkout, requestRoutes(deps)],
    [DEFAULT_BASES.checkout, offerRoutes(deps)],
    [DEFAULT_BASES.privacy, privacyRoutes(deps, ownDataHandlers(deps))],
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

  answerErrors(app, deps.log, operations.outage);
  return app;
}

/** Applies the migrations, then the reference lists and, with `seed`, the demo data (both idempotently). */
export async function prepareDatabase(database: Database, seed: boolean, seedDate?: Date): Promise<void> {
  await database.migrate();
  await (seed ? seedDatabase(database.db, seedDate) : seedReference(database.db));
}

/**
 * The services' database: the caller's prepared one, a copy of a kept image (MEMORY_IMAGE_DIR), or
 * the configured one, migrated and seeded unless the start is refused.
 */
async function servicesDatabase(
  config: Config,
  problems: readonly string[],
  passwordCost: ScryptCost,
  prepared: Database | undefined,
): Promise<Database> {
  if (prepared) return prepared;
  const prepare = (database: Database) => prepareDatabase(database, config.seed, config.seedDate);
  // (A start on memory:// with a problem was refused before.)
  if (config.memoryImageDir)
    return openPreparedCopy(
      config.memoryImageDir,
      {
        seed: config.seed,
        seedDate: config.seedDate.toISOString(),
        passwordCost,
        // Rows the database dates itself (a column's default) carry the day it was prepared.
        preparedOn: new Date().toISOString().slice(0, 10),
      },
      prepare,
    );
  const database = await openDatabase(config);
  // A refused start leaves the database as it found it: no migration, no reference lists.
  if (problems.length === 0) await prepare(database);
  return database;
}

/**
 * Opens the database, applies migrations, writes the reference lists (states, contact types, ...)
 * and, unless SEED=0, the demo data (both idempotently),
 * starts the mail worker and returns the HTTP handler of every `/api/*` and `/sandbox/*` path.
 */
export async function createServices(
  env: Record<string, string | undefined> = process.env,
  options: {
    /** A database already migrated and seeded as `env` asks (the test suite's prepared copies); closed with the services. */
    prepared?: Database;
    /** Where the lines go (tests read them); by default the error output, one JSON object a line. */
    log?: Log;
  } = {},
): Promise<ServicesInternals> {
  const { config, problems } = checkStartupConfig(env);
  if (!config) throw startRefused(problems);
  const passwordCost = config.nodeEnv === 'test' ? TEST_COST : PRODUCTION_COST;
  setPasswordCost(passwordCost);
  const log = options.log ?? createLogger();
  // An in-memory database starts empty: nothing in it to check before refusing the environment.
  if (problems.length > 0 && !options.prepared && isMemoryUrl(config.databaseUrl))
    throw startRefused(problems);
  const database = await servicesDatabase(config, problems, passwordCost, options.prepared);
  // A production start lists what its database holds that it must not serve with its other problems.
  if (config.nodeEnv === 'production') problems.push(...(await demoDataProblems(database.db)));
  if (problems.length > 0) {
    // A prepared database stays its caller's.
    if (!options.prepared) await database.close();
    throw startRefused(problems);
  }
  const outage = outageLog(log);
  database.onConnect?.(() => outage.connected());
  watchDatabase(database);
  const drain = createDrain();
  let wake = () => {};
  const mail = createOutbox(database.db, () => wake());
  const devMailbox = createDevMailboxMemory();
  const mailWorker = createMailWorker(
    database.db,
    config,
    log,
    config.devMailbox ? devMailbox : undefined,
    outage,
  );
  wake = () => mailWorker.wake();
  const digests = startDigests(database.db, config.publicOrigin, wake, log, outage);
  const deps: Deps = {
    db: database.db,
    config,
    mail,
    log,
    audit: (record) => appendAudit(database.db, record).then(() => undefined),
  };
  const profileRetention = startProfileRetention(deps, outage);
  const reminders = startReminders(deps, wake, outage);
  const app = createApp(deps, mailWorker, devMailbox, {
    outage,
    ready: async () => !drain.draining && (await databaseReady(database.db)),
    logger: config.logRequests ? log : null,
  });
  const sandboxStatus = startSandboxStatus(deps, async (req) => app.fetch(req));
  const inFlight = inFlightRequests();
  return {
    fetch: async (req, bindings) => drain.answer(await inFlight.track(() => app.fetch(req, bindings))),
    deps,
    database,
    mailWorker,
    digests,
    profileRetention,
    reminders,
    sandboxStatus,
    drain,
    log,
    async close() {
      await inFlight.idle();
      await sandboxStatus.stop();
      await digests.stop();
      await profileRetention.stop();
      await reminders.stop();
      await mailWorker.stop();
      await database.close();
    },
  };
}
