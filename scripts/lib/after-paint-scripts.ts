import { readFileSync, writeFileSync } from 'node:fs';
import { minifySync } from 'rolldown/utils';
import {
  afterFirstPaint,
  holdEarlyPresses,
  SCRIPTS_READY,
  startModuleScripts,
} from '../../src/core/browser/after-paint.ts';
import { htmlFiles } from './html-files.ts';

/**
 * A page's module scripts start after its first paint (docs/catalog-and-store.md#first-paint).
 * The build takes the `<script type="module" src>` tags out of each page and lists their addresses
 * in a JSON block; one loader at the end of the body adds them back after the first paint, and one
 * script at the end of the head holds a press made before they have run. Both are the same text
 * on every page: two hashes in the policy.
 */
export const AFTER_PAINT_LIST_ID = 'after-paint-scripts';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const LIST = new RegExp(`<script type="application/json" id="${AFTER_PAINT_LIST_ID}">([^<]*)</script>`);
const READY = JSON.stringify(SCRIPTS_READY);

/** A call of self-contained functions, minified as the bundler minifies the pages' other scripts. */
const inlineCall = (code: string) => minifySync('inline.js', code).code.trim();

const LOADER = inlineCall(
  `(${startModuleScripts})(${afterFirstPaint},${JSON.stringify(AFTER_PAINT_LIST_ID)},${READY})`,
);
const HOLDER = inlineCall(`(${holdEarlyPresses})(${READY})`);

/** One page with its module scripts listed for the loader (unchanged when it has none). */
export function deferModuleScripts(html: string): string {
  const sources: string[] = [];
  const rest = html.replace(MODULE_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const list = `<script type="application/json" id="${AFTER_PAINT_LIST_ID}">${JSON.stringify(sources)}</script>`;
  return rest
    .replace('</head>', `<script>${HOLDER}</script></head>`)
    .replace('</body>', `${list}<script>${LOADER}</script></body>`);
}

/** The module scripts a page's loader starts after its first paint. */
export function afterPaintScripts(html: string): string[] {
  const list = LIST.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** Every page of a build, rewritten in place. */
export function deferBuildModuleScripts(outDir: string): void {
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const deferred = deferModuleScripts(html);
    if (deferred !== html) writeFileSync(file, deferred);
  }
}
