import { CAROUSEL_BREAKPOINTS } from './carousel-breakpoints.ts';

/** Sizes and timings of the browsing carousels (docs/catalog-and-store.md#home, docs/catalog-and-store.md#product-page); their widths are ./carousel-breakpoints.ts. */

/** Phones: narrower than this. */
export const PHONE_MAX_WIDTH = CAROUSEL_BREAKPOINTS.sm;

/** Partner logos per page: 8, 6, 4 or 2 by screen width. */
export function partnersPerPage(width: number): number {
  if (width >= CAROUSEL_BREAKPOINTS.lg) return 8;
  if (width >= CAROUSEL_BREAKPOINTS.md) return 6;
  if (width >= CAROUSEL_BREAKPOINTS.sm) return 4;
  return 2;
}

/** Partners carousel autoplay: 4000 ms, 2500 ms on phones. */
export function partnersAutoplayMs(width: number): number {
  return width < PHONE_MAX_WIDTH ? 2500 : 4000;
}

/** 'Outros clientes também compraram' autoplay. */
export const RELATED_AUTOPLAY_MS = 3000;

/** Splits items into pages of `size` (the last page may be shorter). */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const per = Math.max(1, Math.floor(size));
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += per) pages.push(items.slice(i, i + per));
  return pages;
}

/** The next page index, wrapping around; stays at 0 when there is no page. */
export function nextPage(current: number, count: number, step = 1): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** Whether an autoplaying carousel advances now (docs/catalog-and-store.md#home: paused while hovered, focused or reduced motion). */
export function shouldAutoplay(state: {
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
  pages: number;
}): boolean {
  return !state.hovered && !state.focused && !state.reducedMotion && state.pages > 1;
}
