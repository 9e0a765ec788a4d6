import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citingFiles, headingSlug, missingAnchors, pageAnchors } from './anchors.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

describe('the anchors the code and the docs cite exist', () => {
  it('in every page, comment and test', () => {
    const files = [
      'README.md',
      '.dependency-cruiser.cjs',
      ...citingFiles(ROOT, ['docs', 'src', 'services', 'scripts', 'tests', 'brands']),
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(missingAnchors(ROOT, files)).toEqual([]);
  });

  it('reads headings as GitHub writes their anchors', () => {
    expect(headingSlug("Brand manager's guide")).toBe('brand-managers-guide');
    expect(headingSlug('Processes, proxy and database')).toBe('processes-proxy-and-database');
    expect(headingSlug('Notifications (`notifications`)')).toBe('notifications-notifications');
    expect([...pageAnchors('# Calls\n\n## Calls\n\n```\n# not a heading\n```\n')]).toEqual([
      'calls',
      'calls-1',
    ]);
  });

  it('finds a cited anchor that no heading offers', () => {
    // Written in pieces, so this file cites nothing itself.
    const page = 'docs/offers.md';
    const root = mkdtempSync(join(tmpdir(), 'anchors-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, page), '# Offers\n\n## Speed\n\nSee [speed](#speed), [gone](#gone).\n');
    writeFileSync(join(root, 'limits.ts'), `// ${page}#speed, ${page}#limits, docs/nowhere${'.md'}#x\n`);
    expect(missingAnchors(root, [page, 'limits.ts'])).toEqual([
      `${page}: ${page}#gone`,
      `limits.ts: ${page}#limits`,
      `limits.ts: docs/nowhere${'.md'}#x`,
    ]);
  });
});
