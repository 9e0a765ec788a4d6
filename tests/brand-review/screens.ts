import { REVIEW_MODALS } from './modals.ts';
import { REVIEW_PAGES } from './pages.ts';
import type { ReviewScreen } from './screen-types.ts';

/**
 * Every screen and modal a brand paints, as the brand review compares them and the brand preview
 * shows them: the one list, pages first (pages.ts), then modals and banners (modals.ts).
 */
export const REVIEW_SCREENS: readonly ReviewScreen[] = [...REVIEW_PAGES, ...REVIEW_MODALS];

/** The demo banker's store and the white-label company's (services/db/seed). */
export const STORES = { banker: 'ana-souza', whiteLabel: 'carlos-lima' } as const;

/** The day the demo data is dated from and the browser's clock stands at (SEED_DATE). */
export const REVIEW_DAY = '2026-06-15';

/** The screens of a brand: the office edition's own page only where the brand has it. */
export function screensOf(brand: { officeEdition: boolean }): ReviewScreen[] {
  return REVIEW_SCREENS.filter((screen) => !screen.officeEditionOnly || brand.officeEdition);
}

/** The address of a screen on the demo data. */
export function addressOf(screen: ReviewScreen): string {
  return screen.path.replace('{pb}', screen.whiteLabel ? STORES.whiteLabel : STORES.banker);
}
