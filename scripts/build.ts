/**
 * The build matrix: one static build per brand into dist/<id>/.
 *   npm run build                    every brand
 *   npm run build -- --brand <id>    one brand (or BRAND=<id>)
 *   … --if-changed                   only the brands whose inputs changed since their last build
 *                                    (scripts/lib/build-inputs.ts)
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BrandError, listBrandIds, loadBrand } from '../src/features/brand/config/load.ts';
import { buildInputs, buildIsCurrent, stampBuild } from './lib/build-inputs.ts';
import { formatBytes, measureOutput } from './lib/output-size.ts';

const { values } = parseArgs({
  options: { brand: { type: 'string' }, 'if-changed': { type: 'boolean', default: false } },
});
const only = values.brand ?? process.env.BRAND;
const distDir = process.env.DIST_DIR ?? 'dist';
const inputsOf = new Map((only ? [only] : listBrandIds()).map((id) => [id, buildInputs(id)]));
const ids: string[] = [];
for (const [id, inputs] of inputsOf) {
  if (values['if-changed'] && buildIsCurrent(distDir, id, inputs))
    console.log(`= ${id.padEnd(12)} current: its inputs did not change since its build`);
  else ids.push(id);
}
if (ids.length === 0) process.exit(0);

function astroBuild(id: string): Promise<{ code: number; log: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join('node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
      env: { ...process.env, BRAND: id },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => {
      log += chunk;
    });
    child.stderr.on('data', (chunk) => {
      log += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, log }));
  });
}

// Check every brand file first: a bad one fails before anything is built.
for (const id of ids) {
  try {
    loadBrand(id);
  } catch (error) {
    if (error instanceof BrandError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

// The import rules of .dependency-cruiser.cjs (layers, features, services), .astro files included:
// a broken one stops the build.
const rules = spawnSync(process.execPath, [join('scripts', 'check-imports.ts')], {
  stdio: 'inherit',
  env: process.env,
});
if (rules.status !== 0) {
  console.error('✗ import rules broken (.dependency-cruiser.cjs): the build stops');
  process.exit(1);
}

const started = performance.now();
let totalBytes = 0;
let totalPages = 0;
for (const id of ids) {
  const t0 = performance.now();
  stampBuild(distDir, id, null);
  const { code, log } = await astroBuild(id);
  if (code !== 0) {
    console.error(log);
    console.error(`✗ ${id}: build failed`);
    process.exit(1);
  }
  stampBuild(distDir, id, inputsOf.get(id) ?? null);
  const { pages, bytes } = measureOutput(join(distDir, id));
  totalBytes += bytes;
  totalPages += pages;
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(
    `✓ ${id.padEnd(12)} ${seconds.padStart(5)} s  ${String(pages).padStart(3)} pages  ${formatBytes(bytes)}`,
  );
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${ids.length} brand(s), ${totalPages} pages, ${formatBytes(totalBytes)} in ${seconds} s → ${distDir}/`,
);
