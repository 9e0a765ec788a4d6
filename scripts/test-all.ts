/**
 * Every test of the project. First what the machine lacks for them (Chromium's headless shell, the
 * fonts, nginx): installed with Debian's packages when run as root, else named with the command to
 * run (scripts/lib/ensure-prerequisites.ts). Then two lanes at once, each in order: lint and
 * format, dead code (knip), type check, the import rules and the build of every brand, the checks of the build output
 * (byte budgets, security headers; no browser), the documented commands as written (tests/commands/:
 * each answers --help, each benchmark's smoke, the database commands, the brand preview, a sharded
 * review and its merge); beside them the service tests (on the PostgreSQL server when DATABASE_URL
 * is set, else on embedded PGlite; the browser tests run the services on PGlite either way), then
 * the unit tests. Then the browser tests (tests/brand-matrix.ts says which
 * brand runs which) and the brand review of every brand whose files or drawing code changed since
 * its screens were approved. Each step prints its time; a lane's output is printed as each of its
 * steps ends.
 *
 * A brand's `@brand` browser tests run with its review: for the journey brand always, for the
 * others when they changed since their approval (`npm run test:brand` runs both for a brand).
 */
import { spawn } from 'node:child_process';
import { listBrandIds } from '../src/features/brand/config/load.ts';
import { JOURNEY_BRAND } from '../tests/brand-matrix.ts';
import { changedBrands } from '../tests/brand-review/changed.ts';
import { ensurePrerequisites } from './lib/ensure-prerequisites.ts';

const node = process.execPath;
const bin = (pkg: string, file: string) => `node_modules/${pkg}/${file}`;
const vitest = bin('vitest', 'vitest.mjs');

interface Step {
  title: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

let failed: string | undefined;

/**
 * Runs a step unless one has failed; answers whether it passed. Alone, its output goes straight
 * through; beside another lane, it is kept and printed when the step ends, so lanes do not mix.
 */
async function run({ title, args, env = process.env }: Step, alone = false): Promise<boolean> {
  if (failed) return false;
  if (alone) console.log(`\n▶ ${title}`);
  const started = performance.now();
  const child = spawn(node, args, { env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number>((resolve) => child.once('close', (c) => resolve(c ?? 1)));
  if (!alone) process.stdout.write(`\n▶ ${title}\n${Buffer.concat(output).toString()}`);
  console.log(`⏱ ${title}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (code !== 0) {
    console.error(`✗ ${title} failed`);
    failed ??= title;
  }
  return code === 0;
}

const { DATABASE_URL, ...withoutDatabase } = process.env;

ensurePrerequisites();

await Promise.all([
  (async () => {
    await run({ title: 'lint and format (biome)', args: [bin('@biomejs/biome', 'bin/biome'), 'check', '.'] });
    await run({
      title: 'dead code: unused files, exports and packages (knip)',
      args: [bin('knip', 'bin/knip.js')],
    });
    await run({ title: 'type check (astro check)', args: [bin('astro', 'bin/astro.mjs'), 'check'] });
    await run({
      title: 'import rules, then the build of every brand',
      args: ['scripts/build.ts'],
      env: withoutDatabase,
    });
    await run({
      title: 'build output: byte budgets and security headers',
      args: [vitest, 'run', '--config', 'tests/build/vitest.config.ts'],
      env: withoutDatabase,
    });
    await run({
      title: 'the documented commands, as written',
      args: [vitest, 'run', '--config', 'tests/commands/vitest.config.ts'],
      env: withoutDatabase,
    });
  })(),
  // The service tests first: they wait on their databases much of the time, beside the type check.
  (async () => {
    await run({
      title: DATABASE_URL ? 'service tests on PostgreSQL' : 'service tests on PGlite',
      args: [vitest, 'run', 'services'],
    });
    await run({
      title: 'unit tests',
      args: [vitest, 'run', 'src', 'scripts', 'tests'],
      env: withoutDatabase,
    });
  })(),
]);

const changed = changedBrands(listBrandIds());
await run(
  {
    title: 'browser tests (Playwright)',
    args: [bin('@playwright/test', 'cli.js'), 'test'],
    env: { ...withoutDatabase, E2E_BRAND_CHECKS: [...new Set([JOURNEY_BRAND, ...changed])].join(',') },
  },
  true,
);
await run(
  {
    title: 'brand review of the brands changed since their approval',
    // Their `@brand` tests ran in the step above.
    args: ['scripts/test-brand.ts', '--changed', '--no-checks'],
    env: withoutDatabase,
  },
  true,
);
process.exitCode = failed ? 1 : 0;
