/**
 * `npm run bench:checkout [-- --duration 5 --only pglite|postgres | --smoke]`: order creation by distinct
 * customers (50 connections) and `analytics/{id}` of a generated banker with 10,000 orders and
 * 2,000 customers (10 connections), on PostgreSQL (a throwaway database on DATABASE_URL's server,
 * default postgres://postgres@127.0.0.1:5432/postgres) and on PGlite, next to the constant-JSON
 * route of the same server. The data is generated before the server starts; the server runs in a
 * child process (`services/main.ts`) so the load generator has its own event loop. Each case runs
 * one second untimed before it is measured. A smoke runs one database, 100 requests a case, on a
 * banker of 200 orders and 100 ordering customers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayDatabase } from '../../services/db/throwaway.ts';
import { benchArgs, SERVICE_BENCH_OPTIONS_HELP } from '../lib/bench-args.ts';
import { BENCH_SERVICES_ENV } from '../lib/bench-env.ts';
import { percent, reportGoals } from '../lib/bench-goals.ts';
import { machineLoad } from '../lib/machine-load.ts';
import { startServicesChild, stopChild } from '../lib/serve-child.ts';
import { generateBenchStore, orderingCustomers } from './checkout-data.ts';

const args = benchArgs(`
Usage: npm run bench:checkout [-- options]
Order creation by distinct customers (50 connections) and the analytics of a banker with 10,000
orders (10 connections), next to a constant route of the same server, on PostgreSQL and PGlite.
${SERVICE_BENCH_OPTIONS_HELP}`);
const { duration } = args;
const WARMUP_SECONDS = args.smoke ? 0 : 1;
const ORDERING_CUSTOMERS = args.smoke ? 100 : 2_000;
const BENCH_STORE = args.smoke ? { orders: 200, customers: 100 } : { orders: 10_000, customers: 2_000 };

interface Row {
  database: string;
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
}

interface Target {
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

async function target(database: 'postgres' | 'pglite'): Promise<Target> {
  if (database === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-checkout-'));
    return {
      env: { DATA_DIR: dir },
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const throwaway = await createThrowawayDatabase(args.server, 'vitrine_bench_checkout');
  return { env: { DATABASE_URL: throwaway.url }, cleanup: throwaway.drop };
}

type Request = { method: string; path: string; headers: Record<string, string>; body?: string };

async function run(
  name: string,
  base: string,
  connections: number,
  request: Request,
  next?: (req: Request) => Request,
): Promise<Omit<Row, 'database'>> {
  const { default: autocannon } = await import('autocannon');
  // `requests` with `setupRequest` is autocannon's per-request hook (missing from its typings).
  const options = {
    url: base,
    connections,
    ...(args.amount ? { amount: args.amount } : { duration }),
    // Untimed first: the figures are the steady state, not a fresh pool's connections being opened
    // and their statements planned.
    ...(WARMUP_SECONDS > 0 ? { warmup: { connections, duration: WARMUP_SECONDS } } : {}),
    requests: [{ ...request, ...(next ? { setupRequest: (req: Request) => next(req) } : {}) }],
  } as unknown as Parameters<typeof autocannon>[0];
  const result = await autocannon(options);
  return {
    name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function runOn(database: 'postgres' | 'pglite'): Promise<Row[]> {
  const place = await target(database);
  try {
    // Prepare the data with the server stopped (PGlite must have one process at a time).
    const { createServices } = await import('../../services/app.ts');
    const services = await createServices({
      ...place.env,
      ...BENCH_SERVICES_ENV,
      PUBLIC_ORIGIN: 'http://localhost:4321',
      LOG_REQUESTS: '0',
    });
    const { issueToken } = await import('../../services/accounts/tokens.ts');
    const { bankerId } = await generateBenchStore(services.deps.db, BENCH_STORE);
    const bankerToken = await issueToken(services.deps.db, bankerId);
    const buyers = await orderingCustomers(services.deps.db, ORDERING_CUSTOMERS);
    await services.close();

    const { child, port } = await startServicesChild({
      ...place.env,
      ...BENCH_SERVICES_ENV,
      PUBLIC_ORIGIN: 'http://localhost:4321',
      LOG_REQUESTS: '0',
    });
    const base = `http://127.0.0.1:${port}`;
    const rows: Row[] = [];
    try {
      const json = { 'content-type': 'application/json', 'accept-language': 'pt-BR' };
      const measures: [string, () => Promise<Omit<Row, 'database'>>][] = [
        [
          'constant JSON',
          () =>
            run('constant JSON', base, 50, { method: 'GET', path: '/api/health/constant', headers: json }),
        ],
        [
          'analytics',
          () =>
            run(`analytics ${BENCH_STORE.orders} orders / ${BENCH_STORE.customers} customers`, base, 10, {
              method: 'GET',
              path: `/api/store/analytics/${bankerId}/`,
              // Browsers ask for gzip; the answer is about 1.4 MB of JSON before compression.
              headers: { ...json, authorization: `Bearer ${bankerToken}`, 'accept-encoding': 'gzip' },
            }),
        ],
        [
          'order create',
          () => {
            // Every request is a new (customer, product) pair, so none is a repeat.
            let sequence = 0;
            const pairs = buyers.customers.length * buyers.products.length;
            return run(
              'order create (distinct pairs)',
              base,
              50,
              { method: 'POST', path: '/api/checkout/legacy/order/', headers: json },
              (req) => {
                const n = sequence % pairs;
                sequence += 1;
                const customer = buyers.customers[n % buyers.customers.length];
                const product = buyers.products[Math.floor(n / buyers.customers.length)];
                return {
                  ...req,
                  headers: { ...json, authorization: `Bearer ${customer?.token}` },
                  body: JSON.stringify({
                    customer: customer?.id,
                    product,
                    personal_banker: buyers.bankerId,
                    terms: true,
                  }),
                };
              },
            );
          },
        ],
      ];
      for (const [, measure] of measures) {
        const row = { database, ...(await measure()) };
        rows.push(row);
        console.log(`  ${database.padEnd(8)} ${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(7)} req/s`);
      }
    } finally {
      await stopChild(child);
    }
    return rows;
  } finally {
    await place.cleanup();
  }
}

console.log(`at start: ${machineLoad()}`);
const rows: Row[] = [];
for (const database of args.databases) {
  console.log(`${database}: ${args.amount ? `${args.amount} pedidos` : `${duration}s`} por caso`);
  rows.push(...(await runOn(database)));
}
console.log(`at end: ${machineLoad()}`);
console.log(
  '\n| database | case | connections | req/s | p50 ms | p99 ms | ratio to constant | 2xx | errors |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const constant = rows.find((r) => r.database === row.database && r.name === 'constant JSON');
  const ratio = constant ? row.rps / constant.rps : Number.NaN;
  console.log(
    `| ${row.database} | ${row.name} | ${row.connections} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(ratio * 100).toFixed(0)}% | ${row.ok} | ${row.errors} |`,
  );
}

const failed = rows.filter((row) => row.errors > 0 || row.ok === 0);
if (failed.length > 0) {
  console.error(`Failed requests: ${failed.map((row) => `${row.database} ${row.name}`).join(', ')}`);
  process.exitCode = 1;
}

// A smoke's figures mean nothing: it only shows that every case answers.
// The order goal, on PostgreSQL at 50 connections: at least 10% of the constant route of the same
// run, with p99 under 300 ms (quote the median of three runs).
reportGoals(
  rows
    .filter((row) => !args.smoke && row.database === 'postgres' && row.name.startsWith('order create'))
    .map((row) => {
      const constant = rows.find((r) => r.database === row.database && r.name === 'constant JSON');
      const ratio = constant ? row.rps / constant.rps : 0;
      return {
        bench: 'orders',
        measure: 'order creation, share of the constant route, p99',
        value: `${row.rps.toFixed(0)} req/s (${percent(ratio)}), ${row.p99} ms`,
        goal: '>= 10%, < 300 ms',
        met: ratio >= 0.1 && row.p99 < 300,
      };
    }),
);
