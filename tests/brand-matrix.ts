/**
 * Which brand runs which browser test, and why: the one list. Playwright projects are
 * brands; a test carries tags below (`test.describe('…', { tag: JOURNEY.accounts }, …)`, or on
 * the test), and playwright.config.ts turns this list into each project's `grep`: a test runs on
 * the brands of all its tags together. A test without a tag is a journey of the journey brand: it
 * runs once, there.
 *
 * A fifth brand (a folder in brands/) runs the `@brand` tests only: its chrome, axe and its route
 * walk (and the brand review compares its screens).
 */

/** The brand every journey runs on: the lite plan with the office edition, the widest route set. */
export const JOURNEY_BRAND = 'offices';

/** `every`: each brand's own project; otherwise the brands named. */
type RunsOn = 'every' | readonly string[];

interface Row {
  tag: `@${string}`;
  runsOn: RunsOn;
  why: string;
}

const once = [JOURNEY_BRAND] as const;

export const MATRIX = {
  brand: {
    tag: '@brand',
    runsOn: 'every',
    why: 'Chrome (logo, colours, disclaimer, header items, renamed families, plan, banker title), axe, the route walk and a keyboard pass over the home with the cookie banner: what a brand changes. Its screens and modals are compared by the brand review (tests/brand-review/, npm run test:brand).',
  },
  accounts: {
    tag: '@accounts',
    runsOn: once,
    why: 'Login, sign-up, password and account edits: the header menu entries per brand are unit-tested (src/features/accounts/rules/user-menu.test.ts) and drawn per brand in the chrome test.',
  },
  orders: {
    tag: '@orders',
    runsOn: once,
    why: 'Request flows read the product and the session, never the brand or the plan.',
  },
  invitations: { tag: '@invitations', runsOn: once, why: 'Mail links and modals read no brand setting.' },
  simulators: {
    tag: '@simulators',
    runsOn: once,
    why: 'Partner offers and letters read no brand setting; their screens are per brand (tagged @brand).',
  },
  landings: {
    tag: '@landings',
    runsOn: once,
    why: 'Home equity, business credit, consortium and saiba-mais flows read no brand setting; their screens are per brand.',
  },
  consent: {
    tag: '@consent',
    runsOn: once,
    why: 'Cookie choices, terms and Meus dados read the store (provider or company), not the brand.',
  },
  analytics: {
    tag: '@analytics',
    runsOn: ['vitrine'],
    why: 'Tables of the services’ data, no brand setting; on a server where no other journey places orders, since it compares the tables with the counts the services hold while other workers run.',
  },
  offers: {
    tag: '@offers',
    runsOn: once,
    why: "'Ofertas para você' reads the store's partners and the customer, not the brand; its screens are per brand (the brand review).",
  },
  browse: {
    tag: '@browse',
    runsOn: once,
    why: 'Tabs, share, QR, redirects of unknown and blocked stores, titles and previews: the same code on every brand.',
  },
} as const satisfies Record<string, Row>;

/** Tag of each journey, for `{ tag: JOURNEY.x }` in the specs. */
export const JOURNEY = Object.fromEntries(Object.entries(MATRIX).map(([key, row]) => [key, row.tag])) as {
  [K in keyof typeof MATRIX]: (typeof MATRIX)[K]['tag'];
};

const rows: readonly Row[] = Object.values(MATRIX);
const runsOnBrand = (row: Row, brand: string) => row.runsOn === 'every' || row.runsOn.includes(brand);
/** A tag as a whole word of Playwright's grep text (title path and tags). */
const tagPattern = (tags: readonly string[]) => new RegExp(`(^|\\s)(${tags.join('|')})(\\s|$)`);

/** A test without any tag (Playwright's grep text holds the title path and the tags). */
const UNTAGGED = /^(?!.*(^|\s)@[\w-]+(\s|$))/;

/**
 * The journeys that run on a second server of the journey brand, beside the others on the first:
 * each server's data, mailbox and rate limits belong to the journeys on it. Chosen so that the two
 * halves take about as long (about 720 s and 570 s of test time in a loaded 2-core run, the second
 * also leaving room for vitrine's analytics).
 */
const SECOND_SERVER: readonly Row[] = [
  MATRIX.landings,
  MATRIX.invitations,
  MATRIX.simulators,
  MATRIX.orders,
  MATRIX.consent,
  MATRIX.offers,
];

/** One Playwright project: a server of a brand and the tests that run on it. */
export interface BrandRun {
  name: string;
  grep: RegExp | RegExp[];
  grepInvert?: RegExp;
}

/**
 * The projects of a brand: a test runs on every brand one of its tags runs on (tags add up from the
 * enclosing groups); the journey brand also runs untagged tests, on two servers. With `brandChecks`
 * false, the brand's `@brand` tests are left out (npm test runs them for the journey brand and for
 * the brands changed since their approval, as the brand review does); a brand left with no test
 * has no project and no server.
 */
export function brandRuns(brand: string, brandChecks: boolean): BrandRun[] {
  const mine = rows.filter((row) => runsOnBrand(row, brand) && (brandChecks || row !== MATRIX.brand));
  if (brand !== JOURNEY_BRAND)
    return mine.length > 0 ? [{ name: brand, grep: tagPattern(mine.map((row) => row.tag)) }] : [];
  const second = tagPattern(SECOND_SERVER.map((row) => row.tag));
  const first = mine.filter((row) => !SECOND_SERVER.includes(row)).map((row) => row.tag);
  return [
    { name: brand, grep: first.length > 0 ? [tagPattern(first), UNTAGGED] : UNTAGGED, grepInvert: second },
    { name: `${brand}-2`, grep: second },
  ];
}
