/**
 * Serves one brand's static build with the route rewrites, and the live services under /api,
 * in one process: `npm start` (PORT, default 4321; BRAND, default offices).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createServices } from '../services/app.ts';
import { exitOnConfigError, loadStartupConfig } from '../services/config.ts';
import type { NodeBindings } from '../services/http/client-address.ts';
import { closeOnSignals } from '../services/http/close-on-signals.ts';
import { serveMetrics } from '../services/metrics/listener.ts';
import { loadBrand } from '../src/features/brand/config/load.ts';
import { HEADERS_FILE } from './lib/security-headers.ts';
import { serviceIncludes } from './lib/ssi.ts';
import { staticHost } from './lib/static-host.ts';

const brandId = process.env.BRAND ?? 'offices';
/** How long a page waits for its fragments before it goes out without them (INCLUDE_BUDGET_MS). */
const includeBudgetMs = Number(process.env.INCLUDE_BUDGET_MS ?? 300);
const outDir = join(process.env.DIST_DIR ?? join(process.cwd(), 'dist'), brandId);

// The storefront's own default port; partner hand-off links come back to this server unless a
// public origin is configured (in production it must be named: the services refuse to start without it).
const port = process.env.PORT || '4321';
const env = {
  ...process.env,
  PORT: port,
  PUBLIC_ORIGIN:
    process.env.PUBLIC_ORIGIN ??
    (process.env.NODE_ENV === 'production' ? undefined : `http://localhost:${port}`),
};
// A bad environment stops the start before the build, not after it.
try {
  loadStartupConfig(env);
} catch (error) {
  exitOnConfigError(error);
}

if (!existsSync(join(outDir, '404.html')) || !existsSync(join(outDir, HEADERS_FILE))) {
  console.log(`Brand ${brandId} is not built yet: building it…`);
  const built = spawnSync(process.execPath, ['scripts/build.ts', '--brand', brandId], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const brand = loadBrand(brandId);
const services = await createServices(env).catch(exitOnConfigError);
const { config } = services.deps;
const metrics = config.metrics ? await serveMetrics(config.metrics) : null;
// The node-server env carries the socket: development-only routes check the peer address.
const app = new Hono<{ Bindings: NodeBindings }>();
app.all('/api/*', (c) => services.fetch(c.req.raw, c.env));
app.all('/sandbox/*', (c) => services.fetch(c.req.raw, c.env));
// Link previews of stores and products (crawlers read them; people are sent on to the store).
app.all('/s/*', (c) => services.fetch(c.req.raw, c.env));
// Per-banker fragments of the store pages, for edges that include them themselves (docs/deployment.md).
app.get('/fragments/*', (c) => services.fetch(c.req.raw, c.env));
// The shells' includes, as the generated nginx.conf performs them (the fragments come from the
// services in this process); INCLUDE_BUDGET_MS=0 serves the shells as a host without includes.
app.route('/', staticHost(outDir, brand, serviceIncludes(services.fetch, includeBudgetMs)));

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  if (config.nodeEnv === 'production') {
    const at = { brand: brandId, port: info.port, metrics_port: metrics?.port };
    services.log.info(at, 'start: loja e serviços no ar');
    return;
  }
  // The developer's banner: where the demo stores are (production writes only JSON lines).
  const base = `http://localhost:${info.port}`;
  console.log(`Storefront ${brand.name} (${brandId}) at ${base}`);
  console.log(`  Store of the demo banker:  ${base}/pb/ana-souza`);
  console.log(`  White-label store:         ${base}/pb/carlos-lima`);
  console.log(`  Blocked store:             ${base}/pb/loja-pausada`);
  console.log(`  Services:                  ${base}/api/openapi.json`);
});

closeOnSignals(server as Server, services, config.drainSeconds, services.log);
