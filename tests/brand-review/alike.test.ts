import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { unlikeScreens } from './alike.ts';

const png = (colour: number) => {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(colour);
  return PNG.sync.write(image);
};

function run(
  root: string,
  name: string,
  screens: Record<string, { record: string; colour: number }>,
): string {
  const folder = join(root, name);
  mkdirSync(folder, { recursive: true });
  for (const [key, { record, colour }] of Object.entries(screens)) {
    writeFileSync(join(folder, `${key}.result.json`), '{}');
    writeFileSync(join(folder, `${key}.json`), record);
    writeFileSync(join(folder, `${key}.png`), png(colour));
  }
  return folder;
}

describe('two runs of a brand compared', () => {
  it('finds nothing unlike when every screen has the same record and image', () => {
    const root = mkdtempSync(join(tmpdir(), 'alike-'));
    const screens = { 'home-phone': { record: 'a', colour: 10 }, 'share-phone': { record: 'b', colour: 20 } };
    expect(unlikeScreens(run(root, 'alone', screens), run(root, 'among', screens))).toEqual([]);
  });

  it('names a screen whose record or image differs, and one only one run drew', () => {
    const root = mkdtempSync(join(tmpdir(), 'alike-'));
    const alone = run(root, 'alone', {
      'home-phone': { record: 'a', colour: 10 },
      'share-phone': { record: 'http://localhost:4480/s', colour: 20 },
      'menu-phone': { record: 'c', colour: 30 },
    });
    const among = run(root, 'among', {
      'home-phone': { record: 'a', colour: 200 },
      'share-phone': { record: 'http://localhost:4481/s', colour: 20 },
    });
    expect(unlikeScreens(alone, among)).toEqual([
      'home-phone: image differs',
      'menu-phone: drawn by one run only',
      'share-phone: record differs',
    ]);
  });
});
