/**
 * Screen widths (px) at which the carousels show more per page (docs/catalog-and-store.md#home,
 * docs/catalog-and-store.md#product-page). Apart from ./carousel.ts: the product page's first load
 * reads them to hold the related products' room, without the carousels' paging.
 */
export const CAROUSEL_BREAKPOINTS = { sm: 600, md: 960, lg: 1200 } as const;

/** Related product cards per page by screen width. */
export function relatedPerPage(width: number): number {
  if (width >= CAROUSEL_BREAKPOINTS.md) return 3;
  if (width >= CAROUSEL_BREAKPOINTS.sm) return 2;
  return 1;
}
