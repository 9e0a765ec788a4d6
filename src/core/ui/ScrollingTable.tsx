import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways in its frame; the frame is reachable by keyboard so
 * its hidden columns can be scrolled to without a pointer (WCAG 2.1.1).
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-primary"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      {children}
    </section>
  );
}
