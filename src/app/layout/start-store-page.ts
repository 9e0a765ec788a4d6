import { answerHostShare } from '../../features/catalog/pages/host-share.ts';
import { startPagePrivacy } from '../../features/privacy/islands/page-privacy.ts';
import { startPageHead } from './page-title.ts';
import { startPage } from './start-page.ts';

/**
 * A store page's scripts: every page's (./start-page.ts); the store's chrome (./Header.astro),
 * loaded without blocking the rest; the titles that name the banker and the page once the store
 * answers; the footer's terms links and the cookie choices of a logged user (the modal host comes
 * on demand).
 */
export function startStorePage(win: Window): void {
  void import('./apply-chrome.ts').then((m) => m.startChrome(win));
  // The host's strip (services/catalog/fragments/strip.ts) shares the store until its island takes its place.
  answerHostShare(win.document);
  startPage(win);
  startPageHead(win.document);
  startPagePrivacy(win.document);
}
