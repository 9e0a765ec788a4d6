import { describe, expect, it } from 'vitest';
import { needsReview } from './changed.ts';

const approved = { inputs: { 'brands/aurora/brand.json: colors.primary': '"#8a1c4a"' }, drawing: 'abc' };

describe('whether a brand needs its screens reviewed again', () => {
  it('not when its files and the drawing code are as approved', () => {
    expect(needsReview({ ...approved }, [approved])).toBe(false);
  });
  it('when one of its inputs changed, was added or was removed', () => {
    expect(
      needsReview({ ...approved, inputs: { 'brands/aurora/brand.json: colors.primary': '"#1c4a8a"' } }, [
        approved,
      ]),
    ).toBe(true);
    expect(
      needsReview(
        {
          ...approved,
          inputs: { ...approved.inputs, 'brands/aurora/brand.json: headerItems.0.label': '"Blog"' },
        },
        [approved],
      ),
    ).toBe(true);
    expect(needsReview({ ...approved, inputs: {} }, [approved])).toBe(true);
  });
  it('when the code that draws every brand changed', () => {
    expect(needsReview({ ...approved, drawing: 'def' }, [approved])).toBe(true);
  });
  it('when nothing was approved yet, or one screen was approved for something else', () => {
    expect(needsReview(approved, [])).toBe(true);
    expect(needsReview(approved, [approved, { ...approved, drawing: 'old' }])).toBe(true);
  });
});
