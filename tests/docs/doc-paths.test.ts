import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const TOP_FOLDERS = ['src', 'services', 'scripts', 'tests', 'docs', 'brands', 'public'];

/** The repository paths a page names in code spans: `src/…`, `services/…`, without anchors or line numbers. */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] as string);
  return spans
    .filter((span) => TOP_FOLDERS.some((folder) => span.startsWith(`${folder}/`)))
    .filter((span) => !/[*{}<>]/.test(span))
    .map((span) => span.replace(/[#:].*$/, ''));
}

describe('the docs name files that exist', () => {
  it.each(DOCS)('%s', (page) => {
    const missing = namedPaths(readFileSync(join(ROOT, page), 'utf8')).filter(
      (path) => !existsSync(join(ROOT, path)),
    );
    expect(missing).toEqual([]);
  });
});

describe("the maintainer's order walk", () => {
  it('names at most 25 files', () => {
    const page = readFileSync(join(ROOT, 'docs/maintaining.md'), 'utf8');
    const walk = page.slice(page.indexOf('## One order, from the product page to the stored row'));
    const next = walk.indexOf('\n## ', 1);
    // Folders name what the walk passes through without opening; files are what it opens.
    const files = new Set(
      namedPaths(next === -1 ? walk : walk.slice(0, next)).filter((path) => /\.\w+$/.test(path)),
    );
    expect(files.size).toBeGreaterThan(0);
    expect(files.size).toBeLessThanOrEqual(25);
  });
});
