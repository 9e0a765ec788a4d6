/**
 * A tester's run of the brand review (tests/brand-review/) and of the brand's `@brand` browser tests
 * (its chrome, axe, overflow, keyboard and route walk), on a fresh build of each brand:
 *
 *   npm run test:brand -- <id>[,<id>…]        review these brands, write the report, one line each
 *   npm run test:brand -- --all              every brand
 *   npm run test:brand -- --changed          only the brands whose changes are confined to their
 *                                            folder; every brand when anything else changed
 *   … --approve <screen|key|all>             approve from the last run (no new run)
 *   … --serve                                serve the report on 127.0.0.1 with approve buttons
 *   … --no-checks                            the review only (npm test runs the checks before it)
 *
 * Each brand ends with `<id>: N of M screens differ from the approved look`; the exit code is 1
 * when any screen differs or a check fails.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { listBrandIds } from '../src/features/brand/config/load.ts';
import { JOURNEY } from '../tests/brand-matrix.ts';
import { resultsDir } from '../tests/brand-review/approvals.ts';
import { changedBrands } from '../tests/brand-review/changed.ts';
import {
  approve,
  differs,
  readResults,
  rendererNotice,
  reportDir,
  summaryLine,
  writeReport,
} from '../tests/brand-review/report.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    changed: { type: 'boolean', default: false },
    approve: { type: 'string' },
    serve: { type: 'boolean', default: false },
    'no-checks': { type: 'boolean', default: false },
    port: { type: 'string', default: '4390' },
  },
});

const known = listBrandIds();
const named = positionals.flatMap((p) => p.split(',')).filter(Boolean);
const unknown = named.filter((id) => !known.includes(id));
if (unknown.length > 0 || (!values.all && !values.changed && named.length === 0)) {
  console.error(
    `Usage: npm run test:brand -- <brand>[,<brand>] | --all | --changed [--approve <screen|all>] [--serve] [--no-checks]; brands: ${known.join(', ')}`,
  );
  process.exit(2);
}
const brands = values.all ? known : values.changed ? changedBrands(known) : named;

if (values.approve) {
  for (const brand of brands) {
    const keys = approve(brand, values.approve);
    console.log(`${brand}: approved ${keys.length} screen(s): ${keys.join(', ')}`);
    writeReport(brand, { served: false });
  }
  process.exit(0);
}

let failedChecks = false;
if (!values.serve || readResults(brands[0] ?? '').length === 0) {
  if (brands.length === 0) {
    console.log('No brand changed: nothing to review.');
    process.exit(0);
  }
  for (const brand of brands) {
    rmSync(resultsDir(brand), { recursive: true, force: true });
    // The review draws the brand as its files are now: a build left from before an edit would not.
    const built = spawnSync(process.execPath, ['scripts/build.ts', '--brand', brand], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const playwright = (args: string[], env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    }).status;
  if (!values['no-checks']) {
    console.log(`\nBrowser checks of ${brands.join(', ')} (@brand)`);
    failedChecks =
      playwright(['--grep', JOURNEY.brand], {
        E2E_BRANDS: brands.join(','),
        E2E_BRAND_CHECKS: brands.join(','),
      }) !== 0;
  }
  playwright(['-c', 'tests/brand-review/playwright.config.ts'], { REVIEW_BRANDS: brands.join(',') });
}

let differing = 0;
for (const brand of brands) {
  const results = readResults(brand);
  const report = writeReport(brand, { served: false });
  console.log(`Report: ${report}`);
  const notice = rendererNotice(results);
  if (notice) console.log(notice);
  differing += results.filter(differs).length;
  if (results.length === 0) differing += 1;
}
for (const brand of brands) console.log(summaryLine(brand, readResults(brand)));
if (failedChecks) console.log(`The browser checks (@brand) of ${brands.join(', ')} failed: see above.`);

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
