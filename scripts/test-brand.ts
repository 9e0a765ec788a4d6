/**
 * A tester's run of the brand review (tests/brand-review/) and of the brand's `@brand` browser tests
 * (its chrome, axe, overflow, keyboard and route walk), on a build of each brand's files as they are
 * now; the options are in USAGE. Each brand ends with `<id>: N of M screens differ from the approved
 * look`; the exit code is 1 when any screen differs or a check fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { listBrandIds, loadBrand } from '../src/features/brand/config/load.ts';
import { JOURNEY } from '../tests/brand-matrix.ts';
import { ALIKE_ROOT, unlikeScreens } from '../tests/brand-review/alike.ts';
import { resultsDir } from '../tests/brand-review/approvals.ts';
import { changedBrands } from '../tests/brand-review/changed.ts';
import { mergeShards, SHARDS_ROOT, shardResultsDir } from '../tests/brand-review/merge.ts';
import {
  approve,
  differs,
  readResults,
  rendererNotice,
  reportDir,
  summaryLine,
  writeReport,
} from '../tests/brand-review/report.ts';
import { parseShard, reviewItems, SCREENS_ENV, shardOf } from '../tests/brand-review/shards.ts';
import { commandArgs } from './lib/cli.ts';

const USAGE = `
Usage: npm run test:brand -- <brand>[,<brand>…] | --all | --changed [options]
The brand review (every screen and modal at phone and desktop widths, against its approved look)
and the brands' @brand browser tests, on a build of each brand's files as they are now.

  <brand>[,<brand>…]     review these brands, write the report, one line each
  --all                  every brand
  --changed              only the brands whose folder, or the code that draws every brand, changed
                         since their approval
  --shard i/n            the i-th of n equal parts of the screens (one CI machine each), and the
                         @brand tests of the brands whose first screen is in it
  --merge                join the shards' results (test-results/brand-review-shards/) into one
                         report per brand, as one run writes it
  --alike                draw the brands alone, then among every brand in reverse order, and fail
                         unless each screen's record and image are the same in both
  --screens <id>[,<id>]  these screens only (as screens.ts names them: home, login…), at both widths
  --approve <screen|key|all>  approve from the last run or merge (no new run)
  --serve                serve the report on 127.0.0.1 with approve buttons
  --port <n>             the port of --serve (default 4390)
  --no-checks            the review only (npm test runs the checks before it)
  --help                 this text`;

const { values, positionals } = commandArgs(
  USAGE,
  {
    all: { type: 'boolean', default: false },
    changed: { type: 'boolean', default: false },
    approve: { type: 'string' },
    serve: { type: 'boolean', default: false },
    'no-checks': { type: 'boolean', default: false },
    shard: { type: 'string' },
    merge: { type: 'boolean', default: false },
    alike: { type: 'boolean', default: false },
    port: { type: 'string', default: '4390' },
    screens: { type: 'string' },
  },
  { positionals: true },
);

const known = listBrandIds();
const named = positionals.flatMap((p) => p.split(',')).filter(Boolean);
const unknown = named.filter((id) => !known.includes(id));
if (unknown.length > 0 || (!values.all && !values.changed && named.length === 0)) {
  console.error(`${USAGE.trim()}\n\nBrands: ${known.join(', ')}`);
  process.exit(2);
}
const brands = values.all ? known : values.changed ? changedBrands(known) : named;
// The review's own run reads the same narrowing (tests/brand-review/playwright.config.ts).
if (values.screens) process.env[SCREENS_ENV] = values.screens;
const items = reviewItems(
  brands.map((id) => ({ id, officeEdition: loadBrand(id).officeEdition })),
  values.screens?.split(','),
);
if (values.screens && items.length === 0) {
  console.error(
    `--screens ${values.screens}: no such screen of ${brands.join(', ')} (tests/brand-review/screens.ts)`,
  );
  process.exit(2);
}
const shard = (() => {
  try {
    return values.shard ? parseShard(values.shard) : undefined;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE.trim()}`);
    process.exit(2);
  }
})();
// A shard's run writes to a folder of its own, for the merge to find beside the others'.
if (shard) process.env.REVIEW_RESULTS_DIR = shardResultsDir(shard.index, shard.count);
const drawn = shard ? shardOf(items, shard.index, shard.count) : items;
/** The brands this run draws, and those whose @brand tests it runs: each brand's on one shard only. */
const drawnBrands = brands.filter((brand) => drawn.some((item) => item.brand === brand));
const checkedBrands = brands.filter((brand) => {
  const first = items.find((item) => item.brand === brand);
  return first !== undefined && drawn.includes(first);
});

if (values.approve) {
  for (const brand of brands) {
    const keys = approve(brand, values.approve);
    console.log(`${brand}: approved ${keys.length} screen(s): ${keys.join(', ')}`);
    writeReport(brand, { served: false });
  }
  process.exit(0);
}

