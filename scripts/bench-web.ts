/**
 * Lighthouse (mobile) over the screens of each brand, against the local server:
 *   npm run bench:web                        every brand
 *   BENCH_BRANDS=offices npm run bench:web   some brands
 *   BENCH_PAGES=home,product npm run bench:web   some pages (names as printed)
 * Prints performance, LCP, TBT, CLS and the first-load JavaScript (gzip) of each page, the LCP of
 * its floor (the same shell with every script removed: what a static page paints) and the ratio
 * LCP / floor LCP, with the machine's load average; then checks the goals (performance >= 0.98,
 * LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.02, home JS <= 100 KB, LCP / floor <= 1.2).
 * Chromium comes from CHROME_PATH (default /usr/bin/chromium).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { listBrandIds } from '../src/brand/load.ts';
import { resolveRoute, shellFile } from '../src/routes/route-table.ts';
import { reportGoals } from './lib/bench-goals.ts';
import { firstLoadJs } from './lib/first-load-js.ts';
import { machineLoad } from './lib/machine-load.ts';

const PAGES: [string, string][] = [
  ['home', '/pb/ana-souza'],
  ['group', '/pb/ana-souza/emprestimos'],
  ['product', '/pb/ana-souza/emprestimos/1'],
  ['landing 55', '/pb/ana-souza/home-equity/55'],
  ['profile', '/pb/ana-souza/perfil'],
  ['qr', '/pb/ana-souza/qrcode?qrcode=sim&label=Conta'],
  ['real estate', '/pb/ana-souza/simulador/financiamento-imobiliario/97'],
  ['consortium', '/pb/ana-souza/simulador/consorcio/117'],
];
const pages = process.env.BENCH_PAGES
  ? PAGES.filter(([name]) => process.env.BENCH_PAGES?.split(',').includes(name))
  : PAGES;
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
const GOALS = {
  performance: 0.98,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  homeJsBytes: 100 * 1024,
  floorRatio: 1.2,
};
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
const floorPort = port + 1;
const base = `http://localhost:${port}`;
const floorBase = `http://localhost:${floorPort}`;

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

function startServer(brand: string, options: { port: number; dist: string }): ChildProcess {
  return spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      BRAND: brand,
      PORT: String(options.port),
      DIST_DIR: options.dist,
      DATABASE_URL: 'memory://',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://localhost:${options.port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function ensureBuilt(brand: string): void {
  if (existsSync(join(distDir, brand, '404.html'))) return;
  const built = spawnSync(process.execPath, ['scripts/build.ts', '--brand', brand], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** A copy of the brand's build whose pages carry no script at all: the floor of each page. */
