import { type FocusEvent, useEffect, useState } from 'react';
import { nextPage, paginate, shouldAutoplay } from '../rules/carousel.ts';

/** The user's reduced-motion preference (only the autoplaying carousels read it, so it loads with them). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Paging of an autoplaying carousel (docs/catalog-and-store.md#home, docs/catalog-and-store.md#product-page): pages of `perPage` items, turned every
 * `intervalMs`, paused while the region is hovered or focused and when motion is reduced.
 * `regionProps` go on the carousel's region so hover and focus are seen.
 */
export function useAutoplayPages<T>(items: readonly T[], perPage: number, intervalMs: number) {
  const reducedMotion = useReducedMotion();
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pages = paginate(items, perPage);
  const current = Math.min(page, Math.max(0, pages.length - 1));
  const playing = shouldAutoplay({ hovered, focused, reducedMotion, pages: pages.length });

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setPage((p) => nextPage(p, pages.length)), intervalMs);
    return () => clearInterval(timer);
  }, [playing, pages.length, intervalMs]);

  return {
    pages,
    current,
    playing,
    previous: () => setPage(nextPage(current, pages.length, -1)),
    next: () => setPage(nextPage(current, pages.length)),
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
