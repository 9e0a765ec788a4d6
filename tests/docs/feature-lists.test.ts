import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const FEATURES = readdirSync(join(ROOT, 'src/features'));

/** The text of `page` from `opening` to the next `closing`: its list of features. */
function featureList(page: string, opening: string, closing: string): string {
  const text = readFileSync(join(ROOT, page), 'utf8');
  const start = text.indexOf(opening);
  expect(start).toBeGreaterThan(-1);
  return text.slice(start, text.indexOf(closing, start));
}

describe('the feature lists name every feature of src/features', () => {
  it.each([
    ['README.md', 'one folder per feature:', 'Inside:'],
    ['docs/maintaining.md', '| `src/features/<feature>/` | one feature:', '\n'],
  ])('%s', (page, opening, closing) => {
    const list = featureList(page, opening, closing);
    expect(FEATURES.filter((feature) => !new RegExp(`\\b${feature}\\b`).test(list))).toEqual([]);
  });
});
