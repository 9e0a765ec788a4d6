import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { rewriteRules } from '../../src/app/routes/rewrites.ts';
import { ROOT_REDIRECT } from '../../src/core/routes/guards.ts';
import { resolveRoute, shellFile } from '../../src/core/routes/route-table.ts';
import { HEADERS_FILE, readHeadersFile } from './security-headers.ts';

/** Hashed bundles never change under their name; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS = '/_astro/';

/** A percent-decoded path, or null when it is not valid UTF-8 (`%ff`) or carries a NUL. */
function decodePath(urlPath: string): string | null {
  try {
    const path = decodeURIComponent(urlPath);
    return path.includes('\u0000') ? null : path;
  } catch {
    return null;
  }
}

function page(c: Context, file: string, status: 200 | 404 = 200): Response {
  return c.html(readFileSync(file, 'utf8'), status);
}

/** Performs a shell's includes for the page at `requestUri` (path and query). */
export type Includes = (html: string, requestUri: string) => Promise<string>;

/**
 * Serves one brand's build folder the way the generated host rules do: files first, then the
 * route table's shells, the root redirect, and the error page with status 404 for the rest.
 * With `includes`, the shells' include directives are performed as the generated nginx.conf does.
 */
export function staticHost(
  outDir: string,
  { officeEdition }: { officeEdition: boolean },
  includes?: Includes,
): Hono {
  const root = normalize(outDir);
  const rules = rewriteRules({ officeEdition });
  // The headers the build wrote for CDNs, so the local server answers exactly as they would.
  const security = readHeadersFile(root);
  if (!security) throw new Error(`${join(root, HEADERS_FILE)} is missing: build the brand again.`);
  const app = new Hono();
  app.use(compress());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(security)) c.res.headers.set(name, value);
    const immutable = c.res.status === 200 && c.req.path.startsWith(ASSETS);
    c.res.headers.set('cache-control', immutable ? IMMUTABLE : 'no-cache');
  });
  app.get('/', (c) => c.redirect(ROOT_REDIRECT, 302));
  app.use(serveStatic({ root }));
  app.get('*', async (c) => {
    const notFound = () => page(c, join(root, '404.html'), 404);
    const { pathname } = new URL(c.req.url);
    if (decodePath(pathname) === null) return notFound();
    const match = resolveRoute(pathname);
    if (!match) return notFound();
    const rule = rules.find((r) => r.path === match.def.path);
    if (rule?.status === 404) return notFound();
    const file = join(root, shellFile(match.def.shell));
    if (!includes) return page(c, file);
    const url = new URL(c.req.url);
    return c.html(await includes(readFileSync(file, 'utf8'), `${url.pathname}${url.search}`));
  });
  return app;
}
