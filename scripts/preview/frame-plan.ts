/**
 * When each frame of the sheet loads: only in view (a small machine cannot draw every live page at
 * once) and never while the brand files have errors (a frame keeps the last good brand).
 */

export interface FrameState {
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

/** The frames to load next, so that at most `limit` load at once. */
export function nextBatch<F extends FrameState>(
  frames: readonly F[],
  brandVersion: number,
  brandHasErrors: boolean,
  limit: number,
): F[] {
  const loading = frames.filter((frame) => frame.loading).length;
  const due = frames.filter((frame) => loadsNow(frame, brandVersion, brandHasErrors));
  return due.slice(0, Math.max(0, limit - loading));
}
