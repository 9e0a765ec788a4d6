/**
 * `npm run bench:offers [-- options]` (`--help` lists them): 'Ofertas para você' under customers
 * asking at once with late partners (docs/benchmarks.md#offers, docs/offers.md#speed). A
 * development server of its own (`services/main.ts` in a child process, on the demo data, no SMTP)
 * is told through the sandbox control to answer late: the bureaus in 300, 500 and 700 ms, within
 * their 800 ms, and one lender past the partners' budget. Each round takes customers who have not
 * looked up yet and, all at once, (1) asks for offers: a new look-up, stored; (2) comes back to
 * them; (3) re-prices them. A first round runs untimed. Each customer has an address of their own
 * (`TRUST_PROXY`, `X-Forwarded-For`), as behind the reverse proxy, on PostgreSQL (a throwaway
 * database on the server of `--server`) and on PGlite. The goal: p95 of the look-up within 2 s.
 * An answer other than 200, or a look-up whose bureaus or late lender did not answer as told, is
 * an error; any error makes the exit status 1.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createThrowawayDatabase } from '../../services/db/throwaway.ts';
import { OFFER_TIMES } from '../../services/offers/limits.ts';
import { LENDER_POLICIES } from '../../services/offers/policies.ts';
import { BENCH_SERVICES_ENV } from '../lib/bench-env.ts';
import { reportGoals } from '../lib/bench-goals.ts';
import { percentile } from '../lib/bench-stats.ts';
import { machineLoad } from '../lib/machine-load.ts';
import { startServicesChild, stopChild } from '../lib/serve-child.ts';
import { type BenchCustomer, writeBenchCustomers } from './offers-customers.ts';

const USAGE = `npm run bench:offers [-- options]

'Ofertas para você' on a development server of its own, with the bureaus answering in 300, 500
and 700 ms and one lender past its ${OFFER_TIMES.partnersMs} ms budget.

  --rounds N      timed rounds (default 10), after one untimed round
  --at-once N     customers asking at once in a round (default 20)
  --only DB       pglite or postgres (default both)
  --server URL    PostgreSQL server of the throwaway database
                  (default DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
  --smoke         one short round of 3 customers, no untimed round, PGlite unless --only
  -h, --help      this text
`;

function readArgs() {
  try {
    return parseArgs({
      options: {
        rounds: { type: 'string', default: '10' },
        'at-once': { type: 'string', default: '20' },
        only: { type: 'string' },
        server: {
          type: 'string',
          default: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
        },
        smoke: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const args = readArgs();
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const DATABASES = ['postgres', 'pglite'] as const;
type Database = (typeof DATABASES)[number];
const positive = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`--${name}: um número inteiro a partir de 1.\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
if (args.only !== undefined && !DATABASES.includes(args.only as Database)) {
  process.stderr.write(`--only: pglite ou postgres.\n\n${USAGE}`);
  process.exit(2);
}
const ROUNDS = args.smoke ? 1 : positive('rounds', args.rounds);
const AT_ONCE = args.smoke ? 3 : positive('at-once', args['at-once']);
const UNTIMED_ROUNDS = args.smoke ? 0 : 1;
const GOAL_MS = 2_000;
const STORE = 'ana-souza';

/** Each bureau late but within its time, the way real ones spread. */
const BUREAU_DELAYS_MS = { serasa: 300, quod: 500, bmp: 700 } as const;
/** The lender that answers past the partners' budget: its entry is 'indisponível no momento'. */
const LATE_LENDER = LENDER_POLICIES[0]?.partner as string;
const LATE_LENDER_MS = OFFER_TIMES.partnersMs + 400;

const ENV = {
  ...BENCH_SERVICES_ENV,
  // The answers' time, not the log's, is measured; a line a request would drown the tables.
  LOG_REQUESTS: '0',
  TRUST_PROXY: '1',
};

