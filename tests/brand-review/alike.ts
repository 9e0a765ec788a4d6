import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareImages } from './compare.ts';

/**
 * Whether two runs drew a brand alike (`npm run test:brand -- <id> --alike`: the brand alone, then
 * among every brand in another order): the same screens, each with the same record and an image
 * that compare.ts finds the same. What a review answers must depend on the brand and the code only.
 */

/** Where `--alike` keeps its two runs' results. */
export const ALIKE_ROOT = join(process.cwd(), 'test-results', 'brand-review-alike');

const keysIn = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .map((file) => /^(.+)\.result\.json$/.exec(file)?.[1])
        .filter((key): key is string => key !== undefined)
    : [];

/** Each screen of the two results folders of a brand that one run lacks or drew otherwise, with why. */
export function unlikeScreens(first: string, second: string): string[] {
  const keys = [...new Set([...keysIn(first), ...keysIn(second)])].sort();
  return keys.flatMap((key) => {
    const files = (ext: string) => [join(first, key + ext), join(second, key + ext)] as const;
    const [recordA, recordB] = files('.json');
    const [imageA, imageB] = files('.png');
    if (![recordA, recordB, imageA, imageB].every(existsSync)) return [`${key}: drawn by one run only`];
    if (readFileSync(recordA, 'utf8') !== readFileSync(recordB, 'utf8')) return [`${key}: record differs`];
    const image = compareImages(readFileSync(imageA), readFileSync(imageB));
    return image.kind === 'same' ? [] : [`${key}: image differs`];
  });
}
