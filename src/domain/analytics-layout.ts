/** The customer panel scrolls into view this far below the top of the window (spec §9). */
export const ANALYTICS_SCROLL_OFFSET = 55;

/** Height of the 'Transações de {customer}' panel in pixels (spec §9). */
export const CUSTOMER_PANEL_HEIGHT = 480;

/** The window scroll position that puts an element `offset` pixels below the top. */
export function scrollTopFor(
  elementTop: number,
  currentScroll: number,
  offset = ANALYTICS_SCROLL_OFFSET,
): number {
  return Math.max(0, Math.round(elementTop + currentScroll - offset));
}
