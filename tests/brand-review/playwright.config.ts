import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { loadBrand } from '../../src/features/brand/config/load.ts';
import { brandServer, brandsOfRun, CHROMIUM_LAUNCH } from '../brand-servers.ts';
import { REVIEW_DAY, REVIEW_MOMENT, REVIEW_ORIGIN } from './review-data.ts';
import { parseShard, reviewItems, SCREENS_ENV, shardOf, titlesPattern } from './shards.ts';

/**
 * The brand review's own run: one project per brand, each against a fresh server of its own (an
 * in-memory database seeded as of REVIEW_DAY), so every run draws the same data whatever ran
 * before. REVIEW_BRANDS=aurora,offices narrows it, REVIEW_SCREENS=home,login too, REVIEW_SHARD=i/n
 * draws the i-th of n equal parts of its screens (shards.ts); `npm run test:brand` is its front door.
 *
 * What a brand looks like must not depend on what runs beside it: every brand is drawn under one
 * origin (REVIEW_ORIGIN, which the browser maps to the brand's own server, whatever its port), at
 * one moment (the browser's clock and the server's, server-clock.ts) and in one time zone and locale
 * (review-page.ts).
 */
const brands = brandsOfRun(process.env.REVIEW_BRANDS);
const basePort = Number(process.env.REVIEW_BASE_PORT ?? 4480);
const portOf = (i: number) => basePort + i;
const shard = process.env.REVIEW_SHARD ? parseShard(process.env.REVIEW_SHARD) : undefined;
const screens = process.env[SCREENS_ENV]?.split(',');
const items = reviewItems(
  brands.map((id) => ({ id, officeEdition: loadBrand(id).officeEdition })),
  screens,
);
const drawn = shard ? shardOf(items, shard.index, shard.count) : items;
const runs = brands
  .map((brand) => ({ brand, titles: drawn.filter((item) => item.brand === brand).map((item) => item.title) }))
  .filter(({ titles }) => titles.length > 0);

const reviewHost = new URL(REVIEW_ORIGIN).host;
const serverClock = new URL('./server-clock.ts', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: 'review.spec.ts',
  outputDir: '../../test-results/brand-review-runs',
  fullyParallel: true,
  // Three browsers on two cores: a screen's wait for the server or the next frame leaves room for
  // another (one brand: 133 s with three against 155 s with two, docs/benchmarks.md#the-brand-review).
  workers: Number(process.env.REVIEW_WORKERS ?? 3),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { trace: 'off', launchOptions: CHROMIUM_LAUNCH },
  projects: runs.map(({ brand, titles }, i) => {
    const server = `127.0.0.1:${portOf(i)}`;
    return {
      name: brand,
      grep: shard || screens ? titlesPattern(titles) : undefined,
      // The browser's own settings are the review page's (review-page.ts).
      use: {
        baseURL: REVIEW_ORIGIN,
        serverURL: `http://${server}`,
        brandId: brand,
        launchOptions: {
          ...CHROMIUM_LAUNCH,
          args: [...CHROMIUM_LAUNCH.args, `--host-resolver-rules=MAP ${reviewHost} ${server}`],
        },
      },
    };
  }),
  webServer: runs.map(({ brand }, i) =>
    brandServer(brand, portOf(i), {
      SEED_DATE: REVIEW_DAY,
      TRUST_PROXY: '1',
      // Links the services write (mail, previews) name the origin the browser draws under.
      PUBLIC_ORIGIN: REVIEW_ORIGIN,
      TZ: 'UTC',
      REVIEW_MOMENT,
      NODE_OPTIONS: `--import=${serverClock}`,
      // The seeded database, prepared once per edit of the services (services/db/memory-images.ts).
      MEMORY_IMAGE_DIR: join(tmpdir(), 'vitrine-review-databases'),
    }),
  ),
});
