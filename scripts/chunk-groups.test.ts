import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FETCHED_AHEAD, PAGE_BASE_ROOTS, STOREFRONT_ROOTS } from './chunk-groups.ts';
import { SHELLS } from './page-chunks.ts';

// The groups match modules by these paths: a module moved away would silently leave its group,
// and the pages' first loads would change without a word.
describe('the paths the chunk groups name', () => {
  it.each([...PAGE_BASE_ROOTS, ...STOREFRONT_ROOTS, ...FETCHED_AHEAD])('%s is a source file', (path) => {
    expect(existsSync(path) && statSync(path).isFile()).toBe(true);
  });

  it(`${SHELLS} holds the shells`, () => {
    expect(existsSync(SHELLS) && statSync(SHELLS).isDirectory()).toBe(true);
  });
});