function floorBuild(brand: string): string {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-floor-'));
  cpSync(join(distDir, brand), join(root, brand), { recursive: true });
  for (const file of readdirSync(join(root, brand), { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = join(root, brand, file);
    writeFileSync(path, stripScripts(readFileSync(path, 'utf8')));
  }
  return root;
}

/** Removes every script element and module preload from a page. */
function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

async function measureLcp(url: string): Promise<LighthouseRun> {
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
  return lhr;
}
type LighthouseRun = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Row {
  brand: string;
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  floorLcpMs: number;
}

const fmt = {
  score: (n: number) => n.toFixed(2),
  ms: (n: number) => `${Math.round(n)} ms`,
  cls: (n: number) => n.toFixed(3),
  kb: (n: number) => `${(n / 1024).toFixed(1)} KB`,
  ratio: (r: Row) => (r.lcpMs / r.floorLcpMs).toFixed(2),
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
console.log(`at start: ${machineLoad()}`);
try {
  for (const brand of brands) {
    ensureBuilt(brand);
    const floorDist = floorBuild(brand);
    const server = startServer(brand, { port, dist: distDir });
    const floorServer = startServer(brand, { port: floorPort, dist: floorDist });
    try {
      await Promise.all([
        waitForServer(`${base}/api/health`, server),
        waitForServer(`${floorBase}/api/health`, floorServer),
      ]);
      // Warm the database and the server's caches: the first answer of an embedded database is
      // not what a visitor meets on a running store.
      for (const path of WARM_UP) await fetch(`${base}${path}`);
      for (const [name, path] of pages) {
        const lhr = await measureLcp(`${base}${path}`);
        const floor = await measureLcp(`${floorBase}${path}`);
        const shell = resolveRoute(path.split('?')[0] as string)?.def.shell ?? 'index';
        rows.push({
          brand,
          page: name,
          performance: lhr.categories.performance?.score ?? 0,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          jsBytes: firstLoadJs(join(distDir, brand), shellFile(shell)).bytes,
          floorLcpMs: floor.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        });
        const r = rows.at(-1) as Row;
        if (process.env.BENCH_DETAILS) printDetails(lhr.audits);
        console.log(
          `${brand.padEnd(10)} ${name.padEnd(12)} perf ${fmt.score(r.performance)}  LCP ${fmt.ms(r.lcpMs).padStart(8)}  TBT ${fmt.ms(r.tbtMs).padStart(7)}  CLS ${fmt.cls(r.cls)}  JS ${fmt.kb(r.jsBytes).padStart(9)} gzip  floor LCP ${fmt.ms(r.floorLcpMs).padStart(8)}  ratio ${fmt.ratio(r)}`,
        );
      }
    } finally {
      for (const child of [server, floorServer]) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(floorDist, { recursive: true, force: true });
    }
  }
} finally {
  await chrome.kill();
}
console.log(`at end: ${machineLoad()}`);

console.log('\n| brand | page | perf | LCP | TBT | CLS | JS gzip | floor LCP | LCP / floor |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.brand} | ${r.page} | ${fmt.score(r.performance)} | ${fmt.ms(r.lcpMs)} | ${fmt.ms(r.tbtMs)} | ${fmt.cls(r.cls)} | ${fmt.kb(r.jsBytes)} | ${fmt.ms(r.floorLcpMs)} | ${fmt.ratio(r)} |`,
  );
}

const misses = rows.flatMap((r) => [
  ...(r.performance < GOALS.performance
    ? [`${r.brand} ${r.page}: performance ${fmt.score(r.performance)} < ${GOALS.performance}`]
    : []),
  ...(r.lcpMs > GOALS.lcpMs ? [`${r.brand} ${r.page}: LCP ${fmt.ms(r.lcpMs)} > ${GOALS.lcpMs} ms`] : []),
  ...(r.tbtMs > GOALS.tbtMs ? [`${r.brand} ${r.page}: TBT ${fmt.ms(r.tbtMs)} > ${GOALS.tbtMs} ms`] : []),
  ...(r.lcpMs / r.floorLcpMs > GOALS.floorRatio
    ? [`${r.brand} ${r.page}: LCP / floor ${fmt.ratio(r)} > ${GOALS.floorRatio}`]
    : []),
  ...(r.cls > GOALS.cls ? [`${r.brand} ${r.page}: CLS ${fmt.cls(r.cls)} > ${GOALS.cls}`] : []),
  ...(r.page === 'home' && r.jsBytes > GOALS.homeJsBytes
    ? [`${r.brand} home: JS ${fmt.kb(r.jsBytes)} > ${fmt.kb(GOALS.homeJsBytes)}`]
    : []),
]);
console.log(misses.length === 0 ? 'All goals met.' : `Goals missed:\n  ${misses.join('\n  ')}`);
reportGoals(
  rows.flatMap((r) => [
    {
      bench: `web ${r.brand}`,
      measure: `${r.page}: performance, LCP, TBT, CLS`,
      value: `${fmt.score(r.performance)}, ${fmt.ms(r.lcpMs)}, ${fmt.ms(r.tbtMs)}, ${fmt.cls(r.cls)}`,
      goal: `>= ${GOALS.performance}, <= ${GOALS.lcpMs} ms, <= ${GOALS.tbtMs} ms, <= ${GOALS.cls}`,
      met:
        r.performance >= GOALS.performance &&
        r.lcpMs <= GOALS.lcpMs &&
        r.tbtMs <= GOALS.tbtMs &&
        r.cls <= GOALS.cls,
    },
    {
      bench: `web ${r.brand}`,
      measure: `${r.page}: LCP / floor LCP`,
      value: fmt.ratio(r),
      goal: `<= ${GOALS.floorRatio}`,
      met: r.lcpMs / r.floorLcpMs <= GOALS.floorRatio,
    },
    ...(r.page === 'home'
      ? [
          {
            bench: `web ${r.brand}`,
            measure: 'home JavaScript, gzip',
            value: fmt.kb(r.jsBytes),
            goal: `<= ${fmt.kb(GOALS.homeJsBytes)}`,
            met: r.jsBytes <= GOALS.homeJsBytes,
          },
        ]
      : []),
  ]),
);
process.exitCode = misses.length === 0 ? 0 : 1;
