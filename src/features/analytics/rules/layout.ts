/** The customer panel scrolls into view this far below the top of the window (docs/validation-and-errors.md#constants-and-limits). */
export const ANALYTICS_SCROLL_OFFSET = 55;

/** Height of the 'Transações de {customer}' panel in pixels (docs/validation-and-errors.md#constants-and-limits). */
export const CUSTOMER_PANEL_HEIGHT = 480;

/** The window scroll position that puts an element `offset` pixels below the top. */
export function scrollTopFor(
  elementTop: number,
  currentScroll: number,
  offset = ANALYTICS_SCROLL_OFFSET,
): number {
  return Math.max(0, Math.round(elementTop + currentScroll - offset));
}
