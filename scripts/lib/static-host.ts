import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ROOT_REDIRECT } from '../../src/routes/guards.ts';
import { rewriteRules } from '../../src/routes/rewrites.ts';
import { resolveRoute, shellFile } from '../../src/routes/route-table.ts';

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

/** A file of the build output, or null when the path leaves the folder or names no file. */
function fileIn(root: string, urlPath: string): string | null {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (!path.startsWith(root)) return null;
  if (existsSync(path) && statSync(path).isFile()) return path;
  const index = join(path, 'index.html');
  return existsSync(index) ? index : null;
}

function send(file: string, status = 200): Response {
  const immutable = file.includes(`${'/'}_astro${'/'}`);
  return new Response(readFileSync(file), {
    status,
    headers: {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
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
  const app = new Hono();
  app.use(compress());
  app.get('*', (c) => {
    const { pathname } = new URL(c.req.url);
    if (pathname === '/') return c.redirect(ROOT_REDIRECT, 302);
    const file = fileIn(root, pathname);
    if (file) return send(file);
    const match = resolveRoute(pathname);
    if (match) {
      const rule = rules.find((r) => r.path === match.def.path);
      if (rule?.status === 404) return send(join(root, '404.html'), 404);
      return send(join(root, shellFile(match.def.shell)));
    }
    return send(join(root, '404.html'), 404);
  });
  return app;
}
