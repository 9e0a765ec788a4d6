/**
 * Calls `then` once, at the visitor's first Tab: what loads late below the fold (an island, a list
 * fetched when scrolled near) is then ready by the time a forward Tab pass gets there, and found in
 * reading order, instead of loading once focus has passed it. A call made twice (the list also
 * came into view) must do nothing the second time.
 */
export function onFirstTab(doc: Document, then: () => unknown): void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    doc.removeEventListener('keydown', onKey, true);
    then();
  };
  doc.addEventListener('keydown', onKey, true);
}

/** At the first Tab, loads what keeps the keyboard's focus in view while late content arrives (every page). */
export function keepKeyboardFocusInView(doc: Document): void {
  onFirstTab(doc, () => import('./keep-focus-in-view.ts'));
}
