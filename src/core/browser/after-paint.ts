/**
 * A store page's scripts start after its first frame is painted (docs/catalog-and-store.md#first-paint).
 * The functions here are self-contained (no imports, no outer names; what they need comes as
 * arguments): the build writes them into each page as inline scripts (scripts/lib/after-paint-scripts.ts),
 * and the `client:paint` directive bundles `afterFirstPaint`.
 */

/** Set on `<html>` once the page's module scripts have all run; dispatched on `document` then. */
export const SCRIPTS_READY = { attribute: 'data-scripts-ready', event: 'vitrine:scripts-ready' } as const;

/**
 * Runs `work` once the browser has painted the page's first frame (what the HTML and the host's
 * fragments drew), so no script delays that paint or competes with it; at once in a hidden tab,
 * which paints nothing.
 */
export function afterFirstPaint(work: () => void): void {
  if (document.visibilityState === 'hidden') {
    work();
    return;
  }
  // A frame callback runs just before its frame is painted; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * The loader at the end of each page: after the first paint, adds the page's module scripts (the
 * JSON list `listId`) back in their order, and marks the page ready once the last has run.
 */
export function startModuleScripts(
  after: (work: () => void) => void,
  listId: string,
  ready: { attribute: string; event: string },
): void {
  after(() => {
    const sources = JSON.parse(document.getElementById(listId)?.textContent ?? '[]') as string[];
    const done = () => {
      document.documentElement.setAttribute(ready.attribute, '');
      document.dispatchEvent(new Event(ready.event));
    };
    let last: HTMLScriptElement | null = null;
    for (const src of sources) {
      last = document.createElement('script');
      last.type = 'module';
      // Not async: the scripts run in the order the page lists them, as parsed module scripts do.
      last.async = false;
      last.src = src;
      document.body.append(last);
    }
    if (last) last.onload = last.onerror = done;
    else done();
  });
}

/**
 * From the start of the page: a press on a button whose code has not run yet (the page's scripts
 * not ready, or its island not hydrated) is held and given again once that code runs, so a visitor
 * who presses early loses nothing. Islands hydrated on demand hold their own presses.
 */
export function holdEarlyPresses(ready: { attribute: string; event: string }): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>('button, [role="button"]');
      if (!button) return;
      const island = button.closest('astro-island');
      if (island?.getAttribute('client') === 'demand') return;
      const islandWaits = island?.hasAttribute('ssr');
      const scriptsWait = !island && !document.documentElement.hasAttribute(ready.attribute);
      if (!islandWaits && !scriptsWait) return;
      // A plain button's own answer (a dialog it opens by `command`) shows at once; a submit or a link waits.
      if ((button as HTMLButtonElement).type !== 'button') event.preventDefault();
      event.stopImmediatePropagation();
      const give = () => setTimeout(() => button.isConnected && button.click(), 0);
      if (islandWaits) island?.addEventListener('astro:hydrate', give, { once: true });
      else document.addEventListener(ready.event, give, { once: true });
    },
    true,
  );
}
