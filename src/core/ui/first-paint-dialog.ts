import type { ModalName } from '../modals/modals.ts';

/**
 * The dialogs drawn with the page (NativeDialog.tsx), by the live modal that takes over from each,
 * and what opens them as a button's attributes: the browser answers the press before
 * any script runs (docs/catalog-and-store.md#first-paint). What the live modal reads of them is in
 * ./first-paint-take.ts. Part of every store page's first load (scripts/chunk-groups.ts).
 */
export const FIRST_PAINT_IDS = {
  logIn: 'login-first-paint',
  checkEmail: 'check-email-first-paint',
} as const satisfies Partial<Record<ModalName, string>>;

export type FirstPaintName = keyof typeof FIRST_PAINT_IDS;

/** What opens a native dialog, as attributes of a button. */
export const opensDialog = (id: string) => ({ commandfor: id, command: 'show-modal' }) as const;
