import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtImports, importCycles } from '../../scripts/lib/chunk-cycles.ts';
import { builtBrands } from './built-brands.ts';

describe.each(builtBrands())('the built files of $brand.id', ({ dist }) => {
  // A cycle let a file run before one it read a store from (scripts/public-module-imports.ts).
  it('import no file that imports them back', () => {
    expect(importCycles(builtImports(join(dist, '_astro')))).toEqual([]);
  });
});
