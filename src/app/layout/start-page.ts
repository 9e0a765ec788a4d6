import { keepKeyboardFocusInView } from '../../core/browser/first-tab.ts';
import { startCookieConsent } from '../../features/privacy/scripts/cookie-banner.ts';
import { runRoute } from '../routes/route-runner.ts';

/**
 * What every page runs once its scripts start, the error and blocked screens included: the cookie
 * controls (src/features/privacy/islands/CookieConsent.astro), the route's guards and the keyboard's
 * focus. One module with what the store pages add (./start-store-page.ts): each module of its own
 * costs a request and a compression of its own.
 */
export function startPage(win: Window): void {
  startCookieConsent(win.document);
  runRoute(win);
  keepKeyboardFocusInView(win.document);
}
