import { $chrome } from '../../core/brand/brand.ts';
import { $banker } from '../../core/context/store-context.ts';

/** Until the banker and the store's company are known, the shell's own title stays. */
export function headKnown(): boolean {
  return $banker.get() !== null && $chrome.get().status !== 'pending';
}

/**
 * Keeps the document's title and meta description in step with the screen. Their wording
 * (src/app/layout/page-head.ts) loads once the store has answered, not with the page's first screen.
 */
export function startPageHead(doc: Document): void {
  const stops: (() => void)[] = [];
  const start = () => {
    if (!headKnown()) return;
    for (const stop of stops.splice(0)) stop();
    void import('./page-head.ts').then((m) => m.followPageHead(doc, headKnown));
  };
  stops.push($banker.listen(start), $chrome.listen(start));
  start();
}
