import { describe, expect, it } from 'vitest';
import { type FrameState, isStale, loadsNow, nextBatch } from './frame-plan.ts';

const frame = (state: Partial<FrameState>): FrameState => ({
  visitor: 'visitor',
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
  it('takes the due frames of the first due visitor, up to the limit', () => {
    const frames = [
      frame({ visitor: 'first-visit' }),
      frame({ visitor: 'visitor' }),
      frame({ visitor: 'first-visit' }),
      frame({ visitor: 'first-visit' }),
    ];
    expect(nextBatch(frames, 1, false, 2)).toEqual([frames[0], frames[2]]);
  });

  it('waits while frames of another visitor load, and fills up beside those of the same', () => {
    const loadingCustomer = frame({ visitor: 'customer', loading: true });
    const visitor = frame({ visitor: 'visitor' });
    const customer = frame({ visitor: 'customer' });
    expect(nextBatch([loadingCustomer, visitor], 1, false, 4)).toEqual([]);
    expect(nextBatch([loadingCustomer, visitor, customer], 1, false, 4)).toEqual([customer]);
    expect(nextBatch([loadingCustomer, customer], 1, false, 1)).toEqual([]);
  });
});
