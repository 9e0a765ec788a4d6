import type { ClientBrand } from './domain/browse-white-label.ts';

declare global {
  /**
   * The brand of this build, compiled into the code by the build (scripts/astro-brand-integration.ts),
   * so islands render the same brand on the server and in the browser. Absent in unit tests.
   */
  const __CLIENT_BRAND__: ClientBrand | undefined;
}
