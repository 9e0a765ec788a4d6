import { type Span, withinRoom } from './focus-room.ts';

/** What a visitor does to scroll the page away from the focus. */
const SCROLLS_AWAY = ['wheel', 'touchmove', 'pointerdown'] as const;
const SCROLL_KEYS = new Set(['PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End', ' ']);

/**
 * Content that arrives late (a store's answer drawn over its skeleton, an island that hydrates)
 * may push the keyboard's focus off-screen or under the cookie banner. Whenever the page's size
 * changes, the element the keyboard focused is brought back into view, until the visitor scrolls
 * the page another way. Runs when loaded, at the visitor's first Tab (src/core/browser/first-tab.ts).
 */
function keepFocusInView(doc: Document): void {
  const win = doc.defaultView as Window;
  const room = (): Span => {
    const style = win.getComputedStyle(doc.documentElement);
    return {
      top: Number.parseFloat(style.scrollPaddingTop) || 0,
      bottom: win.innerHeight - (Number.parseFloat(style.scrollPaddingBottom) || 0),
    };
  };
  // The element the keyboard focused; null once the visitor scrolled another way.
  let kept: Element | null = null;
  const forget = () => {
    kept = null;
  };
  doc.addEventListener('focusin', (event) => {
    const target = event.target as Element;
    kept = target.matches(':focus-visible') ? target : null;
  });
  for (const name of SCROLLS_AWAY) doc.addEventListener(name, forget, { passive: true });
  doc.addEventListener('keydown', (event) => {
    if (SCROLL_KEYS.has(event.key)) forget();
  });
  new ResizeObserver(() => {
    if (kept !== doc.activeElement || !kept) return;
    if (!withinRoom(kept.getBoundingClientRect(), room())) kept.scrollIntoView({ block: 'nearest' });
  }).observe(doc.body);
}

keepFocusInView(document);
