/**
 * `npm run bench:services [-- --duration 5 --only pglite|postgres | --smoke]`: autocannon at 50 connections
 * against the store reads and a constant-JSON route of the same server, on PostgreSQL (a throwaway
 * database on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres) and on
 * PGlite: once with the in-process read cache (STORE_CACHE_SECONDS=5) and once without it, each
 * read as a share of the constant route of the same server in the same run, with the machine's
 * load average. The cached run also runs every case exported as `cases` from
 * `scripts/bench/*-cases.ts`. The services run alone in a child process so the load generator
 * does not share their event loop.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createThrowawayDatabase } from '../services/db/throwaway.ts';
import type { BenchCase } from './bench/types.ts';
import { benchArgs, SERVICE_BENCH_OPTIONS_HELP } from './lib/bench-args.ts';
import { BENCH_SERVICES_ENV } from './lib/bench-env.ts';
import { type GoalRow, percent, reportGoals } from './lib/bench-goals.ts';
import { machineLoad } from './lib/machine-load.ts';
import { startServicesChild, stopChild } from './lib/serve-child.ts';

const args = benchArgs(`
Usage: npm run bench:services [-- options]
The store reads at 50 connections, each as a share of a constant route of the same server, on
PostgreSQL and PGlite, with the in-process read cache and without it.
${SERVICE_BENCH_OPTIONS_HELP}`);

const STORE_CASES: BenchCase[] = [
  { name: 'constant JSON', method: 'GET', path: '/api/health/constant' },
  { name: 'marketplace', method: 'GET', path: '/api/store/pb/ana-souza/marketplace/' },
  { name: 'banker profile', method: 'GET', path: '/api/auth/person/v2/pbprofile/ana-souza/' },
  { name: 'product group', method: 'GET', path: '/api/store/pb/ana-souza/productgroups/emprestimos/' },
  { name: 'product', method: 'GET', path: '/api/store/pb/ana-souza/product/55/' },
  { name: 'carousel', method: 'GET', path: '/api/store/carousel/ana-souza/' },
  { name: 'partners', method: 'GET', path: '/api/store/partners/?slug=ana-souza' },
];
/** The in-process read cache of each run: cached as deployed, then the database path alone (a smoke: the first). */
const CACHE_RUNS = [
  { label: 'cache 5 s', seconds: '5' },
  { label: 'no cache', seconds: '0' },
].slice(0, args.smoke ? 1 : undefined);

async function extraCases(): Promise<BenchCase[]> {
  const dir = fileURLToPath(new URL('./bench/', import.meta.url));
  const files = (await readdir(dir)).filter((f) => f.endsWith('-cases.ts')).sort();
  const out: BenchCase[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as { cases?: BenchCase[] };
    out.push(...(module.cases ?? []));
  }
  return out;
}

/** A file:// target is a PGlite folder; anything else a PostgreSQL URL. */
function startChild(
  databaseUrl: string,
  cacheSeconds: string,
): Promise<{ child: ChildProcess; port: number }> {
  return startServicesChild({
    ...(databaseUrl.startsWith('file://')
      ? { DATA_DIR: fileURLToPath(databaseUrl) }
      : { DATABASE_URL: databaseUrl }),
    ...BENCH_SERVICES_ENV,
    PUBLIC_ORIGIN: 'http://localhost:4321',
    LOG_REQUESTS: '0',
    STORE_CACHE_SECONDS: cacheSeconds,
  });
}

interface Row {
  database: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
}

async function measure(base: string, c: BenchCase, duration: number): Promise<Omit<Row, 'database'>> {
  const { default: autocannon } = await import('autocannon');
  const prepared = { ...c, ...((await c.setup?.(base)) ?? {}) };
  const headers: Record<string, string> = { 'Accept-Language': 'pt-BR', ...prepared.headers };
  if (prepared.body !== undefined) headers['Content-Type'] = 'application/json';
  const result = await autocannon({
    url: `${base}${prepared.path}`,
    method: prepared.method,
    connections: prepared.connections ?? 50,
    ...(args.amount ? { amount: args.amount } : { duration: prepared.duration ?? duration }),
    headers,
    body: prepared.body === undefined ? undefined : JSON.stringify(prepared.body),
  });
  return {
    name: c.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function runOn(
  database: 'postgres' | 'pglite',
  cache: (typeof CACHE_RUNS)[number],
  cases: BenchCase[],
  duration: number,
): Promise<Row[]> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (database === 'postgres') {
    const database = await createThrowawayDatabase(args.server, 'vitrine_bench');
    url = database.url;
    cleanup = database.drop;
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-'));
    url = `file://${dir}`;
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  const { child, port } = await startChild(url, cache.seconds);
  const server = `${database}, ${cache.label}`;
  const rows: Row[] = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    for (const c of cases) {
      const row = await measure(base, c, duration);
      rows.push({ database: server, ...row });
      console.log(`  ${server.padEnd(20)} ${c.name.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} req/s`);
    }
  } finally {
    await stopChild(child);
    await cleanup();
  }
  return rows;
}

/** The store-read goals, on PostgreSQL: uncached >= 25% of the constant route with p99 < 100 ms; cached >= 80%. */
function storeReadGoals(rows: Row[]): GoalRow[] {
  return rows.flatMap((row) => {
    const constant = rows.find((r) => r.database === row.database && r.name === 'constant JSON');
    if (!row.database.startsWith('postgres') || !constant || row === constant) return [];
    if (!STORE_CASES.some((c) => c.name === row.name)) return [];
    const ratio = row.rps / constant.rps;
    const cached = !row.database.endsWith('no cache');
    return [
      {
        bench: `store reads, ${cached ? 'cached' : 'uncached'}`,
        measure: `${row.name}: share of constant${cached ? '' : ', p99'}`,
        value: cached ? percent(ratio) : `${percent(ratio)}, ${row.p99} ms`,
        goal: cached ? '>= 80%' : '>= 25%, < 100 ms',
        met: cached ? ratio >= 0.8 : ratio >= 0.25 && row.p99 < 100,
      },
    ];
  });
}

function printTable(rows: Row[]): void {
  console.log('\n| server | case | req/s | p50 ms | p99 ms | ratio to constant | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const constant = rows.find((r) => r.database === row.database && r.name === 'constant JSON');
    const ratio = constant ? row.rps / constant.rps : Number.NaN;
    console.log(
      `| ${row.database} | ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(ratio * 100).toFixed(0)}% | ${row.errors} |`,
    );
  }
}

{
  const extra = await extraCases();
  console.log(`at start: ${machineLoad()}`);
  const rows: Row[] = [];
  for (const database of args.databases) {
    for (const cache of CACHE_RUNS) {
      const cases = cache.seconds === '0' ? STORE_CASES : [...STORE_CASES, ...extra];
      console.log(
        `${database}, ${cache.label}: ${cases.length} casos, ${args.amount ? `${args.amount} pedidos` : `${args.duration}s`} cada, 50 conexões`,
      );
      rows.push(...(await runOn(database, cache, cases, args.duration)));
    }
  }
  console.log(`at end: ${machineLoad()}`);
  printTable(rows);
  // A smoke's figures mean nothing: it only shows that every case answers.
  if (!args.smoke) reportGoals(storeReadGoals(rows));
  const failed = rows.filter((row) => row.errors > 0 || row.ok === 0);
  if (failed.length > 0) {
    console.error(`Failed requests: ${failed.map((row) => `${row.database} ${row.name}`).join(', ')}`);
    process.exitCode = 1;
  }
}
