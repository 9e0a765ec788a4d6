/** Widest viewport (CSS px) still taken for a phone: below Tailwind's `sm` breakpoint. */
export const PHONE_MAX_WIDTH = 639;

/**
 * "On a phone" (docs/ordering.md#order-modal, APP products): a narrow viewport with a touch screen. A narrow
 * desktop window keeps the QR screen, since it cannot install the app.
 */
export function isPhoneDevice(
  viewportWidth: number,
  maxTouchPoints: number,
  coarsePointer: boolean,
): boolean {
  return viewportWidth <= PHONE_MAX_WIDTH && (maxTouchPoints > 0 || coarsePointer);
}
