/**
 * The share dialog the host draws with the banker strip (services/catalog/fragments/share-dialog.ts):
 * its 'Compartilhar' opens it by `command` at the press; the store page's scripts answer its
 * 'Copiar link' until the strip's island takes over (docs/catalog-and-store.md#first-paint).
 */
export const FIRST_PAINT_SHARE_ID = 'share-first-paint';

/** Marks its 'Copiar link'. */
export const SHARE_COPY_MARK = 'data-share-copy';

/** Marks the 'Link copiado!' it holds hidden, shown once copied. */
export const SHARE_COPIED_MARK = 'data-share-copied';

/**
 * Answers the host's share dialog: 'Copiar link' copies its address (which stays selectable where
 * the clipboard is refused) and says so; the host's 'Compartilhar', pressed before the scripts ran
 * and given again now, opens nothing more (its dialog opened at the press, or the person closed it).
 */
export function answerHostShare(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!event.isTrusted && target.closest(`[commandfor="${FIRST_PAINT_SHARE_ID}"]`)) event.preventDefault();
    const dialog = target.closest(`[${SHARE_COPY_MARK}]`)?.closest('dialog');
    if (!dialog) return;
    void navigator.clipboard?.writeText(dialog.querySelector('input')?.value ?? '').catch(() => undefined);
    dialog.querySelector<HTMLElement>(`[${SHARE_COPIED_MARK}]`)?.removeAttribute('hidden');
  });
}
