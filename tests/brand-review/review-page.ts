import { type BrowserContext, devices, type Page } from '@playwright/test';
import { test as brandTest } from '../fixtures.ts';
import { REVIEW_BROWSER, REVIEW_MOMENT } from './review-data.ts';

/**
 * One browser page per review worker, screen after screen, each screen a fresh visit on it: no
 * cookie, no stored key, no page of the last screen left, the clock at REVIEW_MOMENT. What it keeps
 * is what a returning visitor's browser keeps, the HTTP cache and the compiled scripts: with a new
 * browser context per screen, every bundle was loaded and compiled again, and one brand's review
 * took 85 to 91 s against 72 s (docs/benchmarks.md, "One page per browser").
 * The cache changes no answer: bundles are hashed, the only shared answers the services let a
 * browser keep are reference lists no setup changes, and a screen that fails leaves its worker
 * (Playwright starts a new one, with a new page).
 */

/** The browser's clock on every screen. */
export const REVIEW_CLOCK = new Date(REVIEW_MOMENT);

/** Leaves the visit: its stored keys (while the page is still on the site), page and cookies. */
async function leave(page: Page): Promise<void> {
  // A skipped screen never left the blank page, which has no storage.
  if (page.url() !== 'about:blank')
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  await page.goto('about:blank');
  await page.context().clearCookies();
}

export const test = brandTest.extend<object, { reviewContext: BrowserContext }>({
  reviewContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...devices['Desktop Chrome'], ...REVIEW_BROWSER });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ reviewContext, viewport }, use) => {
    const page = reviewContext.pages()[0] ?? (await reviewContext.newPage());
    if (viewport) await page.setViewportSize(viewport);
    // A transient screen stops the clock: every screen starts with it running again, at the moment.
    await page.clock.resume();
    await page.clock.setFixedTime(REVIEW_CLOCK);
    await use(page);
    await leave(page);
  },
});
