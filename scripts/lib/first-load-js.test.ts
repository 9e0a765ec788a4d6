import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferModuleScripts } from './after-paint-scripts.ts';
import { firstLoadJs } from './first-load-js.ts';

/** A build folder with one page and the given chunks under _astro/. */
function build(page: string, chunks: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
  mkdirSync(join(dist, '_astro'));
  writeFileSync(join(dist, 'index.html'), page);
  for (const [name, code] of Object.entries(chunks)) writeFileSync(join(dist, '_astro', name), code);
  return dist;
}

describe('first-load JavaScript of a page', () => {
  it('counts the module scripts a page starts after its first paint', () => {
    const dist = build(
      deferModuleScripts('<body><script type="module" src="/_astro/page.js"></script></body>'),
      {
        'page.js': 'import"./shared.js";',
        'shared.js': 'export const a=1;',
      },
    );
    expect(firstLoadJs(dist, 'index.html').files.sort()).toEqual(['/_astro/page.js', '/_astro/shared.js']);
  });

  it('follows static imports and re-exports, not dynamic imports nor islands that wait', () => {
    const dist = build(
      '<script type="module" src="/_astro/page.js"></script>' +
        '<astro-island component-url="/_astro/Now.js" renderer-url="/_astro/client.js" client="load"></astro-island>' +
        '<astro-island component-url="/_astro/Later.js" client="visible"></astro-island>',
      {
        'page.js': 'import{a}from"./shared.js";import("./lazy.js");',
        'Now.js': 'export{t as Now}from"./group.js";',
        'group.js': 'import"./shared.js";export const t=1;',
        'client.js': 'export default 1;',
        'shared.js': 'export const a=1;',
        'lazy.js': 'export const l=1;',
        'Later.js': 'export const L=1;',
      },
    );
    const { files, islands } = firstLoadJs(dist, 'index.html');
    expect(files.sort()).toEqual(
      [
        '/_astro/Now.js',
        '/_astro/client.js',
        '/_astro/group.js',
        '/_astro/page.js',
        '/_astro/shared.js',
      ].sort(),
    );
    expect(islands).toBe(2);
  });
});
