import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags.ts';
import { listBrandIds } from '../../src/brand/load.ts';
import { REVIEW_DAY } from './screens.ts';

/**
 * The brand review's own run: one project per brand, each against a fresh server of its own (an
 * in-memory database seeded as of REVIEW_DAY), so every run draws the same data whatever ran
 * before. REVIEW_BRANDS=aurora,offices narrows it; `npm run test:brand` is its front door.
 */
const brands = process.env.REVIEW_BRANDS ? process.env.REVIEW_BRANDS.split(',') : listBrandIds();
const basePort = Number(process.env.REVIEW_BASE_PORT ?? 4480);
const portOf = (i: number) => basePort + i;

export default defineConfig({
  testDir: '.',
  testMatch: 'review.spec.ts',
  outputDir: '../../test-results/brand-review-runs',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.REVIEW_REPORTER === 'quiet' ? [['dot']] : [['list']],
  use: {
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: brands.map((brand, i) => ({
    name: brand,
    use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${portOf(i)}`, brandId: brand },
  })),
  webServer: brands.map((brand, i) => ({
    command: 'node scripts/start.ts',
    cwd: '../..',
    url: `http://localhost:${portOf(i)}/api/health`,
    env: {
      BRAND: brand,
      PORT: String(portOf(i)),
      DATABASE_URL: 'memory://',
      NODE_ENV: 'test',
      SEED_DATE: REVIEW_DAY,
      INCLUDE_BUDGET_MS: '3000',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
