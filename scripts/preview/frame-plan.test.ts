import { describe, expect, it } from 'vitest';
import { type FrameState, isStale, loadsNow, nextBatch } from './frame-plan.ts';

const frame = (state: Partial<FrameState>): FrameState => ({
  inView: true,
  loading: false,
  ...state,
});

describe('loadsNow', () => {
  it('loads a frame in view that does not show the current brand', () => {
    expect(loadsNow(frame({}), 1, false)).toBe(true);
    expect(loadsNow(frame({ shows: 1 }), 2, false)).toBe(true);
    expect(loadsNow(frame({ shows: 2 }), 2, false)).toBe(false);
  });

  it('leaves frames out of view and frames already loading', () => {
    expect(loadsNow(frame({ inView: false, shows: 1 }), 2, false)).toBe(false);
    expect(loadsNow(frame({ loading: true }), 2, false)).toBe(false);
  });

  it('keeps the last good brand while the files have errors', () => {
    expect(loadsNow(frame({ shows: 1 }), 2, true)).toBe(false);
    expect(loadsNow(frame({}), 2, true)).toBe(false);
  });
});

describe('isStale', () => {
  it('is a frame that loaded an older brand, not one never loaded', () => {
    expect(isStale(frame({ shows: 1, inView: false }), 2)).toBe(true);
    expect(isStale(frame({ inView: false }), 2)).toBe(false);
  });
});

describe('nextBatch', () => {
  it('takes the due frames, so that no more than the limit load at once', () => {
    const frames = [
      frame({ loading: true }),
      frame({}),
      frame({ shows: 1 }),
      frame({ inView: false }),
      frame({}),
    ];
    expect(nextBatch(frames, 1, false, 3)).toEqual([frames[1], frames[4]]);
    expect(nextBatch(frames, 1, false, 2)).toEqual([frames[1]]);
    expect(nextBatch(frames, 1, true, 3)).toEqual([]);
  });
});
