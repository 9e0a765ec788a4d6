import type { Visitor } from '../../tests/brand-review/screens.ts';

/**
 * When each frame of the sheet loads. Frames load only in view (a small machine cannot draw every
 * live page at once) and never while the brand files have errors (a frame keeps the last good
 * brand). Frames share the origin's cookies, set for a visitor just before its frames load: only
 * frames of one visitor load together.
 */

export interface FrameState {
  visitor: Visitor;
  inView: boolean;
  loading: boolean;
  /** Which save of the brand it shows; undefined until it first loads. */
  shows?: number;
}

/** Whether a frame shows an older brand than the files' (it reloads once it comes into view). */
export const isStale = (frame: FrameState, brandVersion: number): boolean =>
  frame.shows !== undefined && frame.shows !== brandVersion;

/** Whether a frame should (re)load now: in view, not already loading, not on the current brand. */
export function loadsNow(frame: FrameState, brandVersion: number, brandHasErrors: boolean): boolean {
  return frame.inView && !brandHasErrors && !frame.loading && frame.shows !== brandVersion;
}

/**
 * The frames to load next: those due of the first due frame's visitor, at most `limit`; none while
 * frames of another visitor are still loading (they read the cookies as they load).
 */
export function nextBatch<F extends FrameState>(
  frames: readonly F[],
  brandVersion: number,
  brandHasErrors: boolean,
  limit: number,
): F[] {
  const loading = frames.filter((frame) => frame.loading);
  const due = frames.filter((frame) => loadsNow(frame, brandVersion, brandHasErrors));
  const visitor = loading[0]?.visitor ?? due[0]?.visitor;
  return due.filter((frame) => frame.visitor === visitor).slice(0, Math.max(0, limit - loading.length));
}
