import type { ClientDirective } from 'astro';
import { onFirstTab } from './first-tab.ts';

/**
 * `client:near`: an island below the fold that hydrates when scrolled near, as `client:visible`
 * does (with its `rootMargin`), or at the visitor's first Tab, so a keyboard visitor reaches its
 * links in reading order, before the footer (src/core/browser/first-tab.ts).
 */
const nearDirective: ClientDirective = (load, options, el) => {
  let started = false;
  const rootMargin = (options.value as { rootMargin?: string } | undefined)?.rootMargin;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    },
    { rootMargin },
  );
  onFirstTab(document, () => void start());
  async function start() {
    if (started) return;
    started = true;
    observer.disconnect();
    const hydrate = await load();
    await hydrate();
  }
  // The island's own box is `display: contents`: its children are what scrolls into view.
  for (const child of el.children) observer.observe(child);
};

export default nearDirective;
