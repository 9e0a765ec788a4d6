import { FIRST_PAINT_IDS, type FirstPaintName } from './first-paint-dialog.ts';

/** What a live modal, or the flow that opens it, reads of the dialog drawn with the page it takes over from (./first-paint-dialog.ts). */

/** The dialog where the page drew it, else null. */
export function drawnDialog(name: FirstPaintName): HTMLDialogElement | null {
  const dialog = document.getElementById(FIRST_PAINT_IDS[name]);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/** The dialog drawn with the page while it is open, else null. */
export function openFirstPaintDialog(name: FirstPaintName): HTMLDialogElement | null {
  const dialog = drawnDialog(name);
  return dialog?.open ? dialog : null;
}

/** Closes it for the live dialog taking over, or where the press went another way: not the person. */
export function handOver(dialog: HTMLDialogElement): void {
  dialog.dataset.taken = '';
  dialog.close();
}

/** Closes it, where it is open, as `handOver` does. */
export function withdrawFirstPaintDialog(name: FirstPaintName): void {
  const dialog = openFirstPaintDialog(name);
  if (dialog) handOver(dialog);
}

/** Whether the person closed it (Escape, the backdrop, 'Fechar'), rather than `handOver`. */
export function closedByPerson(dialog: HTMLDialogElement): boolean {
  const taken = dialog.dataset.taken !== undefined;
  delete dialog.dataset.taken;
  return !taken;
}

/**
 * Its main button's value: pressed (or Enter) before its island's code has come, a form of
 * `method="dialog"` closes it with this as its `returnValue`, and no press is lost.
 */
export const SUBMITTED = 'submit';

/** Whether it was closed by its main button or Enter (see SUBMITTED) rather than dismissed. */
export const closedAsSubmitted = (dialog: HTMLDialogElement): boolean =>
  !dialog.open && dialog.returnValue === SUBMITTED;

/** Marks its main button or Enter pressed, for the live dialog to answer. */
export function askFirstPaintSubmit(name: FirstPaintName): void {
  const dialog = openFirstPaintDialog(name);
  if (dialog) dialog.dataset.submit = '';
}

/** Whether its main button or Enter was pressed there, open or closed by it; forgets it. */
export function takeSubmitAsked(dialog: HTMLDialogElement): boolean {
  const asked = dialog.dataset.submit !== undefined || closedAsSubmitted(dialog);
  delete dialog.dataset.submit;
  dialog.returnValue = '';
  return asked;
}

/** The value of its field named `name`, or '' without one. */
export const fieldValue = (dialog: HTMLDialogElement, name: string): string =>
  dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
