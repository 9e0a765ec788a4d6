/**
 * Lighthouse (mobile) over the screens of each brand, against the local server:
 *   npm run bench:web                        every brand
 *   BENCH_BRANDS=offices npm run bench:web   some brands
 *   BENCH_PAGES=home,product npm run bench:web   some pages (names as printed)
 *   BENCH_RUNS=5 npm run bench:web           runs per page (3 by default)
 * Each page is measured BENCH_RUNS times (the page, then its floor: the same shell with every
 * script removed, what a static page paints), each run printed with the machine's `uptime`; the
 * table gives the median of performance, LCP, TBT, CLS and LCP / floor LCP with their spread
 * (min-max), the first-load JavaScript (gzip) and the load average at start and end. Then it
 * checks the medians against the goals (performance >= 0.98, LCP <= 1.5 s, TBT <= 100 ms,
 * CLS <= 0.02, home JS <= 90 KB, LCP / floor <= 1.2).
 * `--through-nginx` is reserved for measuring through the nginx deployment; until that harness
 * exists it stops with a message instead of measuring something else.
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
import { formatSpread, type Spread, spreadOf } from './lib/bench-stats.ts';
import { CHROMIUM_FLAGS } from './lib/chromium-flags.ts';
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
  homeJsBytes: 90 * 1024,
  floorRatio: 1.2,
};
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

if (process.argv.includes('--through-nginx')) {
  // Hook: the nginx deployment (services/deploy/nginx.conf in front of the services) starts here
  // once its harness exists; `startTarget` below is what it replaces.
  console.error(
    'bench:web --through-nginx: the nginx deployment harness is not available yet; run without it.',
  );
  process.exit(2);
}
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
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

/** One Lighthouse run of a page and of its floor. */
interface Run {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  floorLcpMs: number;
}

interface Row {
  brand: string;
  page: string;
  performance: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
  floorLcpMs: Spread;
  ratio: Spread;
  jsBytes: number;
}

const fmt = {
  score: (n: number) => n.toFixed(2),
  ms: (n: number) => `${Math.round(n).toLocaleString('en')} ms`,
  cls: (n: number) => n.toFixed(3),
  kb: (n: number) => `${(n / 1024).toFixed(1)} KB`,
  ratio: (n: number) => n.toFixed(2),
};

/** The machine's `uptime` line (who else is using the 2 cores), else Node's load average. */
function uptime(): string {
  const out = spawnSync('uptime', { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : machineLoad();
}

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

async function measureRun(path: string): Promise<Run> {
  const lhr = await measureLcp(`${base}${path}`);
  const floor = await measureLcp(`${floorBase}${path}`);
  if (process.env.BENCH_DETAILS) printDetails(lhr.audits);
  return {
    performance: lhr.categories.performance?.score ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    floorLcpMs: floor.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  };
}

function rowOf(brand: string, page: string, path: string, all: Run[]): Row {
  const shell = resolveRoute(path.split('?')[0] as string)?.def.shell ?? 'index';
  const of = (pick: (r: Run) => number) => spreadOf(all.map(pick));
  return {
    brand,
    page,
    performance: of((r) => r.performance),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    floorLcpMs: of((r) => r.floorLcpMs),
    ratio: of((r) => r.lcpMs / r.floorLcpMs),
    jsBytes: firstLoadJs(join(distDir, brand), shellFile(shell)).bytes,
  };
}

const rows: Row[] = [];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const loadAtStart = machineLoad();
console.log(`at start: ${loadAtStart}; ${runs} run(s) per page`);
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
        const all: Run[] = [];
        for (let i = 1; i <= runs; i++) {
          const r = await measureRun(path);
          all.push(r);
          console.log(
            `${brand.padEnd(10)} ${name.padEnd(12)} run ${i}/${runs}  perf ${fmt.score(r.performance)}  LCP ${fmt.ms(r.lcpMs).padStart(9)}  TBT ${fmt.ms(r.tbtMs).padStart(8)}  CLS ${fmt.cls(r.cls)}  floor LCP ${fmt.ms(r.floorLcpMs).padStart(9)}  | ${uptime()}`,
          );
        }
        rows.push(rowOf(brand, name, path, all));
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
const loadAtEnd = machineLoad();
console.log(`at end: ${loadAtEnd}`);

console.log(`\nMedians of ${runs} run(s), (min-max); at start ${loadAtStart}, at end ${loadAtEnd}`);
console.log('| brand | page | perf | LCP | TBT | CLS | JS gzip | floor LCP | LCP / floor |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.brand} | ${r.page} | ${formatSpread(r.performance, fmt.score)} | ${formatSpread(r.lcpMs, fmt.ms)} | ${formatSpread(r.tbtMs, fmt.ms)} | ${formatSpread(r.cls, fmt.cls)} | ${fmt.kb(r.jsBytes)} | ${formatSpread(r.floorLcpMs, fmt.ms)} | ${formatSpread(r.ratio, fmt.ratio)} |`,
  );
}

const misses = rows.flatMap((r) => [
  ...(r.performance.median < GOALS.performance
    ? [`${r.brand} ${r.page}: performance ${fmt.score(r.performance.median)} < ${GOALS.performance}`]
    : []),
  ...(r.lcpMs.median > GOALS.lcpMs
    ? [`${r.brand} ${r.page}: LCP ${fmt.ms(r.lcpMs.median)} > ${GOALS.lcpMs} ms`]
    : []),
  ...(r.tbtMs.median > GOALS.tbtMs
    ? [`${r.brand} ${r.page}: TBT ${fmt.ms(r.tbtMs.median)} > ${GOALS.tbtMs} ms`]
    : []),
  ...(r.ratio.median > GOALS.floorRatio
    ? [`${r.brand} ${r.page}: LCP / floor ${fmt.ratio(r.ratio.median)} > ${GOALS.floorRatio}`]
    : []),
  ...(r.cls.median > GOALS.cls ? [`${r.brand} ${r.page}: CLS ${fmt.cls(r.cls.median)} > ${GOALS.cls}`] : []),
  ...(r.page === 'home' && r.jsBytes > GOALS.homeJsBytes
    ? [`${r.brand} home: JS ${fmt.kb(r.jsBytes)} > ${fmt.kb(GOALS.homeJsBytes)}`]
    : []),
]);
console.log(
  misses.length === 0 ? 'All goals met (medians).' : `Goals missed (medians):\n  ${misses.join('\n  ')}`,
);
reportGoals(
  rows.flatMap((r) => [
    {
      bench: `web ${r.brand}`,
      measure: `${r.page}: performance, LCP, TBT, CLS (medians of ${runs})`,
      value: `${fmt.score(r.performance.median)}, ${fmt.ms(r.lcpMs.median)}, ${fmt.ms(r.tbtMs.median)}, ${fmt.cls(r.cls.median)}`,
      goal: `>= ${GOALS.performance}, <= ${GOALS.lcpMs} ms, <= ${GOALS.tbtMs} ms, <= ${GOALS.cls}`,
      met:
        r.performance.median >= GOALS.performance &&
        r.lcpMs.median <= GOALS.lcpMs &&
        r.tbtMs.median <= GOALS.tbtMs &&
        r.cls.median <= GOALS.cls,
    },
    {
      bench: `web ${r.brand}`,
      measure: `${r.page}: LCP / floor LCP (median of ${runs})`,
      value: fmt.ratio(r.ratio.median),
      goal: `<= ${GOALS.floorRatio}`,
      met: r.ratio.median <= GOALS.floorRatio,
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
