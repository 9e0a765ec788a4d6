/**
 * The shape of an entry of the brand review's list (screens.ts): who visits, where, what to do to
 * reach it and what shows once it is there, in plain data, so the review (Playwright) and the
 * preview sheet (a script in the sheet page) both run it.
 */

import type { SetupName } from './setups.ts';

/**
 * Who is looking: a first visit shows the cookie banner; the others have a cookie choice stored. A
 * new customer is the account the screen's setup made (its `email`), logged in: what it sends is
 * its own, not the demo customer's.
 */
export type Visitor = 'first-visit' | 'visitor' | 'customer' | 'banker' | 'new-customer';

/** An element found as people find it: its role and accessible name, optionally inside a region. */
export interface Target {
  role: 'button' | 'link' | 'menuitem' | 'tab';
  name: string;
  /** The name starts with `name` (a name that carries the brand's banker title after it). */
  prefix?: boolean;
  /** The region it is in (the cookie banner, the footer, an open dialog by its name). */
  within?: { role: 'region' | 'contentinfo' | 'dialog'; name?: string };
}

/** A field by its exact label, with what is typed or chosen in it. */
export interface Field {
  label: string;
  /** What is typed; `{email}` and the like stand for what the screen's setup made (setups.ts). */
  value: string;
  /** The group of fields it is in (its legend), where labels repeat: 'Manhã' and 'Tarde'. */
  group?: string;
}

/** The widths the review draws at. */
export type Width = 'phone' | 'desktop';

/**
 * One thing a visitor does after the page has settled; `only` at one width (on phones, the
 * header's entries are in the menu drawer and the store's actions in the floating button).
 */
export type Step = (
  | { click: Target }
  | { fill: Field }
  | { select: Field }
  /** A checkbox whose label starts with these words (consents have long labels with links). */
  | { check: string }
) & { only?: Width };

/** What shows once the screen is ready: a heading, a text, a dialog by its name, or a marked element. */
export type Ready = { heading: string } | { text: string } | { dialog: string } | { selector: string };

export interface ReviewScreen {
  /** File name of its images and records, and its anchor in the report and the sheet. */
  id: string;
  /** What a brand manager calls it. */
  title: string;
  /** Address with `{pb}` for the store (the demo banker's, or the white-label company's). */
  path: string;
  visitor: Visitor;
  /** The white-label company's store instead of the demo banker's. */
  whiteLabel?: boolean;
  /** Made on the services before the page opens (an invitation): setups.ts. */
  setup?: SetupName;
  /** Entries of the tab's session storage before the page loads. */
  session?: Record<string, string>;
  steps?: Step[];
  ready: Ready;
  /** A modal or banner: the review takes the viewport, not the whole page. */
  overlay?: boolean;
  /**
   * Shown for a few seconds only (a welcome, a snackbar): the review stops the browser's clock
   * before the last step, so it stays up to be drawn; the preview shows it for its seconds.
   */
  transient?: boolean;
  /** Only on brands of the office edition. */
  officeEditionOnly?: boolean;
  /** Drawn at one width only (the menu drawer is the phones' header). */
  only?: Width;
  /** Parts that change with the day the services run on (an offer's validity): hidden before drawing. */
  hide?: string[];
}
