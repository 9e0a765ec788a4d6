/**
 * Every test of the project, in order: lint and format, dead code, type check, import rules, unit tests, the
 * service tests (on the PostgreSQL server when DATABASE_URL is set, else on embedded PGlite; the
 * browser tests run the services on PGlite either way), the build of every brand, the checks of the
 * build output (byte budgets, security headers; no browser), the browser tests (tests/brand-matrix.ts
 * says which brand runs which), then the brand review of every brand whose files or drawing code
 * changed since its screens were approved. Each step prints its time.
 *
 * A brand's `@brand` browser tests run with its review: for the journey brand always, for the
 * others when they changed since their approval (`npm run test:brand` runs both for a brand).
 */
import { spawnSync } from 'node:child_process';
import { listBrandIds } from '../src/features/brand/config/load.ts';
import { JOURNEY_BRAND } from '../tests/brand-matrix.ts';
import { changedBrands } from '../tests/brand-review/changed.ts';

const node = process.execPath;
const bin = (pkg: string, file: string) => `node_modules/${pkg}/${file}`;

function step(title: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(node, args, { stdio: 'inherit', env });
  console.log(`⏱ ${title}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const { DATABASE_URL, ...withoutDatabase } = process.env;

step('lint and format (biome)', [bin('@biomejs/biome', 'bin/biome'), 'check', '.']);
step('dead code: unused files, exports and packages (knip)', [bin('knip', 'bin/knip.js')]);
step('type check (astro check)', [bin('astro', 'bin/astro.mjs'), 'check']);
step('unit tests', [bin('vitest', 'vitest.mjs'), 'run', 'src', 'scripts', 'tests'], withoutDatabase);
step(
  DATABASE_URL ? 'service tests on PostgreSQL' : 'service tests on PGlite',
  [bin('vitest', 'vitest.mjs'), 'run', 'services'],
  process.env,
);
step('import rules, then the build of every brand', ['scripts/build.ts'], withoutDatabase);
step(
  'build output: byte budgets and security headers',
  [bin('vitest', 'vitest.mjs'), 'run', '--config', 'tests/build/vitest.config.ts'],
  withoutDatabase,
);
const changed = changedBrands(listBrandIds());
step('browser tests (Playwright)', [bin('@playwright/test', 'cli.js'), 'test'], {
  ...withoutDatabase,
  E2E_BRAND_CHECKS: [...new Set([JOURNEY_BRAND, ...changed])].join(','),
});
step(
  'brand review of the brands changed since their approval',
  // Their `@brand` tests ran in the step above.
  ['scripts/test-brand.ts', '--changed', '--no-checks'],
  withoutDatabase,
);
