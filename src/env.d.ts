import type { ClientBrand } from './core/brand/white-label.ts';

declare global {
  /**
   * The brand of this build, compiled into the code by the build (scripts/astro-brand-integration.ts),
   * so islands render the same brand on the server and in the browser. Absent in unit tests.
   */
  const __CLIENT_BRAND__: ClientBrand | undefined;
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates once the first frame is painted (src/core/browser/paint-directive.ts). */
    'client:paint'?: boolean;
    /** Hydrates when the session has flags, a modal is asked for or the visitor acts (src/core/browser/demand-directive.ts). */
    'client:demand'?: boolean;
    /** Hydrates when scrolled near or at the visitor's first Tab (src/core/browser/near-directive.ts). */
    'client:near'?: { rootMargin?: string };
  }
}
