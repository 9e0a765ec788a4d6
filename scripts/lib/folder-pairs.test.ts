import { describe, expect, it } from 'vitest';
import { twoWayFolderPairs } from './folder-pairs.ts';

const SUPPORT = /\.test\.ts$|\/testing\.ts$/;

describe('folders that import each other', () => {
  it('finds a pair tied both ways, not one tied one way, nor the base files, nor the tests', () => {
    const imports = [
      { from: 'services/db/outage.ts', to: 'services/http/log-text.ts' },
      { from: 'services/http/rate-limit.ts', to: 'services/db/index.ts' },
      { from: 'services/offers/ask.ts', to: 'services/db/index.ts' },
      // The base composes the folders, both ways.
      { from: 'services/app.ts', to: 'services/offers/routes.ts' },
      { from: 'services/offers/routes.ts', to: 'services/context.ts' },
      // A test reaches what it checks.
      { from: 'services/db/index.test.ts', to: 'services/offers/ask.ts' },
      { from: 'services/db/testing.ts', to: 'services/offers/ask.ts' },
      { from: 'src/features/a/x.ts', to: 'services/db/index.ts' },
    ];
    expect(twoWayFolderPairs(imports, 'services/', SUPPORT)).toEqual(['db <-> http']);
    expect(twoWayFolderPairs(imports.slice(1), 'services/', SUPPORT)).toEqual([]);
  });
});
