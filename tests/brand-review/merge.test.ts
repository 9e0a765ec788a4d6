import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeShards } from './merge.ts';

const items = ['home-phone', 'home-desktop', 'menu-phone'].map((key) => ({
  brand: 'aurora',
  key,
  title: key,
}));

/** A shard's results folder holding these screens of aurora. */
function shardRun(root: string, name: string, keys: string[]): string {
  const folder = join(root, name, 'aurora');
  mkdirSync(folder, { recursive: true });
  for (const key of keys)
    for (const ext of ['.result.json', '.json', '.png']) writeFileSync(join(folder, key + ext), key);
  return join(root, name);
}

describe('merging the shards of a review', () => {
  it('joins every shard’s results into the brand’s one folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'merge-'));
    const runs = [
      shardRun(root, '1-of-2', ['home-phone', 'home-desktop']),
      shardRun(root, '2-of-2', ['menu-phone']),
    ];
    const out = join(root, 'merged');
    expect(mergeShards(runs, items, (brand) => join(out, brand))).toEqual({ missing: [], twice: [] });
    expect(
      readdirSync(join(out, 'aurora'))
        .filter((f) => f.endsWith('.result.json'))
        .sort(),
    ).toEqual(['home-desktop.result.json', 'home-phone.result.json', 'menu-phone.result.json']);
  });

  it('names a screen no shard drew and one two shards drew', () => {
    const root = mkdtempSync(join(tmpdir(), 'merge-'));
    const runs = [
      shardRun(root, '1-of-2', ['home-phone', 'home-desktop']),
      shardRun(root, '2-of-2', ['home-desktop']),
    ];
    const problems = mergeShards(runs, items, (brand) => join(root, 'merged', brand));
    expect(problems).toEqual({ missing: ['aurora/menu-phone'], twice: ['aurora/home-desktop'] });
  });
});
