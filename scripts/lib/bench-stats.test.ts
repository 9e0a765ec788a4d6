import { describe, expect, it } from 'vitest';
import { formatSpread, spreadOf } from './bench-stats.ts';

describe('spreadOf', () => {
  it('takes the middle run of an odd count and the mean of the two middle ones of an even count', () => {
    expect(spreadOf([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spreadOf([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
  });

  it('leaves out runs that measured nothing', () => {
    expect(spreadOf([Number.NaN, 5, 7])).toEqual({ median: 6, min: 5, max: 7 });
    expect(spreadOf([]).median).toBeNaN();
  });
});

describe('formatSpread', () => {
  it('shows the range only when the runs differ', () => {
    const ms = (n: number) => `${n} ms`;
    expect(formatSpread({ median: 5, min: 5, max: 5 }, ms)).toBe('5 ms');
    expect(formatSpread({ median: 5, min: 4, max: 9 }, ms)).toBe('5 ms (4 ms-9 ms)');
  });
});
