import { devices, type Page } from '@playwright/test';
import { expect, JOURNEY, test } from './fixtures.ts';
import {
  providerTraces,
  readWhereItStays,
  routeTableAddresses,
  storeRoutes,
  type Watch,
  WHITE_LABEL,
  watchContext,
} from './walk-helpers.ts';

/**
 * A walk per brand over every route: the demo store's screens and every shell of the route table
 * run without a console error, a failed request or a Content-Security-Policy violation, and the
 * white-label store's screens also show no trace of the provider.
 */

/** Pages open at once: the server answers one while the browser draws another. */
const TABS = 3;

// A trace of 56 pages in three tabs took 40% of the walk's time; a failure names its page and
// what it saw there instead.
test.use({ trace: 'off' });

/**
 * The walk in three parts, each its own test with its own time: the demo store's screens, the
 * white-label store's (also without a trace of the provider), and the route table's other shells
 * (checked for policy violations only, as some of them are meant to fail their data: an invitation
 * without its id, an unknown institution).
 */
const PARTS = {
  'the demo store': (officeEdition: boolean) => storeRoutes('ana-souza', officeEdition),
  'the white-label store': (officeEdition: boolean) => storeRoutes(WHITE_LABEL.pb, officeEdition),
  "the route table's other shells": (officeEdition: boolean) =>
    routeTableAddresses(officeEdition).filter(
      (path) => !storeRoutes('ana-souza', officeEdition).includes(path),
    ),
};

for (const [part, addresses] of Object.entries(PARTS)) {
  test(`every route of ${part} runs clean under the built policy`, { tag: JOURNEY.brand }, async ({
    browser,
    baseURL,
    brand,
  }) => {
    // About 20 pages, three at a time, on a shared 2-core machine.
    test.setTimeout(150_000);
    const queue = addresses(brand.officeEdition);
    const shells = part === "the route table's other shells";
    const whiteLabel = part === 'the white-label store';
    const failures: string[] = [];

    async function visit(tab: Page, path: string, watch: Watch): Promise<void> {
      await tab.goto(path, { waitUntil: 'load' });
      const traces = await readWhereItStays(tab, watch, async () =>
        whiteLabel ? providerTraces(tab, brand) : [],
      );
      const seen = watch.seenOn(tab);
      failures.push(...seen.csp.map((line) => `${path}: CSP ${line}`));
      if (!shells) failures.push(...seen.problems.map((line) => `${path}: ${line}`));
      failures.push(...traces.map((t) => `${path}: ${t}`));
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
}
