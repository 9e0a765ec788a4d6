import { describe, expect, it } from 'vitest';
import { nextPage, paginate, partnersAutoplayMs, partnersPerPage, shouldAutoplay } from './carousel.ts';
import { relatedPerPage } from './carousel-breakpoints.ts';

describe('partners carousel (docs/catalog-and-store.md#home)', () => {
  it.each([
    [320, 2],
    [390, 2],
    [599, 2],
    [600, 4],
    [959, 4],
    [960, 6],
    [1199, 6],
    [1200, 8],
    [1280, 8],
    [1920, 8],
  ])('at %i px shows %i per page', (width, perPage) => {
    expect(partnersPerPage(width)).toBe(perPage);
  });
  it('autoplays every 4000 ms, 2500 ms on phones', () => {
    expect(partnersAutoplayMs(390)).toBe(2500);
    expect(partnersAutoplayMs(1280)).toBe(4000);
    expect(partnersAutoplayMs(600)).toBe(4000);
  });
});

describe('related products', () => {
  it('shows 1, 2 or 3 cards by width', () => {
    expect(relatedPerPage(390)).toBe(1);
    expect(relatedPerPage(700)).toBe(2);
    expect(relatedPerPage(1280)).toBe(3);
  });
});

describe('paging', () => {
  it('splits into pages with a shorter last one', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 8)).toEqual([]);
  });
  it('wraps around both ways', () => {
    expect(nextPage(2, 3)).toBe(0);
    expect(nextPage(0, 3, -1)).toBe(2);
    expect(nextPage(0, 0)).toBe(0);
  });
  it('pauses while hovered, focused, with reduced motion, or with one page', () => {
    const base = { hovered: false, focused: false, reducedMotion: false, pages: 3 };
    expect(shouldAutoplay(base)).toBe(true);
    expect(shouldAutoplay({ ...base, hovered: true })).toBe(false);
    expect(shouldAutoplay({ ...base, focused: true })).toBe(false);
    expect(shouldAutoplay({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldAutoplay({ ...base, pages: 1 })).toBe(false);
  });
});
