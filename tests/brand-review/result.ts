import type { Renderer } from './approvals.ts';
import type { RecordChange } from './compare.ts';

/**
 * What the review found for one screen at one width (`<key>.result.json` in the results folder):
 * - `same`: image and record as approved;
 * - `differs`: words, colours or assets changed, or pixels changed under the approving renderer;
 * - `renderer`: only pixels changed, and the browser or fonts are not those of the approval;
 * - `new`: nothing approved yet;
 * - `failed`: the screen could not be drawn (its steps or its ready mark not found).
 */
export interface ReviewResult {
  key: string;
  screen: string;
  title: string;
  width: string;
  status: 'same' | 'differs' | 'renderer' | 'new' | 'failed';
  summary: string;
  /** How the image differs, when it does. */
  image?: string;
  changes: RecordChange[];
  renderer: Renderer;
  approvedRenderer?: Renderer;
}
