/**
 * Each frame of the preview sheet keeps its own session storage, as each screen of the brand
 * review has its own tab: same-origin frames share their sheet's session storage, so one frame's
 * invitation or password-link keys (set-password, unknown invitation) would end the customer's
 * session in another. The page's `sessionStorage` becomes a view of the sheet's, under the prefix
 * the sheet gives the frame (`data-session-prefix`), kept across the frame's own page loads.
 *
 * Self-contained: it is sent to the page as the text of this function.
 */
export function installFrameSessionStorage(): void {
  const prefix = (window.frameElement as HTMLElement | null)?.dataset.sessionPrefix;
  if (prefix === undefined) return;
  const shared = window.sessionStorage;
  const keys = () =>
    Array.from({ length: shared.length }, (_, i) => shared.key(i) ?? '')
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));
  const own: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'> = {
    get length() {
      return keys().length;
    },
    key: (index) => keys()[index] ?? null,
    getItem: (key) => shared.getItem(prefix + key),
    setItem: (key, value) => shared.setItem(prefix + key, String(value)),
    removeItem: (key) => shared.removeItem(prefix + key),
    clear: () => {
      for (const key of keys()) shared.removeItem(prefix + key);
    },
  };
  Object.defineProperty(window, 'sessionStorage', { configurable: true, get: () => own });
}

/** The prefix of a frame's keys in the sheet's session storage. */
export function frameSessionPrefix(frame: string): string {
  return `frame ${frame}: `;
}
