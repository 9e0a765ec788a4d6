import { devices, type Page } from '@playwright/test';
import { expect, JOURNEY, test } from './fixtures.ts';
import {
  providerTraces,
  routeTableAddresses,
  settle,
  storeRoutes,
  type Watch,
  WHITE_LABEL,
  watchContext,
} from './walk-helpers.ts';

/**
 * One walk per brand over every route: the demo store's screens and every shell of the route
 * table run without a console error, a failed request or a Content-Security-Policy violation, and
 * the white-label store's screens also show no trace of the provider.
 */

/** Pages open at once: the server answers one while the browser draws another. */
const TABS = 3;

// A trace of 56 pages in three tabs took 40% of the walk's time; a failure names its page and
// what it saw there instead.
test.use({ trace: 'off' });

test('every route runs clean under the built policy; the white-label store shows no provider trace', {
  tag: JOURNEY.brand,
}, async ({ browser, baseURL, brand }) => {
  // About 56 pages, three at a time, on a shared 2-core machine.
  test.setTimeout(180_000);
  const store = storeRoutes('ana-souza', brand.officeEdition);
  const whiteLabel = storeRoutes(WHITE_LABEL.pb, brand.officeEdition);
  // The route table's addresses are checked for policy violations only, as some of them are
  // meant to fail their data (an invitation without its id, an unknown institution).
  const shells = routeTableAddresses(brand.officeEdition).filter((path) => !store.includes(path));
  const queue = [...store, ...whiteLabel, ...shells];
  const failures: string[] = [];

  async function visit(tab: Page, path: string, { seenOn, answered }: Watch): Promise<void> {
    await tab.goto(path, { waitUntil: 'load' });
    await settle(tab);
    await answered(tab);
    const seen = seenOn(tab);
    failures.push(...seen.csp.map((line) => `${path}: CSP ${line}`));
    if (!shells.includes(path)) failures.push(...seen.problems.map((line) => `${path}: ${line}`));
    if (whiteLabel.includes(path))
      failures.push(...(await providerTraces(tab, brand)).map((t) => `${path}: ${t}`));
  }

  // A window (a context) of its own per worker: a tab behind another draws nothing, so the
  // islands that wait to be scrolled near would not hydrate while another tab is at the front.
  // A fresh tab per page: some shells move on by themselves later (an invitation without its
  // data goes home), which must not cut the next page's load or mix its records with it.
  async function worker(): Promise<void> {
    const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? 'http://localhost' }]);
    const watch = await watchContext(context);
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const tab = await context.newPage();
      await tab.emulateMedia({ reducedMotion: 'reduce' });
      await test.step(path, () => visit(tab, path, watch));
      await tab.close();
    }
    await context.close();
  }
  await Promise.all(Array.from({ length: TABS }, worker));
  expect(failures).toEqual([]);
});
