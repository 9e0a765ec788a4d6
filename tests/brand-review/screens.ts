import { REVIEW_MODALS } from './modals.ts';
import { REVIEW_PAGES } from './pages.ts';
import { STORES } from './review-data.ts';
import type { ReviewScreen, Step } from './screen-types.ts';
import type { SetupValues } from './setups.ts';

/**
 * Every screen and modal a brand paints, as the brand review compares them and the brand preview
 * shows them: the one list, pages first (pages.ts), then modals and banners (modals.ts).
 */
export const REVIEW_SCREENS: readonly ReviewScreen[] = [...REVIEW_PAGES, ...REVIEW_MODALS];

/** The screens of a brand: the office edition's own page only where the brand has it. */
export function screensOf(brand: { officeEdition: boolean }): ReviewScreen[] {
  return REVIEW_SCREENS.filter((screen) => !screen.officeEditionOnly || brand.officeEdition);
}

/** The address of a screen on the demo data, with the values its setup made (`{invite}`). */
export function addressOf(screen: ReviewScreen, values: SetupValues = {}): string {
  const pb = screen.whiteLabel ? STORES.whiteLabel : STORES.banker;
  return screen.path.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === 'pb' ? pb : (values[name] ?? whole),
  );
}

/** The steps of a screen at a width, with what its setup made in the values they type (`{email}`). */
export function stepsOf(screen: ReviewScreen, width: string, values: SetupValues = {}): Step[] {
  const made = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return (screen.steps ?? [])
    .filter((step) => !step.only || step.only === width)
    .map((step) =>
      'fill' in step ? { ...step, fill: { ...step.fill, value: made(step.fill.value) } } : step,
    );
}
