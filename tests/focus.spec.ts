import type { BrowserContext, Page } from '@playwright/test';
import { COOKIE_CONSENT, expect, expectNoA11yViolations, JOURNEY, SCREENS, test } from './fixtures.ts';
import { type FocusStop, hiddenStops, tabPass } from './focus-helpers.ts';

/**
 * Keyboard visitors (issue 38): a Tab pass over the first screens, with the cookie banner showing
 * and with the choice stored, at phone and desktop widths. Every focused element among the first 60
 * stops is fully visible (drawn on top, on screen), the home's products come before the footer,
 * and axe finds nothing moderate or worse. The brands differ in their chrome (header items, footer,
 * banner): each runs the home with the banner; the journey brand runs the rest.
 */

const STORE = '/pb/ana-souza';
const STOPS = 60;
const PAGES = {
  home: STORE,
  family: `${STORE}/emprestimos`,
  product: `${STORE}/emprestimos/1`,
  landing: `${STORE}/home-equity/55`,
} as const;

async function storeChoice(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ ...COOKIE_CONSENT, url: baseURL ?? 'http://localhost' }]);
}

/** Opens a page as a keyboard visitor finds it: its scripts run and its first screen hydrated, nothing scrolled. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-scripts-ready]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('astro-island[client="paint"][ssr]')).toHaveCount(0, { timeout: 20_000 });
}

/** Where the first stop of the home's product list and of the footer fall in a pass (-1: never). */
const firstOf = (stops: readonly FocusStop[], key: 'product' | 'footer') =>
  stops.findIndex((stop) => stop[key]);

/** Tabs through a page from its top and checks what every stop shows; the home's products before its footer. */
async function tabThrough(page: Page, name: keyof typeof PAGES): Promise<void> {
  await open(page, PAGES[name]);
  // The first Tab loads the islands below the fold (client:near); a person's presses take longer
  // to get there than they take to load, the test's do not.
  const first = await tabPass(page, 1);
  await expect(page.locator('astro-island[client="near"][ssr]')).toHaveCount(0);
  const stops = [...first, ...(await tabPass(page, STOPS - 1))];
  expect(hiddenStops(stops), `${name}: stops hidden`).toEqual([]);
  if (name === 'home') {
    const product = firstOf(stops, 'product');
    expect(product, 'a product of the list is reached').toBeGreaterThan(-1);
    // A brand with more header items may reach the footer after the 60th stop: still after the products.
    const footer = firstOf(stops, 'footer');
    if (footer > -1) expect(product, 'the products come before the footer').toBeLessThan(footer);
  }
}

// A trace snapshots the page at each of a pass's hundreds of steps (most of its time); a failure
// lists the hidden stops instead.
test.use({ trace: 'off' });

test.describe('keyboard visitors', () => {
  // Several passes a test, each a few seconds on a loaded machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the home on a first visit: focus never under the banner, products before the footer; Escape closes the banner', {
    tag: JOURNEY.brand,
  }, async ({ page }) => {
    for (const [label, viewport] of SCREENS) {
      await page.setViewportSize(viewport);
      await test.step(label, () => tabThrough(page, 'home'));
    }
    // Once, at desktop width: the look suite runs axe at both.
    await expectNoA11yViolations(page);
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain(COOKIE_CONSENT.name);
  });

  test('family, product and landing on a first visit, at both widths', async ({ page }) => {
    for (const [label, viewport] of SCREENS) {
      await page.setViewportSize(viewport);
      for (const name of ['family', 'product', 'landing'] as const) {
        await test.step(`${name} (${label})`, async () => {
          await tabThrough(page, name);
          if (label === 'desktop' && name === 'family') await expectNoA11yViolations(page);
        });
      }
    }
  });

  test('every first screen with the cookie choice stored, at both widths', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeChoice(context, baseURL);
    for (const [label, viewport] of SCREENS) {
      await page.setViewportSize(viewport);
      for (const name of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
        await test.step(`${name} (${label})`, () => tabThrough(page, name));
      }
    }
  });
});
