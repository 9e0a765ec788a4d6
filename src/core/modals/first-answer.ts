import { createContext } from 'react';
import { FIRST_ANSWER_CLOSED, firstAnswerId } from './first-answer-command.ts';
import type { ModalName } from './modals.ts';

/**
 * A dialog's first answer (docs/catalog-and-store.md#first-paint): its twin, drawn by the build into
 * the page's HTML as a `<dialog>` that its opener shows by itself, with no script
 * (`command="show-modal"`), so a tap is answered before any island code has arrived and its fields
 * take typing at once. The modal, once its code runs and it opens, takes over what was typed and
 * the focus, and the twin closes (./use-adopt-first-answer.ts).
 */

/** Set while the build draws a twin: the dialog renders as a closed `<dialog>` of the page. */
export const FirstAnswerContext = createContext<ModalName | null>(null);

/** The fields of a twin or of its modal, in the order both draw them. */
const fieldsOf = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea'),
];

/** Gives a controlled field a value as typing does, so the island's state takes it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Hands the twin of `name` over to its modal's drawn `panel`: what was typed and the caret.
 * Answers 'adopted', 'closed' when the visitor closed the twin with its button before (the modal
 * closes too), or 'none' when the twin is not open.
 */
export function adoptFirstAnswer(
  doc: Document,
  name: ModalName,
  panel: Element,
): 'none' | 'closed' | 'adopted' {
  const twin = doc.getElementById(firstAnswerId(name)) as HTMLDialogElement | null;
  if (!twin) return 'none';
  if (twin.returnValue === FIRST_ANSWER_CLOSED) {
    // Closed by the visitor before the code came; the press given again by the code opened it anew.
    twin.close();
    twin.returnValue = '';
    return 'closed';
  }
  if (!twin.open) return 'none';
  const from = fieldsOf(twin);
  const to = fieldsOf(panel);
  const focused = from.findIndex((field) => field === doc.activeElement);
  for (const [i, field] of from.entries()) {
    const target = to[i];
    if (target && field.value !== target.value) typeInto(target, field.value);
  }
  const caret = from[focused];
  const selection = caret ? [caret.selectionStart, caret.selectionEnd] : null;
  // The twin's fields start empty again for its next opening.
  for (const field of from) field.value = '';
  twin.close();
  twin.returnValue = '';
  const target = to[focused];
  if (target && selection) {
    target.focus();
    try {
      target.setSelectionRange(selection[0], selection[1]);
    } catch {
      // E-mail fields have no caret to place: they keep the focus only.
    }
  }
  return 'adopted';
}

/** Closes the twin of `name` when the flow it stood for went elsewhere (the request needed no e-mail). */
export function dismissFirstAnswer(doc: Document, name: ModalName): void {
  const twin = doc.getElementById(firstAnswerId(name)) as HTMLDialogElement | null;
  if (twin?.open) twin.close();
}
