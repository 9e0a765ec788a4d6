/**
 * Lighthouse (mobile) over the browsing screens of each brand, against the local server:
 *   npm run bench:web                        every brand
 *   BENCH_BRANDS=offices npm run bench:web   some brands
 * Prints performance, LCP, TBT, CLS and the first-load JavaScript (gzip) of each page, and
 * checks the goals of issue 4 (performance >= 0.95, LCP <= 2.0 s, CLS <= 0.02, home JS <= 130 KB).
 * Chromium comes from CHROME_PATH (default /usr/bin/chromium).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { listBrandIds } from '../src/brand/load.ts';
import { resolveRoute, shellFile } from '../src/routes/route-table.ts';
import { firstLoadJs } from './lib/first-load-js.ts';

const PAGES: [string, string][] = [
  ['home', '/pb/ana-souza'],
  ['group', '/pb/ana-souza/emprestimos'],
  ['product', '/pb/ana-souza/emprestimos/1'],
  ['profile', '/pb/ana-souza/perfil'],
];
const WARM_UP = [
  '/api/store/pb/ana-souza/marketplace/',
  '/api/auth/person/v2/pbprofile/ana-souza/',
  '/api/store/carousel/ana-souza/',
  '/api/store/partners/?slug=ana-souza',
  '/api/store/pb/ana-souza/productgroups/',
  '/api/store/pb/ana-souza/productgroups/emprestimos/',
  '/api/store/pb/ana-souza/product/1/',
  '/api/store/terms-of-service/1/',
];
const GOALS = { performance: 0.95, lcpMs: 2000, cls: 0.02, homeJsBytes: 130 * 1024 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const distDir = process.env.DIST_DIR ?? 'dist';
const brands = process.env.BENCH_BRANDS ? process.env.BENCH_BRANDS.split(',') : listBrandIds();
const port = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://localhost:${port}`;

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not answer in time`);
}

function startServer(brand: string): ChildProcess {
  if (!existsSync(join(distDir, brand, '404.html'))) {
    const built = spawnSync(process.execPath, ['scripts/build.ts', '--brand', brand], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  return spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      BRAND: brand,
      PORT: String(port),
      DATABASE_URL: 'memory://',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Row {
  brand: string;
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

const fmt = {
  score: (n: number) => n.toFixed(2),
  ms: (n: number) => `${Math.round(n)} ms`,
  cls: (n: number) => n.toFixed(3),
  kb: (n: number) => `${(n / 1024).toFixed(1)} KB`,
};

/** With BENCH_DETAILS=1: the LCP element and what moved, to see where the time and shifts go. */
function printDetails(audits: Record<string, { details?: unknown }>): void {
  type Node = { selector?: string; snippet?: string };
  const lcp = (
    audits['lcp-breakdown-insight']?.details as { items?: { type: string; items?: unknown }[] } | undefined
  )?.items;
  for (const item of lcp ?? []) {
    if (item.type === 'node') console.log(`    LCP element: ${(item as Node).selector}`);
    if (item.type === 'table') {
      for (const part of (item.items as { label: string; duration: number }[]) ?? []) {
        console.log(`    ${part.label}: ${Math.round(part.duration)} ms`);
      }
    }
  }
  const shifts = (
    audits['layout-shifts']?.details as { items?: { node?: Node; score: number }[] } | undefined
  )?.items;
  for (const shift of shifts ?? [])
    console.log(`    shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? '?'}`);
}

const rows: Row[] = [];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  for (const brand of brands) {
    const server = startServer(brand);
    try {
      await waitForServer(`${base}/api/health`, server);
      // Warm the database and the server's caches: the first answer of an embedded database is
      // not what a visitor meets on a running store.
      for (const path of WARM_UP) await fetch(`${base}${path}`);
      for (const [name, path] of PAGES) {
        const url = `${base}${path}`;
        // One warm-up visit, so the measured one does not pay the server's first queries.
        await fetch(url);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
        const shell = resolveRoute(path)?.def.shell ?? 'index';
        rows.push({
          brand,
          page: name,
          performance: lhr.categories.performance?.score ?? 0,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          jsBytes: firstLoadJs(join(distDir, brand), shellFile(shell)).bytes,
        });
        const r = rows.at(-1) as Row;
        if (process.env.BENCH_DETAILS) printDetails(lhr.audits);
        console.log(
          `${brand.padEnd(10)} ${name.padEnd(8)} perf ${fmt.score(r.performance)}  LCP ${fmt.ms(r.lcpMs).padStart(8)}  TBT ${fmt.ms(r.tbtMs).padStart(7)}  CLS ${fmt.cls(r.cls)}  JS ${fmt.kb(r.jsBytes).padStart(9)} gzip`,
        );
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }
} finally {
  await chrome.kill();
}

const misses = rows.flatMap((r) => [
  ...(r.performance < GOALS.performance
    ? [`${r.brand} ${r.page}: performance ${fmt.score(r.performance)} < ${GOALS.performance}`]
    : []),
  ...(r.lcpMs > GOALS.lcpMs ? [`${r.brand} ${r.page}: LCP ${fmt.ms(r.lcpMs)} > ${GOALS.lcpMs} ms`] : []),
  ...(r.cls > GOALS.cls ? [`${r.brand} ${r.page}: CLS ${fmt.cls(r.cls)} > ${GOALS.cls}`] : []),
  ...(r.page === 'home' && r.jsBytes > GOALS.homeJsBytes
    ? [`${r.brand} home: JS ${fmt.kb(r.jsBytes)} > 130 KB`]
    : []),
]);
console.log(misses.length === 0 ? 'All goals met.' : `Goals missed:\n  ${misses.join('\n  ')}`);
process.exitCode = misses.length === 0 ? 0 : 1;
