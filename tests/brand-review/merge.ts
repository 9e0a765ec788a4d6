import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_ROOT } from './approvals.ts';
import type { ReviewItem } from './shards.ts';

/**
 * Joins the results of a review split across machines (`--shard i/n`, each run's folder holding a
 * folder per brand) into one results folder per brand, as one unsharded run writes it: the report
 * and approval then read it alike. Every screen must come from exactly one run.
 */

export const SHARDS_ROOT = join(OUTPUT_ROOT, 'test-results', 'brand-review-shards');

/** The folder a shard's run writes its results to (`test-results/brand-review-shards/2-of-4`). */
export const shardResultsDir = (index: number, count: number) => join(SHARDS_ROOT, `${index}-of-${count}`);

/** What a merge found wrong: screens no run drew, or that two runs drew. */
export interface MergeProblems {
  missing: string[];
  twice: string[];
}

/** Copies each run's results of `items`' brands into `resultsDir(brand)` (emptied first). */
export function mergeShards(
  runs: string[],
  items: ReviewItem[],
  resultsDir: (brand: string) => string,
): MergeProblems {
  const brands = [...new Set(items.map((item) => item.brand))];
  const from = new Map<string, string>();
  const twice: string[] = [];
  for (const brand of brands) {
    const out = resultsDir(brand);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    for (const run of runs) {
      const folder = join(run, brand);
      if (!existsSync(folder)) continue;
      for (const file of readdirSync(folder)) {
        const key = /^(.+)\.result\.json$/.exec(file)?.[1];
        if (key && from.has(`${brand}/${key}`)) twice.push(`${brand}/${key}`);
        if (key) from.set(`${brand}/${key}`, run);
        copyFileSync(join(folder, file), join(out, file));
      }
    }
  }
  const missing = items.map((item) => `${item.brand}/${item.key}`).filter((name) => !from.has(name));
  return { missing, twice };
}
