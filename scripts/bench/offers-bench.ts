/**
 * `npm run bench:offers [-- --rounds 10 --only pglite|postgres]`: 'Ofertas para você' under 20
 * customers asking at once (docs/offers.md#speed). Each round takes 20 customers who have not
 * looked up yet and, all at once, (1) asks for offers: a new look-up at the three sandbox bureaus
 * and every sandbox partner, stored; (2) comes back to them; (3) re-prices them. A first round runs
 * untimed. The services run
 * in a child process (`services/main.ts`) behind a trusted proxy header, so each customer has an
 * address of their own as in production, on PostgreSQL (a throwaway database on DATABASE_URL's
 * server) and on PGlite. The goal: p95 of the look-up within 2 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createThrowawayDatabase } from '../../services/db/throwaway.ts';
import { reportGoals } from '../lib/bench-goals.ts';
import { machineLoad } from '../lib/machine-load.ts';
import { startServicesChild, stopChild } from '../lib/serve-child.ts';

const args = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    only: { type: 'string' },
    server: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
}).values;
const ROUNDS = Number(args.rounds);
const AT_ONCE = 20;
const GOAL_MS = 2_000;
const STORE = 'ana-souza';
const ENV = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'http://localhost:4321',
  LOG_REQUESTS: '0',
  TRUST_PROXY: '1',
};

interface Customer {
  token: string;
  address: string;
}

/** A CPF with valid check digits from its first nine digits. */
function cpfOf(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** Customers with a CPF each and a live token, generated before the server starts. */
async function makeCustomers(env: Record<string, string>, count: number): Promise<Customer[]> {
  const { createServices } = await import('../../services/app.ts');
  const { issueToken } = await import('../../services/auth/tokens.ts');
  const services = await createServices({ ...ENV, ...env });
  const { db } = services.deps;
  const rows = (await db.execute(sql`
    with made as (
      insert into persons (email, full_name, person_type, principal_contact)
      select 'ofertas' || g || '@bench.exemplo.com.br', 'Cliente Ofertas ' || g, 1, '(11) 97777-0000'
      from generate_series(1, ${count}) g
      on conflict do nothing
      returning id, email)
    select id from made order by id`)) as unknown as { rows: { id: number }[] };
  const customers: Customer[] = [];
  for (const [n, { id }] of rows.rows.entries()) {
    await db.execute(
      sql`insert into documents (person_id, type, value) values (${id}, 'CPF', ${cpfOf(700_000_000 + n * 7_919)})`,
    );
    customers.push({ token: await issueToken(db, id), address: `10.${Math.floor(n / 250)}.${n % 250}.7` });
  }
  await services.close();
  return customers;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Case {
  name: string;
  method: string;
  body?: unknown;
}

const CASES: Case[] = [
  {
    name: 'ask (new look-up)',
    method: 'POST',
    body: { amount: 10_000, term: 24, monthly_income: 6_000, other_instalments: 300, consent: true },
  },
  { name: 'come back (stored)', method: 'GET' },
  { name: 're-price (no look-up)', method: 'PUT', body: { amount: 8_000, term: 36 } },
];

/** One call of a case by one customer: its time in ms, or null for an answer other than 200. */
async function timed(base: string, item: Case, customer: Customer): Promise<number | null> {
  const started = performance.now();
  const res = await fetch(`${base}/api/checkout/offers/${STORE}/`, {
    method: item.method,
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      'x-forwarded-for': customer.address,
    },
    body: item.body === undefined ? undefined : JSON.stringify(item.body),
  });
  await res.arrayBuffer();
  return res.status === 200 ? performance.now() - started : null;
}

interface Row {
  database: string;
  name: string;
  samples: number;
  errors: number;
  p50: number;
  p95: number;
  max: number;
}

async function runOn(database: 'postgres' | 'pglite'): Promise<Row[]> {
  const dir = database === 'pglite' ? await mkdtemp(join(tmpdir(), 'vitrine-bench-offers-')) : null;
  const throwaway = dir ? null : await createThrowawayDatabase(args.server as string, 'vitrine_bench_offers');
  const env: Record<string, string> = dir ? { DATA_DIR: dir } : { DATABASE_URL: throwaway?.url as string };
  try {
    // One more group than measured: the first round runs untimed (a fresh pool, statements unplanned).
    const customers = await makeCustomers(env, AT_ONCE * (ROUNDS + 1));
    const { child, port } = await startServicesChild({ ...ENV, ...env });
    const base = `http://127.0.0.1:${port}`;
    const times = new Map<string, number[]>(CASES.map((item) => [item.name, []]));
    let errors = new Map<string, number>(CASES.map((item) => [item.name, 0]));
    try {
      for (let round = 0; round <= ROUNDS; round += 1) {
        const group = customers.slice(round * AT_ONCE, (round + 1) * AT_ONCE);
        for (const item of CASES) {
          const results = await Promise.all(group.map((customer) => timed(base, item, customer)));
          if (round === 0) continue;
          for (const result of results) {
            if (result === null) errors = errors.set(item.name, (errors.get(item.name) ?? 0) + 1);
            else times.get(item.name)?.push(result);
          }
        }
      }
    } finally {
      await stopChild(child);
    }
    return CASES.map(({ name }) => {
      const sorted = [...(times.get(name) ?? [])].sort((a, b) => a - b);
      return {
        database,
        name,
        samples: sorted.length,
        errors: errors.get(name) ?? 0,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted.at(-1) ?? Number.NaN,
      };
    });
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
    await throwaway?.drop();
  }
}

const databases = (['postgres', 'pglite'] as const).filter((d) => !args.only || args.only === d);
console.log(`at start: ${machineLoad()}`);
const rows: Row[] = [];
for (const database of databases) {
  console.log(`${database}: ${ROUNDS} rounds of ${AT_ONCE} customers at once`);
  rows.push(...(await runOn(database)));
}
console.log(`at end: ${machineLoad()}`);
console.log('\n| database | case | answers | errors | p50 ms | p95 ms | max ms |');
console.log('|---|---|---:|---:|---:|---:|---:|');
const ms = (n: number) => n.toFixed(0);
for (const row of rows)
  console.log(
    `| ${row.database} | ${row.name} | ${row.samples} | ${row.errors} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} |`,
  );

reportGoals(
  rows
    .filter((row) => row.name.startsWith('ask'))
    .map((row) => ({
      bench: 'offers',
      measure: `offers with a new look-up, ${AT_ONCE} customers at once, p95 (${row.database})`,
      value: `${ms(row.p95)} ms`,
      goal: `<= ${GOAL_MS} ms, no errors`,
      met: row.p95 <= GOAL_MS && row.errors === 0,
    })),
);
