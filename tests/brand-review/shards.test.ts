import { describe, expect, it } from 'vitest';
import { parseShard, reviewItems, shardOf, titlesPattern } from './shards.ts';

const brands = [
  { id: 'offices', officeEdition: true },
  { id: 'aurora', officeEdition: false },
];

describe('splitting the review across machines', () => {
  it('reads i/n and refuses what is not a shard', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/2', '3/2', '1/0', '1', 'a/b', '1/2/3'])
      expect(() => parseShard(bad)).toThrow(/--shard/);
  });

  it('gives every screen of every brand to exactly one shard, in runs of nearly equal length', () => {
    const items = reviewItems(brands);
    for (const count of [1, 2, 3, 7, items.length + 5]) {
      const shards = Array.from({ length: count }, (_, i) => shardOf(items, i + 1, count));
      expect(shards.flat()).toEqual(items);
      const lengths = shards.map((shard) => shard.length);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
    }
  });

  it('lists the office edition’s own screen only for a brand that has it', () => {
    const items = reviewItems(brands);
    const keys = (brand: string) => items.filter((item) => item.brand === brand).map((item) => item.key);
    expect(keys('offices')).toContain('about-offices-desktop');
    expect(keys('aurora')).not.toContain('about-offices-desktop');
    expect(keys('offices').length).toBeGreaterThan(keys('aurora').length);
    expect(new Set(keys('offices')).size).toBe(keys('offices').length);
  });

  it('matches the shard’s tests by their whole title, not one that ends like it', () => {
    const pattern = titlesPattern(['home (phone)', 'share (desktop)']);
    expect(pattern.test('review.spec.ts phone home (phone)')).toBe(true);
    expect(pattern.test('review.spec.ts desktop share (desktop)')).toBe(true);
    expect(pattern.test('review.spec.ts phone group-home (phone)')).toBe(false);
    expect(pattern.test('review.spec.ts desktop home (desktop)')).toBe(false);
  });
});
