/**
 * Marks what a visitor reads beside a form (the terms links and dialog): moving the focus there
 * is not leaving a field, so an empty field does not show 'Campo obrigatório.' for it.
 */
export const FORM_ASIDE = 'data-form-aside';

/** Whether a blur towards `next` (the event's relatedTarget) counts as the visitor leaving the field. */
export function blurLeavesField(next: EventTarget | null): boolean {
  const element = next as { closest?: (selector: string) => unknown } | null;
  return !element?.closest?.(`[${FORM_ASIDE}]`);
}
