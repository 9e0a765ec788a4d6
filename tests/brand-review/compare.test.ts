import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareImages, compareRecords } from './compare.ts';
import type { ScreenRecord } from './record.ts';

function png(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const [r, g, b] = paint(x, y);
      image.data.set([r, g, b, 255], i);
    }
  return PNG.sync.write(image);
}

const record = (over: Partial<ScreenRecord> = {}): ScreenRecord => ({
  text: '- banner:\n  - link "Início"\n- contentinfo:\n  - paragraph: Seus Assessores apresentam produtos',
  colours: { footer: { 'background-color': ['rgb(59, 13, 31)'] }, main: { color: ['rgb(31, 41, 55)'] } },
  assets: { 'header svg 1': 'aa11' },
  ...over,
});

describe('exact image comparison but for edge anti-aliasing', () => {
  const white = png(40, 30, () => [255, 255, 255]);
  it('the same image is the same', () => {
    expect(
      compareImages(
        white,
        png(40, 30, () => [255, 255, 255]),
      ),
    ).toEqual({ kind: 'same' });
  });
  it('one pixel two steps off in one channel differs; one step off is rounding', () => {
    const off = (step: number) =>
      png(40, 30, (x, y) => (x === 7 && y === 3 ? [255, 255, 255 - step] : [255, 255, 255]));
    const result = compareImages(white, off(2));
    expect(result.kind).toBe('pixels');
    expect(result.kind === 'pixels' && result.count).toBe(1);
    expect(compareImages(white, off(1))).toEqual({ kind: 'same' });
  });
  it('a blend pixel at the edge of an unmoved shape does not differ; the shape moving a pixel does', () => {
    // A dark square on white, its corner pixel a grey blend that comes out one step lighter.
    const square = (left: number, corner: number) =>
      png(40, 30, (x, y) => {
        if (x === left + 10 && y === 20) return [corner, corner, corner];
        return x >= left && x < left + 10 && y >= 10 && y < 20 ? [40, 40, 40] : [255, 255, 255];
      });
    expect(compareImages(square(10, 150), square(10, 151))).toEqual({ kind: 'same' });
    const moved = compareImages(square(10, 150), square(11, 150));
    expect(moved.kind === 'pixels' && moved.count).toBeGreaterThan(10);
  });
  it('another size differs by size', () => {
    expect(
      compareImages(
        white,
        png(40, 31, () => [255, 255, 255]),
      ),
    ).toEqual({
      kind: 'size',
      approved: '40×30',
      now: '40×31',
    });
  });
});

describe('record comparison', () => {
  it('nothing changed: no change', () => {
    expect(compareRecords(record(), record())).toEqual([]);
  });
  it('a changed word shows as the line removed and the line added', () => {
    const now = record({ text: record().text.replace('Assessores', 'Assessoras') });
    expect(compareRecords(record(), now)).toEqual([
      {
        part: 'text',
        removed: ['  - paragraph: Seus Assessores apresentam produtos'],
        added: ['  - paragraph: Seus Assessoras apresentam produtos'],
      },
    ]);
  });
  it('a footer colour one step off shows in the footer colours', () => {
    const now = record({
      colours: { ...record().colours, footer: { 'background-color': ['rgb(59, 13, 47)'] } },
    });
    expect(compareRecords(record(), now)).toEqual([
      {
        part: 'colours',
        removed: ['footer background-color: rgb(59, 13, 31)'],
        added: ['footer background-color: rgb(59, 13, 47)'],
      },
    ]);
  });
  it('a changed logo shows in the assets', () => {
    const now = record({ assets: { 'header svg 1': 'bb22' } });
    expect(compareRecords(record(), now).map((c) => c.part)).toEqual(['assets']);
  });
});
