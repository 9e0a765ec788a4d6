import { scrollTarget } from '../../core/routes/guards.ts';
import type { RouteMatch } from '../../core/routes/types.ts';

export interface RoutedPage {
  match: RouteMatch | null;
  /** The address's query as it arrived, before the route guards dropped it. */
  query: Record<string, string>;
  hash: string;
}

/**
 * After the route guards let the page stay: the scroll to the address's anchor, and, once the
 * browser is idle (the page's own scripts first: the cookie banner's, a first tap's), the store's
 * visit in its funnel (docs/desk.md#funnel).
 */
export function afterRoute(win: Window, page: RoutedPage): void {
  const target = scrollTarget(page.hash);
  if (target.type === 'hash') scrollToHash(win, target.selector, target.offset);
  if (!page.match?.params.pb) return;
  const idle = win.requestIdleCallback ?? ((run: () => void) => win.setTimeout(run, 1500));
  idle(() => {
    void import('../../features/funnel/count-visit.ts').then((m) =>
      m.countVisit(win, page.match, page.query),
    );
  });
}

/** Islands render their sections after load, so wait for the anchor to exist (up to 10 s). */
function scrollToHash(win: Window, selector: string, offset: number): void {
  const doc = win.document;
  const scroll = (): boolean => {
    const element = doc.getElementById(decodeURIComponent(selector.slice(1)));
    if (!element) return false;
    win.scrollTo({ top: element.getBoundingClientRect().top + win.scrollY - offset });
    return true;
  };
  if (scroll()) return;
  const observer = new MutationObserver(() => {
    if (scroll()) observer.disconnect();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  win.setTimeout(() => observer.disconnect(), 10_000);
}
