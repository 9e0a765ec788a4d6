/**
 * Calls `then` once, at the visitor's first Tab: what loads late below the fold (an island, a list
 * fetched when scrolled near) is then ready by the time a forward Tab pass gets there, and found in
 * reading order, instead of loading once focus has passed it. Returns a stop.
 */
export function onFirstTab(doc: Document, then: () => void): () => void {
  const stop = () => doc.removeEventListener('keydown', onKey, true);
  function onKey(event: KeyboardEvent) {
    if (event.key !== 'Tab') return;
    stop();
    then();
  }
  doc.addEventListener('keydown', onKey, true);
  return stop;
}
