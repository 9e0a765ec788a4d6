import { describe, expect, it } from 'vitest';
import { importCycles } from './chunk-cycles.ts';

describe('cycles among built files', () => {
  it('finds a file importing one that imports it back, directly or through others', () => {
    const imports = new Map([
      ['page.js', ['screen.js', 'react.js']],
      ['screen.js', ['page.js']],
      ['a.js', ['b.js']],
      ['b.js', ['c.js']],
      ['c.js', ['a.js']],
      ['react.js', []],
    ]);
    expect(importCycles(imports)).toEqual([
      ['a.js', 'b.js', 'c.js', 'a.js'],
      ['page.js', 'screen.js', 'page.js'],
    ]);
  });

  it('finds none where files share imports without a way back', () => {
    const imports = new Map([
      ['home.js', ['react.js', 'base.js']],
      ['product.js', ['react.js', 'base.js']],
      ['base.js', ['react.js']],
    ]);
    expect(importCycles(imports)).toEqual([]);
  });
});
