import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { nginxSnippet, redirectsFile } from '../src/app/routes/rewrites.ts';
import { resolveRoute, shellFile } from '../src/core/routes/route-table.ts';
import { clientBrandOf } from '../src/features/brand/config/client-brand.ts';
import { type Brand, loadBrand } from '../src/features/brand/config/load.ts';
import { BRAND_ICONS, MANIFEST_FILE, webManifest } from '../src/features/brand/config/web-manifest.ts';
import { deferBuildModuleScripts } from './lib/after-paint-scripts.ts';
import { devBrandPlugin } from './lib/dev-brand.ts';
import {
  apiOrigins,
  buildScriptHashes,
  HEADERS_FILE,
  headersFile,
  nginxHeaders,
  securityHeaders,
} from './lib/security-headers.ts';

/** Touch and install icons: the favicon on white, with a margin, as opaque PNGs. */
function writeBrandIcons(faviconSvg: string, out: string): void {
  const inner = Buffer.from(faviconSvg).toString('base64');
  for (const { file, size } of BRAND_ICONS) {
    const margin = Math.round(size * 0.12);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#ffffff"/><image x="${margin}" y="${margin}" width="${size - 2 * margin}" height="${size - 2 * margin}" href="data:image/svg+xml;base64,${inner}"/></svg>`;
    writeFileSync(join(out, file), new Resvg(svg).render().asPng());
  }
}

/**
 * Bakes one brand into the build: its favicon, touch icons and web manifest, the host rewrite
 * rules generated from the route table and the security headers (with the hashes of the built
 * pages' inline scripts) land in the output, and `astro dev` rewrites addresses to shells the same way.
 * `astro dev` serves the brand as its files are now (scripts/lib/dev-brand.ts), so a saved edit shows
 * on the next page load.
 */
export function brandIntegration(brandId: string): AstroIntegration {
  const brand = loadBrand(brandId);
  return {
    name: 'brand',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ vite: { plugins: [devBrandPlugin(brandId, brand)] } });
        else updateConfig({ vite: { define: { __CLIENT_BRAND__: JSON.stringify(clientBrandOf(brand)) } } });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, _res, next) => {
          const url = new URL(req.url ?? '/', 'http://dev');
          if (!url.pathname.startsWith('/pb/')) return next();
          const match = resolveRoute(url.pathname);
          const shell =
            match && !(match.name === 'about-offices' && !officeEditionNow(brandId, brand))
              ? match.def.shell
              : '404';
          req.url =
            shellFile(shell)
              .replace(/index\.html$/, '')
              .replace(/\.html$/, '') + url.search;
          next();
        });
      },
      'astro:build:done': ({ dir }) => {
        const out = fileURLToPath(dir);
        const favicon = join(process.cwd(), 'brands', brandId, 'favicon.svg');
        copyFileSync(favicon, join(out, 'favicon.svg'));
        writeBrandIcons(readFileSync(favicon, 'utf8'), out);
        writeFileSync(join(out, MANIFEST_FILE), JSON.stringify(webManifest(brand), null, 2));
        writeFileSync(join(out, '_redirects'), redirectsFile(brand));
        if (!brand.officeEdition)
          rmSync(join(out, 'shell', 'about-offices'), { recursive: true, force: true });
        deferBuildModuleScripts(out);
        // Last: the policy hashes the inline scripts of the pages as they were written.
        const headers = securityHeaders(buildScriptHashes(out), {
          services: apiOrigins({ ...loadEnv('production', process.cwd(), 'PUBLIC_'), ...process.env }),
          analytics: Object.keys(brand.analyticsTags ?? {}).length > 0,
        });
        writeFileSync(join(out, HEADERS_FILE), headersFile(headers));
        writeFileSync(join(out, 'nginx.conf'), nginxSnippet(brand) + nginxHeaders(headers));
      },
    },
  };
}

/** Whether the brand has the office edition as its files say now (dev), the last good answer while they have errors. */
function officeEditionNow(brandId: string, fallback: Brand): boolean {
  try {
    return loadBrand(brandId).officeEdition;
  } catch {
    return fallback.officeEdition;
  }
}
