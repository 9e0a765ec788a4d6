/**
 * How the browser build groups its modules into files (rolldown's `codeSplitting.groups`).
 *
 * Left to itself the bundler makes one file per set of pages that share a module: a store page's
 * first load was about forty small files, each compressed on its own. Three groups gather what
 * the pages load together into three files, layered so that no page loads a layer it does not run:
 *
 * - `react`: React's runtime, loaded by every page with an island;
 * - `page-base`: what every page runs, the static error screens included (the route guards and
 *   the cookie banner), without React;
 * - `storefront`: what every store page's first screen runs (the store's context and catalog,
 *   the banker strip, the page title and the footer's privacy links), on top of the two others;
 * - then each page's own first-screen code (scripts/page-chunks.ts).
 *
 * A group takes its roots and their static imports, except modules a group listed before it took
 * already. So `page-base` must be listed before `storefront`, and neither root may import a
 * module that only a later interaction needs: it would land in every page's first load.
 */

import type { Plugin } from 'vite';
import { pageChunkGroup } from './page-chunks.ts';

/** A module id ending with one of these paths (either slash); scripts/chunk-groups.test.ts checks that each exists. */
function endsWithAny(paths: readonly string[]): (id: string) => boolean {
  const ends = paths.map((path) => path.split('/').join('\\'));
  return (id) => paths.some((path) => id.endsWith(path)) || ends.some((path) => id.endsWith(path));
}

const REACT = /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

const isReact = (id: string) => REACT.test(id);

/** The scripts of every page, the error and blocked screens included (the first Tab loads what keeps the focus in view). */
export const PAGE_BASE_ROOTS = [
  'src/app/layout/start-page.ts',
  'src/app/routes/route-runner.ts',
  'src/features/privacy/scripts/cookie-banner.ts',
  'src/core/browser/first-tab.ts',
] as const;

/**
 * Modules a page fetches ahead of need by itself: the request flow once the page is idle
 * (src/features/ordering/islands/RequestButton.tsx), the related products once scrolled within 200 px of
 * them (src/features/catalog/product/RelatedProductsOnView.tsx).
 */
export const FETCHED_AHEAD = [
  'src/features/ordering/stores/request.ts',
  'src/features/catalog/product/RelatedProducts.tsx',
] as const;
const isFetchedAhead = endsWithAny(FETCHED_AHEAD);

/** The first screen of every store page: these modules and what they import. */
export const STOREFRONT_ROOTS = [
  'src/core/context/store-context.ts',
  'src/core/context/catalog.ts',
  'src/app/layout/page-title.ts',
  'src/app/layout/ProfileStrip.tsx',
  'src/features/privacy/islands/page-privacy.ts',
  // The dialogs drawn with the page: the header's login on every store page, the product's e-mail check.
  'src/core/ui/first-paint-dialog.ts',
] as const;

export const CHUNK_GROUPS = [
  { name: 'react', test: isReact },
  { name: 'page-base', test: endsWithAny(PAGE_BASE_ROOTS) },
  { name: 'storefront', test: endsWithAny(STOREFRONT_ROOTS) },
  pageChunkGroup(),
];

/**
 * The page group keeps its modules' imports out of it, which the bundler allows only when an entry
 * file may export more than its module does (Astro asks for 'exports-only'; islands import their
 * component by name, so an extra export changes nothing). It also spares the pages a file that only
 * re-exports a group's component.
 */
export function entrySignaturesForGroups(): Plugin {
  return {
    name: 'entry-signatures-for-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  };
}

/**
 * A file loaded on demand comes with the list of the files it needs, which the page fetches
 * alongside it (Vite's preload lists, written into the file that asks for it). Two kinds are in
 * the page already when anything asks for more, so they are left out of those lists: what the
 * asking file imports itself, and the layers every store page loads first (React's runtime,
 * `page-base`, `storefront` and the bundler's runtime), except in the lists of `page-base`, which
 * the error screens run without the others. A list left with the file alone is dropped: importing
 * the file fetches it as soon. Nor do the files a page fetches ahead of need by itself carry a
 * list: nobody waits for them yet, and the browser follows their imports then.
 */
export function preloadsWithoutFirstLoad(): Plugin {
  const always = new Set<string>();
  const ahead = new Set<string>();
  const imports = new Map<string, readonly string[]>();
  let pageBase = '';
  const isPageBase = endsWithAny(PAGE_BASE_ROOTS);
  const isStorefront = endsWithAny(STOREFRONT_ROOTS);
  const isLayer = (id: string) =>
    isReact(id) || isPageBase(id) || isStorefront(id) || id.includes('rolldown/runtime');
  /** The files a file imports, directly or through others. */
  const loadedWith = (file: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [...(imports.get(file) ?? [])];
    while (queue.length > 0) {
      const next = queue.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(imports.get(next) ?? []));
    }
    return seen;
  };
  const alreadyThere = (host: string): Set<string> =>
    host === pageBase ? loadedWith(host) : new Set([...always, ...loadedWith(host)]);
  return {
    name: 'preloads-without-first-load',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment: (name) =>
      name === 'client'
        ? {
            build: {
              modulePreload: {
                polyfill: false,
                resolveDependencies: (file, deps, { hostId }) => {
                  if (ahead.has(file)) return [];
                  const there = alreadyThere(hostId);
                  const needed = deps.filter((dep) => dep === file || !there.has(dep));
                  return needed.length === 1 && needed[0] === file ? [] : needed;
                },
              },
            },
          }
        : undefined,
    generateBundle: {
      // Before Vite writes the lists.
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          imports.set(chunk.fileName, chunk.imports);
          const ids = Object.keys(chunk.modules);
          if (ids.some(isPageBase)) pageBase = chunk.fileName;
          if (ids.some(isLayer)) always.add(chunk.fileName);
          if (ids.some(isFetchedAhead)) ahead.add(chunk.fileName);
        }
      },
    },
  };
}
