/**
 * The demo data the review and the preview draw (services/seed), and what their setups add.
 * Plain data: the preview sheet's script reads it too.
 */

/** The demo banker's store and the white-label company's. */
export const STORES = { banker: 'ana-souza', whiteLabel: 'carlos-lima' } as const;

/** The day the demo data is dated from and the browser's clock stands at (SEED_DATE). */
export const REVIEW_DAY = '2026-06-15';

/** The invited person's account (setups.ts, invitation-to-account): the password the steps type. */
export const INVITED_ACCOUNT = { fullName: 'Marina Costa Lima', password: 'Convidada2026' } as const;

/** The product the review's own accounts order: Consignado INSS, whose partner takes an order at once. */
export const DIRECT_ORDER_PRODUCT = { id: 71, family: 'emprestimos' } as const;

/** The moment the browser's clock and the review servers' clocks stand at when a screen is drawn. */
export const REVIEW_MOMENT = `${REVIEW_DAY}T12:00:00-03:00`;

/**
 * The origin every brand is drawn under, whatever port its server listens on: share links and
 * previews carry it. Plain localhost, as in development: a secure context, with no parent domain
 * for the session cookies (src/core/storage/cookies.ts).
 */
export const REVIEW_ORIGIN = 'http://localhost';

/** The browser's settings on every screen (review-page.ts): its time zone, language and no motion. */
export const REVIEW_BROWSER = {
  baseURL: REVIEW_ORIGIN,
  timezoneId: 'UTC',
  locale: 'en-US',
  reducedMotion: 'reduce',
} as const;