/** Tells the sandbox partners of the server how late to answer (a local request: no proxy header). */
async function slowDownPartners(base: string): Promise<void> {
  const delays: [string, number][] = [
    ...Object.entries(BUREAU_DELAYS_MS),
    [`lender-${LATE_LENDER}`, LATE_LENDER_MS],
  ];
  for (const [partner, delay] of delays) {
    const res = await fetch(`${base}/sandbox/control/${partner}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delay_ms: delay }),
    });
    if (!res.ok) throw new Error(`sandbox ${partner}: resposta ${res.status} ${await res.text()}`);
  }
}

interface OfferSet {
  bureaus: { service: string; status: string }[];
  entries: { partner: string; status: string }[];
}

/** What is wrong with a look-up's answer under the told delays; null when it answered as told. */
function lookupProblem(body: { offers?: OfferSet }): string | null {
  const offers = body.offers;
  if (!offers) return 'sem ofertas';
  if (offers.bureaus.some((bureau) => bureau.status !== 'ok')) return 'bureau sem resposta';
  const late = offers.entries.find((entry) => entry.partner === LATE_LENDER);
  // Every other answer, offers or declines, is as valid as the partners' policies make it.
  return late?.status === 'indisponivel' ? null : 'parceiro atrasado respondeu';
}

interface Case {
  name: string;
  method: string;
  body?: unknown;
  /** The look-up: its answer must show the told delays. */
  checked?: boolean;
}

const CASES: Case[] = [
  {
    name: 'ask (new look-up)',
    method: 'POST',
    body: { amount: 10_000, term: 24, monthly_income: 6_000, other_instalments: 300, consent: true },
    checked: true,
  },
  { name: 'come back (stored)', method: 'GET' },
  { name: 're-price (no look-up)', method: 'PUT', body: { amount: 8_000, term: 36 } },
];

type Outcome = { ms: number } | { error: string };

/** One call of a case by one customer: its time, or what went wrong. */
async function timed(base: string, item: Case, customer: BenchCustomer): Promise<Outcome> {
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
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) return { error: `${res.status} ${text.slice(0, 120)}` };
  const problem = item.checked ? lookupProblem(JSON.parse(text)) : null;
  return problem ? { error: problem } : { ms };
}

interface Row {
  database: Database;
  name: string;
  samples: number;
  errors: number;
  p50: number;
  p95: number;
  max: number;
}

/** The database the server runs on, and how to take it away afterwards. */
async function databaseFor(
  database: Database,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (database === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-offers-'));
    // An empty DATABASE_URL keeps a DATABASE_URL of the calling shell from taking its place.
    return {
      env: { DATABASE_URL: '', DATA_DIR: dir },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const throwaway = await createThrowawayDatabase(args.server as string, 'vitrine_bench_offers');
  return { env: { DATABASE_URL: throwaway.url }, drop: () => throwaway.drop() };
}

async function runOn(database: Database, errorsSeen: Map<string, number>): Promise<Row[]> {
  const target = await databaseFor(database);
  const env = { ...ENV, ...target.env };
  try {
    const customers = await writeBenchCustomers(env, AT_ONCE * (ROUNDS + UNTIMED_ROUNDS));
    // The demo data is in: seeding it again at the server's start would only check it.
    const { child, port } = await startServicesChild({ ...env, SEED: '0' });
    const base = `http://127.0.0.1:${port}`;
    const times = new Map<string, number[]>(CASES.map((item) => [item.name, []]));
    const errors = new Map<string, number>(CASES.map((item) => [item.name, 0]));
    try {
      await slowDownPartners(base);
      for (let round = 0; round < ROUNDS + UNTIMED_ROUNDS; round += 1) {
        const group = customers.slice(round * AT_ONCE, (round + 1) * AT_ONCE);
        for (const item of CASES) {
          const outcomes = await Promise.all(group.map((customer) => timed(base, item, customer)));
          if (round < UNTIMED_ROUNDS) continue;
          for (const outcome of outcomes) {
            if ('ms' in outcome) times.get(item.name)?.push(outcome.ms);
            else {
              errors.set(item.name, (errors.get(item.name) ?? 0) + 1);
              const key = `${database} ${item.name}: ${outcome.error}`;
              errorsSeen.set(key, (errorsSeen.get(key) ?? 0) + 1);
            }
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
    await target.drop();
  }
}

const databases = args.only ? [args.only as Database] : args.smoke ? (['pglite'] as const) : DATABASES;
console.log(`at start: ${machineLoad()}`);
console.log(
  `bureaus late by ${Object.entries(BUREAU_DELAYS_MS)
    .map(([bureau, ms]) => `${bureau} ${ms} ms`)
    .join(', ')}; lender ${LATE_LENDER} by ${LATE_LENDER_MS} ms (budget ${OFFER_TIMES.partnersMs} ms)`,
);
const rows: Row[] = [];
const errorsSeen = new Map<string, number>();
for (const database of databases) {
  console.log(`${database}: ${ROUNDS} rounds of ${AT_ONCE} customers at once`);
  rows.push(...(await runOn(database, errorsSeen)));
}
console.log(`at end: ${machineLoad()}`);
console.log('\n| database | case | answers | errors | p50 ms | p95 ms | max ms |');
console.log('|---|---|---:|---:|---:|---:|---:|');
const ms = (n: number) => n.toFixed(0);
for (const row of rows)
  console.log(
    `| ${row.database} | ${row.name} | ${row.samples} | ${row.errors} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} |`,
  );
for (const [error, count] of errorsSeen) console.error(`error (${count}x): ${error}`);

reportGoals(
  rows
    .filter((row) => row.name.startsWith('ask'))
    .map((row) => ({
      bench: 'offers',
      measure: `offers with a new look-up, late bureaus and lender, ${AT_ONCE} customers at once, p95 (${row.database})`,
      value: `${ms(row.p95)} ms`,
      goal: `<= ${GOAL_MS} ms, no errors`,
      met: row.p95 <= GOAL_MS && row.errors === 0,
    })),
);
if (errorsSeen.size > 0) process.exitCode = 1;
