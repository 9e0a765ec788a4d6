import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { ScreenRecord } from './record.ts';

/** The colour pixelmatch paints a differing pixel with in the diff image. */
const DIFFERS: [number, number, number] = [255, 0, 0];

/** How two images of a screen differ: not at all, in size, or in this many pixels (with a diff image). */
export type ImageDifference =
  | { kind: 'same' }
  | { kind: 'size'; approved: string; now: string }
  | { kind: 'pixels'; count: number; diff: Buffer };

/**
 * A channel one step off is the rasteriser's rounding: rounded corners came out one step lighter
 * on 3 to 21 pixels in about one run of five. A colour edit, even of one step, shows in the record.
 */
const ROUNDING = 1;

/**
 * Exact comparison, but for the rasteriser's noise along an edge: any pixel that differs in any
 * channel counts, unless pixelmatch finds it is the blend at the edge of a shape that has not
 * moved, or no channel is more than one step off. A changed word or colour changes whole glyphs
 * and areas, and shows in the record besides.
 */
export function compareImages(approvedPng: Buffer, nowPng: Buffer): ImageDifference {
  if (approvedPng.equals(nowPng)) return { kind: 'same' };
  const approved = PNG.sync.read(approvedPng);
  const now = PNG.sync.read(nowPng);
  if (approved.width !== now.width || approved.height !== now.height)
    return {
      kind: 'size',
      approved: `${approved.width}×${approved.height}`,
      now: `${now.width}×${now.height}`,
    };
  const diff = new PNG({ width: now.width, height: now.height });
  pixelmatch(approved.data, now.data, diff.data, now.width, now.height, {
    threshold: 0,
    includeAA: false,
    diffColor: DIFFERS,
  });
  let count = 0;
  for (let i = 0; i < diff.data.length; i += 4) {
    if (!DIFFERS.every((value, channel) => diff.data[i + channel] === value)) continue;
    const off = Math.max(
      ...[0, 1, 2].map((c) => Math.abs((approved.data[i + c] ?? 0) - (now.data[i + c] ?? 0))),
    );
    if (off > ROUNDING) count += 1;
    // Drawn as anti-aliasing is (yellow): seen, not counted.
    else diff.data.set([255, 255, 0], i);
  }
  return count === 0 ? { kind: 'same' } : { kind: 'pixels', count, diff: PNG.sync.write(diff) };
}

/** One changed line of a record: what was approved (`-`) and what shows now (`+`). */
export interface RecordChange {
  part: 'text' | 'colours' | 'assets';
  removed: string[];
  added: string[];
}

/** The lines of `before` missing from `after`, and the other way round, keeping their order. */
function lineChanges(before: string[], after: string[]): { removed: string[]; added: string[] } {
  const count = (lines: string[]) => {
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    return counts;
  };
  const only = (lines: string[], other: Map<string, number>) => {
    const left = new Map(other);
    return lines.filter((line) => {
      const n = left.get(line) ?? 0;
      if (n > 0) left.set(line, n - 1);
      return n === 0;
    });
  };
  return { removed: only(before, count(after)), added: only(after, count(before)) };
}

const colourLines = (record: ScreenRecord) =>
  Object.entries(record.colours).flatMap(([part, byProperty]) =>
    Object.entries(byProperty).flatMap(([property, values]) =>
      values.map((v) => `${part} ${property}: ${v}`),
    ),
  );
const assetLines = (record: ScreenRecord) =>
  Object.entries(record.assets).map(([name, d]) => `${name}: ${d}`);

/** What changed between the approved record of a screen and today's: words, colours, assets. */
export function compareRecords(approved: ScreenRecord, now: ScreenRecord): RecordChange[] {
  const parts: [RecordChange['part'], string[], string[]][] = [
    ['text', approved.text.split('\n'), now.text.split('\n')],
    ['colours', colourLines(approved), colourLines(now)],
    ['assets', assetLines(approved), assetLines(now)],
  ];
  return parts
    .map(([part, before, after]) => ({ part, ...lineChanges(before, after) }))
    .filter((change) => change.removed.length > 0 || change.added.length > 0);
}
