import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ROOT_REDIRECT } from '../../src/routes/guards.ts';
import { rewriteRules } from '../../src/routes/rewrites.ts';
import { resolveRoute, shellFile } from '../../src/routes/route-table.ts';
import { HEADERS_FILE, readHeadersFile } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A percent-decoded path, or null when it is not valid UTF-8 (`%ff`) or carries a NUL. */
function decodePath(urlPath: string): string | null {
  try {
    const path = decodeURIComponent(urlPath);
    return path.includes('\u0000') ? null : path;
  } catch {
    return null;
  }
}

/** A file of the build output, or null when the path leaves the folder or names no file. */
function fileIn(root: string, urlPath: string): string | null {
  const decoded = decodePath(urlPath);
  if (decoded === null) return null;
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root)) return null;
  if (existsSync(path) && statSync(path).isFile()) return path;
  const index = join(path, 'index.html');
  return existsSync(index) ? index : null;
}

function send(file: string, security: Record<string, string>, status = 200): Response {
  const immutable = file.includes(`${'/'}_astro${'/'}`);
  return new Response(readFileSync(file), {
    status,
    headers: {
      ...security,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}

/**
 * Serves one brand's build folder the way the generated host rules do: files first, then the
 * route table's shells, the root redirect, and the error page with status 404 for the rest.
 */
export function staticHost(outDir: string, { officeEdition }: { officeEdition: boolean }): Hono {
  const root = normalize(outDir);
  const rules = rewriteRules({ officeEdition });
  // The headers the build wrote for CDNs, so the local server answers exactly as they would.
  const security = readHeadersFile(root);
  if (!security) throw new Error(`${join(root, HEADERS_FILE)} is missing: build the brand again.`);
  const app = new Hono();
  app.use(compress());
  app.get('*', (c) => {
    const { pathname } = new URL(c.req.url);
    if (pathname === '/') return c.redirect(ROOT_REDIRECT, 302);
    const notFound = () => send(join(root, '404.html'), security, 404);
    if (decodePath(pathname) === null) return notFound();
    const file = fileIn(root, pathname);
    if (file) return send(file, security);
    const match = resolveRoute(pathname);
    if (match) {
      const rule = rules.find((r) => r.path === match.def.path);
      if (rule?.status === 404) return notFound();
      return send(join(root, shellFile(match.def.shell)), security);
    }
    return notFound();
  });
  return app;
}
