import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterPaintScripts } from './after-paint-scripts.ts';
import { loadsWithFirstScreen } from './hydration-moments.ts';

/** Script URLs a page loads on first view: module scripts (started after the first paint, or not) and the islands' component/renderer chunks. */
function entryScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(m[1] as string);
  for (const src of afterPaintScripts(html)) urls.add(src);
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!loadsWithFirstScreen(/\sclient="([^"]+)"/.exec(tag)?.[1] ?? '')) continue;
    for (const m of tag.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(m[1] as string);
  }
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    urls.add(m[1] as string);
  return [...urls];
}

/**
 * Static imports of a built chunk (`import … from "./x.js"`, `import "./y.js"`), re-exports
 * included (`export { a } from "./z.js"`: an island's file may only point at the chunk holding it).
 */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
  )) {
    out.push(m[1] as string);
  }
  return out;
}

/**
 * Gzip bytes of the JavaScript a page runs on first load: entry scripts, island chunks and
 * everything they import statically, counted once each, plus inline scripts.
 */
export function firstLoadJs(
  distDir: string,
  htmlFile: string,
): { bytes: number; files: string[]; islands: number } {
  const root = normalize(distDir);
  const html = readFileSync(join(root, htmlFile), 'utf8');
  const seen = new Set<string>();
  let bytes = 0;
  const queue = entryScripts(html).map((url) => join(root, url));
  while (queue.length > 0) {
    const file = normalize(queue.pop() as string);
    if (seen.has(file) || !file.startsWith(root) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    bytes += gzipSync(code).length;
    for (const spec of staticImports(code.toString('utf8'))) {
      queue.push(spec.startsWith('/') ? join(root, spec) : join(dirname(file), spec));
    }
  }
  for (const m of html.matchAll(
    /<script(?![^>]*\ssrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    bytes += gzipSync(m[1] as string).length;
  }
  const islands = (html.match(/<astro-island/g) ?? []).length;
  return { bytes, files: [...seen].map((f) => f.slice(root.length)), islands };
}
