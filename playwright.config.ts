import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags.ts';
import { listBrandIds } from './src/brand/load.ts';
import { JOURNEY_BRAND, projectFilter } from './tests/brand-matrix.ts';

/**
 * One project per brand, each against its own local server (npm start) on its own port with an
 * in-memory database, so every brand keeps its own screenshot baselines. tests/brand-matrix.ts
 * says which tests each brand's project runs.
 */
// E2E_BRANDS=offices,vitrine narrows the run (and the servers started) to some brands.
const listed = process.env.E2E_BRANDS ? process.env.E2E_BRANDS.split(',') : listBrandIds();
// The journey brand runs the most tests: first, so the other brands fill the second worker beside it.
const brands = [...listed].sort((a, b) => Number(b === JOURNEY_BRAND) - Number(a === JOURNEY_BRAND));
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
  // Two brands at a time, each brand's tests one after another (its project's `workers: 1`): tests
  // of one brand share its server's data, mailbox and rate limits, those of two brands share nothing.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // DOM snapshots of each step, without the screencast: its frames cost about a quarter of a route walk.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: brands.map((brand, i) => ({
    name: brand,
    workers: 1,
    ...projectFilter(brand),
    use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${portOf(i)}`, brandId: brand },
  })),
  webServer: brands.map((brand, i) => ({
    command: 'node scripts/start.ts',
    url: `http://localhost:${portOf(i)}/api/health`,
    // TRUST_PROXY: tests sign customers up from addresses of their own (X-Forwarded-For); the
    // browser's own requests carry no such header and count under the loopback peer.
    env: {
      BRAND: brand,
      PORT: String(portOf(i)),
      DATABASE_URL: 'memory://',
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      // Pages carry their fragments even when a loaded machine renders them slowly.
      INCLUDE_BUDGET_MS: '3000',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
