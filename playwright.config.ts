import { defineConfig } from '@playwright/test';
import { brandRuns, JOURNEY_BRAND } from './tests/brand-matrix.ts';
import { brandProject, brandServer, brandsOfRun, CHROMIUM_LAUNCH } from './tests/brand-servers.ts';

/**
 * Projects of each brand, each against its own local server (npm start) on its own port with an
 * in-memory database (tests/brand-servers.ts). tests/brand-matrix.ts says which tests each brand's
 * projects run.
 */
// E2E_BRANDS=offices,vitrine narrows the run (and the servers started) to some brands.
const listed = brandsOfRun(process.env.E2E_BRANDS);
// E2E_BRAND_CHECKS=offices,aurora runs the `@brand` tests of these brands only (npm test: the
// journey brand and the brands changed since their approval); every brand's by default.
const checked = brandsOfRun(process.env.E2E_BRAND_CHECKS);
// The journey brand runs the most tests, on two servers: first, so they take both workers.
const brands = [...listed].sort((a, b) => Number(b === JOURNEY_BRAND) - Number(a === JOURNEY_BRAND));
const runs = brands.flatMap((brand) =>
  brandRuns(brand, checked.includes(brand)).map((run) => ({ brand, ...run })),
);
const basePort = Number(process.env.E2E_BASE_PORT ?? 4400);
const portOf = (i: number) => basePort + i;

export default defineConfig({
  testDir: 'tests',
  // tests/build/*.test.ts are vitest checks of the build output, run without a browser.
  testMatch: '**/*.spec.ts',
  // The brand review runs against servers of its own (tests/brand-review/playwright.config.ts).
  testIgnore: 'brand-review/**',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two projects at a time, each project's tests one after another (its `workers: 1`): tests of one
  // server share its data, mailbox and rate limits, those of two servers share nothing.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // DOM snapshots of each step, without the screencast: its frames cost about a quarter of a route walk.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: runs.map(({ brand, ...run }, i) => ({ ...brandProject(brand, portOf(i)), workers: 1, ...run })),
  // TRUST_PROXY: tests sign customers up from addresses of their own (X-Forwarded-For); the
  // browser's own requests carry no such header and count under the loopback peer.
  webServer: runs.map(({ brand }, i) => brandServer(brand, portOf(i), { TRUST_PROXY: '1' })),
});
