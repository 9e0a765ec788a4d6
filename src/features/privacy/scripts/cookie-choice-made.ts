import { COOKIE_CHOICE_EVENT } from './cookie-consent.ts';

/**
 * Resolves once the visitor has answered the cookie banner: at once when it is not showing (a
 * choice made on an earlier visit). A page that would open a modal dialog by itself waits for
 * it, so the banner is never left behind the dialog, out of reach.
 */
export function afterCookieChoice(doc: Document): Promise<void> {
  const banner = doc.getElementById('cookie-banner');
  if (!banner || banner.hidden) return Promise.resolve();
  return new Promise((resolve) => {
    doc.addEventListener(COOKIE_CHOICE_EVENT, () => resolve(), { once: true });
  });
}
