import { atom } from 'nanostores';
import { demand } from '../browser/demand.ts';
import { MESSAGE_MS } from '../format/message-times.ts';

/** A snackbar stays as long as any message unless it asks otherwise (docs/validation-and-errors.md#constants-and-limits). */
export const SNACKBAR_TIMEOUT_MS = MESSAGE_MS;

export type SnackbarColor = 'success' | 'error' | 'info' | 'warning';

export interface Snackbar {
  open: boolean;
  text: string;
  color: SnackbarColor;
  /** Extra classes for the text (the "text class"). */
  textClass?: string;
  /** A short name of the icon drawn before the text. */
  icon?: 'check' | 'alert' | 'info';
  timeout: number;
}

const closed: Snackbar = { open: false, text: '', color: 'info', timeout: SNACKBAR_TIMEOUT_MS };

export const $snackbar = atom<Snackbar>(closed);

let timer: ReturnType<typeof setTimeout> | undefined;

export interface SnackbarInput {
  text: string;
  color?: SnackbarColor;
  textClass?: string;
  icon?: Snackbar['icon'];
  /** Milliseconds before it closes; 0 keeps it open. */
  timeout?: number;
}

export function showSnackbar(input: SnackbarInput): void {
  clearTimeout(timer);
  const timeout = input.timeout ?? SNACKBAR_TIMEOUT_MS;
  $snackbar.set({ open: true, color: 'info', ...input, timeout });
  // The snackbar lives in the modal host, which hydrates on demand.
  demand();
  if (timeout > 0) timer = setTimeout(hideSnackbar, timeout);
}

export function hideSnackbar(): void {
  clearTimeout(timer);
  $snackbar.set({ ...$snackbar.get(), open: false });
}
