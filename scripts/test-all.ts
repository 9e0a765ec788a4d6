/**
 * Every test of the project, in order: lint and format, type check, import rules, unit and service tests
 * (embedded PGlite, then the PostgreSQL server when DATABASE_URL is set), the build of every
 * brand, then the browser tests and byte budgets per brand.
 */
import { spawnSync } from 'node:child_process';

const node = process.execPath;
const bin = (pkg: string, file: string) => `node_modules/${pkg}/${file}`;

function step(title: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(node, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const { DATABASE_URL, ...withoutDatabase } = process.env;

step('lint and format (biome)', [bin('@biomejs/biome', 'bin/biome'), 'check', '.']);
step('type check (astro check)', [bin('astro', 'bin/astro.mjs'), 'check']);
step('import rules: no cycle, storefront apart from services (dependency-cruiser)', [
  bin('dependency-cruiser', 'bin/dependency-cruiser.mjs'),
  ...['src', 'services', 'scripts', 'tests', '--config', '.dependency-cruiser.cjs'],
]);
step('unit and service tests on PGlite', [bin('vitest', 'vitest.mjs'), 'run'], withoutDatabase);
if (DATABASE_URL) {
  step('service tests on PostgreSQL', [bin('vitest', 'vitest.mjs'), 'run', 'services'], process.env);
}
step('build every brand', ['scripts/build.ts'], withoutDatabase);
step('browser tests and budgets (Playwright)', [bin('@playwright/test', 'cli.js'), 'test'], withoutDatabase);
