import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-paint.ts';

/**
 * `client:paint`: hydrates the island once the first frame is painted. The HTML (with the host's
 * fragments, or the early painters' fill) draws the first screen; the island's code is fetched and
 * run after that paint and takes over what it drew (docs/catalog-and-store.md#first-paint).
 */
const paintDirective: ClientDirective = (load) => {
  afterFirstPaint(() => {
    void load().then((hydrate) => hydrate());
  });
};

export default paintDirective;
