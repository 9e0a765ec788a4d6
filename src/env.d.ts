import type { ClientBrand } from './domain/browse-white-label.ts';

declare global {
  /**
   * The brand of this build, compiled into the code by the build (scripts/astro-brand-integration.ts),
   * so islands render the same brand on the server and in the browser. Absent in unit tests.
   */
  const __CLIENT_BRAND__: ClientBrand | undefined;
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates once the first frame is painted (src/scripts/paint-directive.ts). */
    'client:paint'?: boolean;
    /** Hydrates when the session has flags, a modal is asked for or the visitor acts (src/scripts/demand-directive.ts). */
    'client:demand'?: boolean;
    /** Hydrates when scrolled near or at the visitor's first Tab (src/scripts/near-directive.ts). */
    'client:near'?: { rootMargin?: string };
  }
}
