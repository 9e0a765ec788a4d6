import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { type Brand, loadBrand } from '../src/features/brand/config/load.ts';
import { choiceFor, storeCookieChoice } from '../src/features/privacy/scripts/consent-choice.ts';
import { COOKIE_CONSENT_NAME } from '../src/features/privacy/scripts/cookie-consent.ts';

/** Each Playwright project is one brand; tests read the brand they run against from here. */
export const test = base.extend<{ brandId: string; brand: Brand }>({
  brandId: ['offices', { option: true }],
  brand: async ({ brandId }, use) => {
    await use(loadBrand(brandId));
  },
});

/** Which brand runs a test: tag it with one of these (tests/brand-matrix.ts says why). */
export { JOURNEY } from './brand-matrix.ts';
export { expect };

/**
 * A dialog of the live code by its name, not its early copy drawn with the page
 * (`data-first-paint`, src/core/ui/NativeDialog.tsx), which it takes over from.
 */
export function liveDialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name }).and(page.locator(':not([data-first-paint])'));
}

/** What axe checks: WCAG 2.0 to 2.2, A and AA, and its best practices (headings in order, one h1, landmarks). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Axe on the current page: no moderate, serious or critical violation. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Violations only: axe then skips listing every passing node, a few seconds a page under load.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = results.violations.filter((v) => v.impact !== 'minor');
  expect(
    found.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Waits until the island holding `inside` has hydrated (Astro drops the island's `ssr` mark), so
 * what a test types is not typed into the static markup before React takes it over.
 */
export async function waitForHydration(page: Page, inside: Locator): Promise<void> {
  await expect(page.locator('astro-island', { has: inside }).last()).not.toHaveAttribute('ssr');
}

/** Clicks a tab of an island once the island has hydrated: a click on its static markup is lost. */
export async function clickTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await waitForHydration(page, tab);
  await tab.click();
}

/**
 * Reads the page to its end and goes back up, as a visitor scrolls: the islands below the fold
 * hydrate when scrolled near (`client:visible`, `client:near`). Scrolls to the first island still static until
 * every one has hydrated. Only the front tab draws, so only there do observers see a scroll.
 */
export async function readToEnd(page: Page): Promise<void> {
  const below = 'astro-island:is([client="visible"], [client="near"])[ssr]';
  const waiting = page.locator(below);
  await expect
    .poll(
      async () => {
        try {
          if ((await waiting.count()) === 0) return 0;
          await page.bringToFront();
          await page.evaluate(
            (selector) =>
              document.querySelector(selector)?.firstElementChild?.scrollIntoView({ block: 'center' }),
            below,
          );
          return await waiting.count();
        } catch {
          // The page moved on to another address (an unknown product goes home): read that one.
          return -1;
        }
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Opens a describe block of journeys: at desktop size, with the time their steps take on a shared machine. */
export function desktopJourneys(timeout: number): void {
  test.describe.configure({ timeout });
  test.use({ viewport: DESKTOP });
}
/** The screens a look is approved on, each with the label its screenshots carry. */
export const SCREENS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * Screenshots at phone and desktop widths (`{path}-{label}.png`), scrolled to `at`, for a person to
 * look at; axe at each. Leaves the page at desktop size.
 */
export async function screenshotEachScreen(page: Page, path: string, at: Locator): Promise<void> {
  for (const [label, viewport] of SCREENS) {
    await page.setViewportSize(viewport);
    // Below the sticky header, which would cover an element scrolled to the very top.
    await at.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
    );
    await page.screenshot({ path: `${path}-${label}.png` });
    await expectNoA11yViolations(page);
  }
  await page.setViewportSize(DESKTOP);
}

/** A stored cookie choice of the current policy (necessary cookies only), so the banner stays away. */
export const COOKIE_CONSENT = {
  name: COOKIE_CONSENT_NAME,
  value:
    storeCookieChoice(choiceFor('necessary', new Date()))
      .split(';')[0]
      ?.slice(COOKIE_CONSENT_NAME.length + 1) ?? '',
};