if (values.merge) {
  const runs = existsSync(SHARDS_ROOT) ? readdirSync(SHARDS_ROOT).map((run) => join(SHARDS_ROOT, run)) : [];
  const { missing, twice } = mergeShards(runs, items, resultsDir);
  console.log(`Merged ${runs.length} shard run(s) from ${SHARDS_ROOT}`);
  if (missing.length > 0) console.log(`Drawn by no shard (${missing.length}): ${missing.join(', ')}`);
  if (twice.length > 0) console.log(`Drawn by two shards (${twice.length}): ${twice.join(', ')}`);
  if (missing.length > 0 || twice.length > 0) process.exit(1);
}

const playwright = (args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status;
/**
 * Builds the brands as their files are now: a build left from before an edit would not draw it.
 * A build made from the same inputs is kept (build.ts --if-changed).
 */
function build(ids: string[]): void {
  for (const brand of ids) {
    const built = spawnSync(process.execPath, ['scripts/build.ts', '--brand', brand, '--if-changed'], {
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}
const review = (ids: string[], env: NodeJS.ProcessEnv = {}) =>
  playwright(['-c', 'tests/brand-review/playwright.config.ts'], { REVIEW_BRANDS: ids.join(','), ...env });

if (values.alike) {
  build(known);
  const alone = join(ALIKE_ROOT, 'alone');
  const among = join(ALIKE_ROOT, 'among');
  rmSync(ALIKE_ROOT, { recursive: true, force: true });
  review(brands, { REVIEW_RESULTS_DIR: alone });
  review([...known].reverse(), { REVIEW_RESULTS_DIR: among });
  let unlike = 0;
  for (const brand of brands) {
    const found = unlikeScreens(join(alone, brand), join(among, brand));
    unlike += found.length;
    console.log(
      found.length === 0
        ? `${brand}: drawn alike alone and among ${known.length} brands (${readdirSync(join(alone, brand)).filter((f) => f.endsWith('.result.json')).length} screens)`
        : `${brand}: ${found.length} screen(s) drawn otherwise alone than among ${known.length} brands:\n  ${found.join('\n  ')}`,
    );
  }
  process.exit(unlike > 0 ? 1 : 0);
}

let failedChecks = false;
if (!values.merge && (!values.serve || readResults(brands[0] ?? '').length === 0)) {
  if (brands.length === 0) {
    console.log('No brand changed: nothing to review.');
    process.exit(0);
  }
  for (const brand of drawnBrands) rmSync(resultsDir(brand), { recursive: true, force: true });
  build(drawnBrands);
  if (!values['no-checks'] && checkedBrands.length > 0) {
    console.log(`\nBrowser checks of ${checkedBrands.join(', ')} (@brand)`);
    failedChecks =
      playwright(['--grep', JOURNEY.brand], {
        E2E_BRANDS: checkedBrands.join(','),
        E2E_BRAND_CHECKS: checkedBrands.join(','),
      }) !== 0;
  }
  // The run's every brand: the shard is cut from all their screens, its servers those it draws.
  review(brands, values.shard ? { REVIEW_SHARD: values.shard } : {});
}

const reported = shard ? drawnBrands : brands;
let differing = 0;
for (const brand of reported) {
  const results = readResults(brand);
  const report = writeReport(brand, { served: false });
  console.log(`Report: ${report}`);
  const notice = rendererNotice(results);
  if (notice) console.log(notice);
  differing += results.filter(differs).length;
  if (results.length === 0) differing += 1;
}
for (const brand of reported) console.log(summaryLine(brand, readResults(brand)));
if (shard)
  console.log(
    `Shard ${values.shard}: ${drawn.length} of ${items.length} screens. Once every shard ran: npm run test:brand -- ${[...named, ...(values.all ? ['--all'] : []), ...(values.changed ? ['--changed'] : []), ...(values.screens ? ['--screens', values.screens] : [])].join(' ')} --merge`,
  );
if (failedChecks)
  console.log(`The browser checks (@brand) of ${checkedBrands.join(', ')} failed: see above.`);

if (values.serve) serveReport(brands[0] as string, Number(values.port));
else process.exit(differing > 0 || failedChecks ? 1 : 0);

/** The report with approve buttons, on the loopback address only: approving writes baselines. */
function serveReport(brand: string, port: number): void {
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/approve') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const which = new URLSearchParams(body).get('which') ?? '';
        try {
          console.log(`${brand}: approved ${approve(brand, which).join(', ')}`);
          console.log(summaryLine(brand, readResults(brand)));
          res.writeHead(303, { Location: '/' }).end();
        } catch (error) {
          res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end((error as Error).message);
        }
      });
      return;
    }
    const path = new URL(req.url ?? '/', 'http://report').pathname;
    if (path === '/') {
      const report = writeReport(brand, { served: true });
      return void res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(readFileSync(report));
    }
    // Only the report's own image names: no path reaches outside its folder.
    const image = /^\/images\/([\w-]+\.png)$/.exec(path)?.[1];
    if (image)
      return void res
        .writeHead(200, { 'Content-Type': 'image/png' })
        .end(readFileSync(join(reportDir(brand), 'images', image)));
    res.writeHead(404).end();
  });
  server.listen(port, '127.0.0.1', () => console.log(`Review of ${brand}: http://127.0.0.1:${port}/`));
}
