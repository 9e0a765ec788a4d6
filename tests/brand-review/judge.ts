import type { Renderer } from './approvals.ts';
import { compareImages, compareRecords } from './compare.ts';
import type { ScreenRecord } from './record.ts';
import type { ReviewResult } from './result.ts';

/** A screen as drawn: its image, its record and the renderer that drew it. */
export interface Drawn {
  image: Buffer;
  record: ScreenRecord;
  renderer: Renderer;
}

export type Judgement = Pick<ReviewResult, 'status' | 'summary' | 'image' | 'changes'> & { diff?: Buffer };

const sameRenderer = (a: Renderer, b: Renderer) => a.chromium === b.chromium && a.fonts === b.fonts;

/**
 * How today's drawing of a screen compares with the approved one. Words, colours and assets decide
 * whatever drew them; pixels decide too when the approving renderer drew both, and otherwise are
 * reported as the browser's drift, not as a change of the brand.
 */
export function judgeScreen(approved: Drawn | undefined, now: Drawn): Judgement {
  if (!approved) return { status: 'new', summary: 'no approved look yet', changes: [] };
  const changes = compareRecords(approved.record, now.record);
  const pixels = compareImages(approved.image, now.image);
  const image =
    pixels.kind === 'same'
      ? undefined
      : pixels.kind === 'size'
        ? `size ${pixels.approved} → ${pixels.now}`
        : `${pixels.count} pixels differ`;
  const diff = pixels.kind === 'pixels' ? pixels.diff : undefined;
  if (changes.length > 0) {
    const parts = changes.map((change) => change.part).join(', ');
    return {
      status: 'differs',
      summary: [`${parts} changed`, image].filter(Boolean).join('; '),
      image,
      changes,
      diff,
    };
  }
  if (!image) return { status: 'same', summary: 'as approved', changes };
  if (!sameRenderer(approved.renderer, now.renderer))
    return {
      status: 'renderer',
      summary: `drawn differently by another browser (Chromium ${approved.renderer.chromium} → ${now.renderer.chromium}): ${image}; words, colours and assets as approved`,
      image,
      changes,
      diff,
    };
  return { status: 'differs', summary: image, image, changes, diff };
}
