import { BAKED_BRAND } from '../../core/brand/baked-brand.ts';
import { demand } from '../../core/browser/demand.ts';
import { leave } from '../../core/browser/leaving.ts';
import { type GuardAction, isFromRoot, routeGuard } from '../../core/routes/guards.ts';
import { resolveRoute } from '../../core/routes/route-table.ts';
import {
  forgetStored,
  readStored,
  SESSION,
  storeSessionText,
  writeStored,
} from '../../core/storage/session-table.ts';

/** Fills `data-pb-href` templates (`/pb/{pb}#openbank`) with the banker slug of the address. */
export function fillStoreLinks(root: ParentNode, pb: string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-pb-href]')) {
    link.href = (link.dataset.pbHref ?? '/').replace('{pb}', encodeURIComponent(pb));
  }
}

/**
 * Runs the guard actions; returns false when the page is being left. Keys just stored from the
 * address (a password link, an invitation, a shared simulation) ask for the on-demand islands that
 * act on them: their directive may have checked the session before this ran
 * (src/core/browser/demand-directive.ts).
 */
function execute(win: Window, actions: GuardAction[]): boolean {
  let keysStored = false;
  for (const action of actions) {
    switch (action.type) {
      case 'storeSession':
        storeSessionText(action.key, action.value);
        keysStored = true;
        break;
      case 'storePb':
        writeStored(SESSION.storeSlug, action.pb);
        break;
      case 'clearStoredPb':
        forgetStored(SESSION.storeSlug);
        break;
      case 'logError':
        console.error(action.message);
        break;
      case 'redirect':
        leave(() => win.location.assign(action.url));
        return false;
      case 'replace': {
        // The same screen without its query needs no new page: only the address changes.
        if (action.path === win.location.pathname)
          win.history.replaceState(win.history.state, '', action.path);
        else {
          leave(() => win.location.replace(action.path));
          return false;
        }
      }
    }
  }
  if (keysStored) demand();
  return true;
}

/** Runs on every shell: the route guards of docs/routes-and-guards.md#guards, then the chrome's store links and scroll. */
export function runRoute(win: Window): void {
  const url = new URL(win.location.href);
  const match = resolveRoute(url.pathname);
  const storedPb = readStored(SESSION.storeSlug);
  const backLink = win.document.querySelector<HTMLAnchorElement>('[data-back-to-store]');
  if (backLink && storedPb && storedPb !== 'disabled') backLink.href = `/pb/${encodeURIComponent(storedPb)}`;

  const query = Object.fromEntries(url.searchParams);
  if (match?.name === 'error' && isFromRoot(query)) {
    // The mark only says where the visitor came from: the address drops it, the store's link is followed.
    win.history.replaceState(win.history.state, '', url.pathname);
    if (storedPb) void import('./root-go-back.ts').then((m) => m.followGoBackLink(win, match, storedPb));
  }

  const actions = routeGuard({
    match,
    path: url.pathname,
    query,
    storedPb,
    officeEdition: BAKED_BRAND.officeEdition,
  });
  if (!execute(win, actions)) return;

  const pb = match?.params.pb;
  if (pb) fillStoreLinks(win.document, pb);
  // What waits for nothing on screen (the scroll to an anchor, the store's visit count) comes after.
  void import('./after-route.ts').then((m) => m.afterRoute(win, { match, query, hash: url.hash }));
}
