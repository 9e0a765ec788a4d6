import { SCREENS } from '../fixtures.ts';
import { screensOf } from './screens.ts';

/**
 * How a review is split across machines (`--shard i/n`): every brand's screens at each width, brand
 * after brand, cut into n runs of nearly equal length. A machine starts the servers of the brands
 * its run touches only, and draws only its own screens; the merge joins the runs' results.
 */

/** One screen of one brand at one width: a test of the review (`home (phone)`), its result `home-phone`. */
export interface ReviewItem {
  brand: string;
  key: string;
  title: string;
}

/** `i/n` (1 ≤ i ≤ n) as numbers, or an error naming what is wrong. */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`--shard takes i/n with 1 ≤ i ≤ n (for example 2/4), not "${text}"`);
  return { index, count };
}

/** Narrows a review to some screens (`home,login`): `npm run test:brand -- <id> --screens home,login`. */
export const SCREENS_ENV = 'REVIEW_SCREENS';

/**
 * The review's tests of each brand, in the order the review lists them (screens.ts, then widths):
 * every screen, or those named.
 */
export function reviewItems(
  brands: { id: string; officeEdition: boolean }[],
  screens?: readonly string[],
): ReviewItem[] {
  return brands.flatMap((brand) =>
    screensOf(brand)
      .filter((screen) => !screens || screens.includes(screen.id))
      .flatMap((screen) =>
        SCREENS.filter(([width]) => !screen.only || screen.only === width).map(([width]) => ({
          brand: brand.id,
          key: `${screen.id}-${width}`,
          title: `${screen.id} (${width})`,
        })),
      ),
  );
}

/** The index-th of count nearly equal, consecutive runs of the items (index from 1). */
export function shardOf<T>(items: readonly T[], index: number, count: number): T[] {
  const start = Math.floor(((index - 1) * items.length) / count);
  const end = Math.floor((index * items.length) / count);
  return items.slice(start, end);
}

/** A pattern matching exactly these tests' titles (Playwright's grep on `<file> <describe> <title>`). */
export function titlesPattern(titles: readonly string[]): RegExp {
  const escaped = titles.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`\\s(${escaped.join('|')})$`);
}
