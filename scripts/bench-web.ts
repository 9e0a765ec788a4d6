/**
 * Lighthouse (mobile) over the screens of each brand, against the local server (usage below). Each
 * page is measured BENCH_RUNS times (the page, then its floor: the same shell with every script
 * removed, what a static page paints), each run printed with the machine's `uptime`; the table gives
 * the median of performance, LCP, TBT, CLS and LCP / floor LCP with their spread (min-max), the
 * first-load JavaScript (gzip) and the load average at start and end. Then it checks the medians
 * against the goals: home, group and product (the first screens of a store) performance >= 0.95,
 * TBT <= 150 ms, LCP / floor <= 1.2 and first-load JS <= 90 KB; every other page performance >=
 * 0.90; CLS <= 0.02 everywhere.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../services/deploy/nginx-harness.ts';
import { resolveRoute, shellFile } from '../src/core/routes/route-table.ts';
import { listBrandIds } from '../src/features/brand/config/load.ts';
import { reportGoals } from './lib/bench-goals.ts';
import { formatSpread, type Spread, spreadOf } from './lib/bench-stats.ts';
import { type BenchTarget, startLocalTarget, startNginxTarget } from './lib/bench-targets.ts';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from './lib/chromium-flags.ts';
import { commandArgs } from './lib/cli.ts';
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
const namedPages = process.env.BENCH_PAGES
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
/** The first screens of a store, held to the stricter goals. */
const FIRST_SCREENS = new Set(['home', 'group', 'product']);
const GOALS = {
  firstScreen: { performance: 0.95, tbtMs: 150, floorRatio: 1.2, jsBytes: 90 * 1024 },
  other: { performance: 0.9 },
  cls: 0.02,
};
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const { values: args } = commandArgs(
  `
Usage: npm run bench:web [-- options]
Lighthouse (mobile) over the screens of each brand, each page against its floor (the same page
without scripts), then the goals. Builds a brand that has no build in DIST_DIR (default dist).

  --through-nginx   through the deployment instead of \`npm start\`: nginx with
                    services/deploy/nginx.conf and the brand's snippet (SSI, proxy cache) in front
                    of \`node services/main.ts\` (PostgreSQL when DATABASE_URL is one, else in memory)
  --smoke           one run of one page (the first brand's home) on Chromium's headless shell,
                    no goals judged: fails when a page does not load
  --help            this text

Environment:
  BENCH_BRANDS=offices,vitrine   some brands (default every brand)
  BENCH_PAGES=home,product       some pages, by the names the table prints
  BENCH_RUNS=5                   runs per page (default 3)
  BENCH_PORT=4390                the local server's port (the floor's is the next; a smoke takes free ones)
  CHROME_PATH                    the browser (default /usr/bin/chromium, Debian's package chromium)`,
  {
    'through-nginx': { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
  },
);
const { smoke, 'through-nginx': throughNginx } = args;
const runs = smoke ? 1 : Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const distDir = process.env.DIST_DIR ?? 'dist';
const allBrands = process.env.BENCH_BRANDS ? process.env.BENCH_BRANDS.split(',') : listBrandIds();
const brands = smoke ? allBrands.slice(0, 1) : allBrands;

/** The local server's port and its floor's: BENCH_PORT and the next, else two free ones in a smoke. */
async function localPorts(): Promise<[number, number]> {
  if (smoke && !process.env.BENCH_PORT) return [await freePort(), await freePort()];
  const port = Number(process.env.BENCH_PORT ?? 4390);
  return [port, port + 1];
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
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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

async function measureRun(target: BenchTarget, path: string): Promise<Run> {
  const lhr = await measureLcp(`${target.base}${path}`);
  const floor = await measureLcp(`${target.floorBase}${path}`);
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

const pages = smoke ? namedPages.slice(0, 1) : namedPages;
const rows: Row[] = [];
const chrome = await chromeLauncher.launch({
  // A smoke runs on the browser the tests have; the figures are Chromium's.
  chromePath: process.env.CHROME_PATH ?? (smoke ? TEST_CHROMIUM : '/usr/bin/chromium'),
  chromeFlags: CHROME_FLAGS,
});
const loadAtStart = machineLoad();
console.log(
  `at start: ${loadAtStart}; ${runs} run(s) per page, ${throughNginx ? 'through nginx' : 'through npm start'}`,
);
try {
  for (const brand of brands) {
    ensureBuilt(brand);
    const floorDist = floorBuild(brand);
    const dist = { build: distDir, floor: floorDist };
    const target = throughNginx
      ? await startNginxTarget(brand, dist)
      : await startLocalTarget(brand, dist, await localPorts());
    try {
      // Warm the database and the server's caches: the first answer of an embedded database is
      // not what a visitor meets on a running store.
      for (const path of WARM_UP) await fetch(`${target.base}${path}`);
      for (const [name, path] of pages) {
        const all: Run[] = [];
        for (let i = 1; i <= runs; i++) {
          const r = await measureRun(target, path);
          all.push(r);
          console.log(
            `${brand.padEnd(10)} ${name.padEnd(12)} run ${i}/${runs}  perf ${fmt.score(r.performance)}  LCP ${fmt.ms(r.lcpMs).padStart(9)}  TBT ${fmt.ms(r.tbtMs).padStart(8)}  CLS ${fmt.cls(r.cls)}  floor LCP ${fmt.ms(r.floorLcpMs).padStart(9)}  | ${uptime()}`,
          );
        }
        rows.push(rowOf(brand, name, path, all));
      }
    } finally {
      await target.stop();
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

/** What a page's medians miss of its goals. */
function missesOf(r: Row): string[] {
  const first = FIRST_SCREENS.has(r.page);
  const goal = first ? GOALS.firstScreen : GOALS.other;
  const at = `${r.brand} ${r.page}`;
  const out: string[] = [];
  if (r.performance.median < goal.performance)
    out.push(`${at}: performance ${fmt.score(r.performance.median)} < ${goal.performance}`);
  if (r.cls.median > GOALS.cls) out.push(`${at}: CLS ${fmt.cls(r.cls.median)} > ${GOALS.cls}`);
  if (!first) return out;
  const g = GOALS.firstScreen;
  if (r.tbtMs.median > g.tbtMs) out.push(`${at}: TBT ${fmt.ms(r.tbtMs.median)} > ${g.tbtMs} ms`);
  if (r.ratio.median > g.floorRatio)
    out.push(`${at}: LCP / floor ${fmt.ratio(r.ratio.median)} > ${g.floorRatio}`);
  if (r.jsBytes > g.jsBytes) out.push(`${at}: JS ${fmt.kb(r.jsBytes)} > ${fmt.kb(g.jsBytes)}`);
  return out;
}

// A smoke's figures mean nothing: it only shows that every page loads and is measured.
if (!smoke) {
  const misses = rows.flatMap(missesOf);
  console.log(
    misses.length === 0 ? 'All goals met (medians).' : `Goals missed (medians):\n  ${misses.join('\n  ')}`,
  );
  reportGoals(
    rows.map((r) => {
      const goal = FIRST_SCREENS.has(r.page)
        ? `performance >= ${GOALS.firstScreen.performance}, TBT <= ${GOALS.firstScreen.tbtMs} ms, LCP / floor <= ${GOALS.firstScreen.floorRatio}, JS <= ${fmt.kb(GOALS.firstScreen.jsBytes)}, CLS <= ${GOALS.cls}`
        : `performance >= ${GOALS.other.performance}, CLS <= ${GOALS.cls}`;
      return {
        bench: `web ${r.brand}${throughNginx ? ' (nginx)' : ''}`,
        measure: `${r.page}: performance, TBT, LCP / floor, JS, CLS (medians of ${runs})`,
        value: `${fmt.score(r.performance.median)}, ${fmt.ms(r.tbtMs.median)}, ${fmt.ratio(r.ratio.median)}, ${fmt.kb(r.jsBytes)}, ${fmt.cls(r.cls.median)}`,
        goal,
        met: missesOf(r).length === 0,
      };
    }),
  );
  process.exitCode = misses.length === 0 ? 0 : 1;
}
