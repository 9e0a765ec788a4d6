import { defineConfig } from '@playwright/test';
import { brandProject, brandServer, brandsOfRun, CHROMIUM_LAUNCH } from '../brand-servers.ts';
import { REVIEW_DAY } from './review-data.ts';

/**
 * The brand review's own run: one project per brand, each against a fresh server of its own (an
 * in-memory database seeded as of REVIEW_DAY), so every run draws the same data whatever ran
 * before. REVIEW_BRANDS=aurora,offices narrows it; `npm run test:brand` is its front door.
 */
const brands = brandsOfRun(process.env.REVIEW_BRANDS);
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
  reporter: [['list']],
  use: { trace: 'off', launchOptions: CHROMIUM_LAUNCH },
  projects: brands.map((brand, i) => brandProject(brand, portOf(i))),
  webServer: brands.map((brand, i) =>
    brandServer(brand, portOf(i), { SEED_DATE: REVIEW_DAY, TRUST_PROXY: '1' }),
  ),
});
