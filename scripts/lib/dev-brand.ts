import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { clientBrandOf } from '../../src/features/brand/config/client-brand.ts';
import { type Brand, loadBrand } from '../../src/features/brand/config/load.ts';
import { MANIFEST_FILE, webManifest } from '../../src/features/brand/config/web-manifest.ts';

/** The one module the browser code reads the brand from (src/core/brand/baked-brand.ts). */
const BAKED_BRAND_MODULE = resolve(process.cwd(), 'src/core/brand/baked-brand.ts');

/**
 * `astro dev` with the brand as its files are now. A build bakes the client brand in once (a
 * `define`); in dev, `baked-brand.ts` is rewritten with the brand read on each transform, and a
 * saved file of `brands/<id>/` drops that module from every module graph, so the next page load
 * shows the change in the browser code as well as in the pages Astro renders. While the files have
 * errors, the browser code keeps the last good brand.
 */
export function devBrandPlugin(brandId: string, initial: Brand): Plugin {
  const folder = resolve(process.cwd(), 'brands', brandId);
  let lastGood = initial;
  const current = (): Brand => {
    try {
      lastGood = loadBrand(brandId);
    } catch {
      // The pages show the BrandError; the browser code stays on the last good brand.
    }
    return lastGood;
  };
  return {
    name: 'dev-brand',
    apply: 'serve',
    transform(code, id) {
      if (id.split('?')[0] !== BAKED_BRAND_MODULE) return undefined;
      // Where the code reads it, not where its comment names it.
      return code.replace(/(?<!`)__CLIENT_BRAND__(?!`)/g, JSON.stringify(clientBrandOf(current())));
    },
    configureServer(server) {
      server.watcher.add(folder);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(folder)) invalidateBakedBrand(server);
      });
      // The build writes these from the brand; dev answers them from the files as they are now.
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path === '/favicon.svg') {
          res.setHeader('Content-Type', 'image/svg+xml');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(readFileSync(join(folder, 'favicon.svg')));
        } else if (path === `/${MANIFEST_FILE}`) {
          res.setHeader('Content-Type', 'application/manifest+json');
          res.end(JSON.stringify(webManifest(current())));
        } else next();
      });
    },
  };
}

/**
 * Drops baked-brand.ts from each environment: the browser's graph re-transforms it on the next
 * request, and the server's module runner (which renders the islands) re-evaluates it and its
 * importers. No update is pushed to open pages: whoever shows them decides when to reload.
 */
function invalidateBakedBrand(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    for (const module of environment.moduleGraph.getModulesByFile(BAKED_BRAND_MODULE) ?? []) {
      environment.moduleGraph.invalidateModule(module);
      if (environment.name !== 'client') void environment.reloadModule(module);
    }
  }
}
