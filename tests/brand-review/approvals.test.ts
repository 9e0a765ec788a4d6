import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandInputs, inputChanges } from './approvals.ts';

/** A copy of a real brand folder to edit. */
function brandCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'brands-'));
  cpSync(join(process.cwd(), 'brands', 'aurora'), join(root, 'aurora'), { recursive: true });
  return root;
}

describe('brand inputs, by file and field', () => {
  it('names the field, the disclaimer line and the SVG that changed, and nothing else', () => {
    const root = brandCopy();
    const before = brandInputs('aurora', root);
    const file = join(root, 'aurora', 'brand.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.bankerTitle.singular = 'Assessora';
    json.colors.footerBackground = '#3b0d2f';
    writeFileSync(file, JSON.stringify(json));
    const disclaimer = join(root, 'aurora', 'disclaimer.md');
    writeFileSync(disclaimer, readFileSync(disclaimer, 'utf8').replace('instituições', 'instituicões'));
    writeFileSync(join(root, 'aurora', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const changes = inputChanges(before, brandInputs('aurora', root)).map((c) => c.input);
    expect(changes).toEqual([
      'brands/aurora/brand.json: bankerTitle.singular',
      'brands/aurora/brand.json: colors.footerBackground',
      expect.stringMatching(/^brands\/aurora\/disclaimer\.md: line \d+$/),
      'brands/aurora/favicon.svg',
    ]);
  });
  it('says what a field was and is', () => {
    expect(inputChanges({ a: '"x"' }, { a: '"y"', b: '1' })).toEqual([
      { input: 'a', approved: '"x"', now: '"y"' },
      { input: 'b', approved: undefined, now: '1' },
    ]);
  });
});
