import { resolveRoute } from '../routes/route-table.ts';

/** Fills `data-pb-href` templates (`/pb/{pb}#openbank`) with the banker slug of the address. */
export function fillStoreLinks(root: ParentNode, pb: string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-pb-href]')) {
    link.href = (link.dataset.pbHref ?? '/').replace('{pb}', encodeURIComponent(pb));
  }
}

/** Runs on every shell: checks the address against the route table and wires the chrome. */
export function runRoute(win: Window): void {
  const match = resolveRoute(win.location.pathname);
  if (!match) {
    win.location.replace('/404');
    return;
  }
  const pb = match.params.pb;
  if (pb) fillStoreLinks(win.document, pb);
}
