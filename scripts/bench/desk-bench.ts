/**
 * `npm run bench:desk [-- --smoke | --customers 100000 --rounds 40 --reuse | --help]`: the banker's
 * Analytics at the scale of a large office (docs/benchmarks.md#the-bankers-analytics-at-the-scale-of-a-large-office).
 *
 * 1. Seeds, set-based (generate_series), ONE banker's book on PostgreSQL: the demo banker Ana
 *    gets `customers` customers with 10 orders each and `customers / 2` leads (100,000 / 1,000,000
 *    / 50,000 by default), in a database of its own (`--database`, dropped and made again unless
 *    `--reuse` finds it seeded at that size).
 * 2. Serves the built brand (`--brand`, default vitrine; `npm run build -- --brand vitrine` first)
 *    with the services on that database (`scripts/start.ts` in a child process) and times each
 *    answer of the Analytics screen `rounds` times, one after another: p50 and p95 (goal <= 300 ms).
 * 3. On a phone (390x844, Chromium's CPU slowed 4x through CDP `Emulation.setCPUThrottlingRate`),
 *    the time to the first rows of each tab, median of three visits (goal <= 1.5 s).
 *
 * `--smoke`: one short round on a small book (200 customers), no browser: a check that the command
 * works, not a measure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { choiceFor, storeCookieChoice } from '../../src/features/privacy/scripts/consent-choice.ts';
import { COOKIE_CONSENT_NAME } from '../../src/features/privacy/scripts/cookie-consent.ts';
import { reportGoals } from '../lib/bench-goals.ts';
import { percentile, spreadOf } from '../lib/bench-stats.ts';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from '../lib/chromium-flags.ts';
import { machineLoad } from '../lib/machine-load.ts';
import { stopChild } from '../lib/serve-child.ts';
import { deskCalls } from './desk-calls.ts';

const HELP = `npm run bench:desk -- [options]

  --smoke              one short round on a small book (200 customers), no browser
  --customers <n>      customers of the book (default 100000); 10 orders each, n/2 leads
  --rounds <n>         timed answers per call (default 40)
  --reuse              keep the database if it already holds a book of that size
  --database <name>    PostgreSQL database to seed (default vitrine_desk_bench)
  --server <url>       PostgreSQL server (default DATABASE_URL's, or postgres://postgres@127.0.0.1:5432/postgres)
  --port <n>           port of the storefront served for the run (default 5750)
  --brand <id>         built brand served (default vitrine)
  --no-phone           leave out the phone's tabs
  --help               this text`;

const args = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    customers: { type: 'string' },
    rounds: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    database: { type: 'string', default: 'vitrine_desk_bench' },
    server: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    port: { type: 'string', default: '5750' },
    brand: { type: 'string', default: 'vitrine' },
    'no-phone': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
}).values;

if (args.help) {
  console.log(HELP);
  process.exit(0);
}

const CUSTOMERS = Number(args.customers ?? (args.smoke ? 200 : 100_000));
const ORDERS_EACH = 10;
const LEADS = Math.floor(CUSTOMERS / 2);
const ROUNDS = Number(args.rounds ?? (args.smoke ? 3 : 40));
const PHONE = !args.smoke && !args['no-phone'];
const API_GOAL_MS = 300;
const TAB_GOAL_MS = 1_500;
const BANKER = { email: 'ana.souza@exemplo.com.br', password: 'Vitrine2026', slug: 'ana-souza' };
/** The book's people are told apart from the demo data by their e-mail's domain. */
const DOMAIN = 'livro.bench.exemplo.com.br';

function databaseUrl(name: string): string {
  const url = new URL(args.server as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Whether the database already holds a book of this size (a `--reuse` run). */
async function seededAtSize(url: string): Promise<boolean> {
  try {
    return await onDatabase(url, async (client) => {
      const { rows } = await client.query(
        `select count(*)::int as n from persons where email like '%@${DOMAIN}' and email like 'cliente%'`,
      );
      return rows[0]?.n === CUSTOMERS;
    });
  } catch {
    return false;
  }
}

/** Migrates and seeds the demo data (through the services), then adds the book set-based. */
async function seedBook(url: string): Promise<void> {
  const name = args.database as string;
  await onDatabase(args.server as string, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const started = performance.now();
  const { createServices } = await import('../../services/app.ts');
  const services = await createServices({ ...process.env, DATABASE_URL: url, LOG_REQUESTS: '0' });
  await services.close();
  console.log(`migrated and seeded the demo data in ${seconds(started)}`);
  await onDatabase(url, async (client) => {
    const step = async (label: string, statement: string) => {
      const at = performance.now();
      await client.query(statement);
      console.log(`  ${label}: ${seconds(at)}`);
    };
    const names = `(array['Ana','Bruno','Carla','Daniel','Eduarda','Fábio','Gabriela','Heitor','Isabela','João','Karina','Lucas','Marina','Nicolas','Otávio','Patrícia','Rafael','Sofia','Tiago','Vitória'])`;
    const surnames = `(array['Silva','Souza','Oliveira','Santos','Pereira','Lima','Carvalho','Ferreira','Rodrigues','Almeida','Costa','Gomes','Martins','Araújo','Melo','Barbosa','Ribeiro','Alves','Cardoso','Conceição'])`;
    const person = (kind: string, offset: number) => `
      insert into persons (email, full_name, person_type, principal_contact)
      select '${kind}' || g || '@${DOMAIN}',
             ${names}[1 + (g + ${offset}) % 20] || ' ' || ${surnames}[1 + ((g + ${offset}) / 20) % 20] || ' ' ||
               ${surnames}[1 + ((g + ${offset}) / 400) % 20] || ' ' || g,
             1, '(11) 9' || lpad(((g * 7919) % 100000000)::text, 8, '0')`;
    await step(`${CUSTOMERS} customers`, `${person('cliente', 0)} from generate_series(1, ${CUSTOMERS}) g`);
    await step(`${LEADS} leads`, `${person('lead', 7)} from generate_series(1, ${LEADS}) g`);
    await step(
      'leads of the banker',
      `insert into leads (banker_id, customer_id)
       select b.id, p.id from persons p, persons b
       where b.slug = '${BANKER.slug}' and p.email like 'lead%@${DOMAIN}'`,
    );
    // Ten orders per customer over the last three years, of the active products, in batches of
    // 100,000 orders (one statement each: the triggers count a batch at once).
    const batch = 10_000;
    for (let from = 1; from <= CUSTOMERS; from += batch) {
      const to = Math.min(CUSTOMERS, from + batch - 1);
      await step(
        `orders of customers ${from}–${to}`,
        `with book as (
           select p.id, row_number() over (order by p.id) as n
           from persons p where p.email like 'cliente%@${DOMAIN}'),
         banker as (select id from persons where slug = '${BANKER.slug}'),
         catalog as (select array_agg(id order by id) as ids from products where active)
         insert into orders (product_id, customer_id, banker_id, path, payload, partner_url, source, created_at)
         select catalog.ids[1 + ((book.n * 31 + k * 7) % array_length(catalog.ids, 1))], book.id, banker.id,
                'legacy/order/', '{}'::jsonb, 'http://localhost/sandbox/pedido/0', 'store:${BANKER.slug}',
                now() - ((book.n * ${ORDERS_EACH} + k) % 1095) * interval '1 day' - (book.n % 86400) * interval '1 second'
         from book, banker, catalog, generate_series(1, ${ORDERS_EACH}) k
         where book.n between ${from} and ${to}`,
      );
    }
    await step('vacuum analyze', 'vacuum analyze');
  });
  console.log(`book seeded in ${seconds(started)}`);
}

/** The storefront with its services on the book's database, on loopback. */
async function serve(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: url, PORT: args.port, BRAND: args.brand, LOG_REQUESTS: '0' },
  });
  const base = `http://127.0.0.1:${args.port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou (código ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('o servidor não respondeu');
}

interface Timed {
  name: string;
  p50: number;
  p95: number;
  /** The JSON's size, and whether it came gzipped. */
  bytes: number;
  gzip: boolean;
  errors: number;
}

/** Times one call `ROUNDS` times after two untimed ones, as a browser asks it (gzip accepted). */
async function timeCall(name: string, url: string, headers: Record<string, string>): Promise<Timed> {
  const times: number[] = [];
  let errors = 0;
  let bytes = 0;
  let gzip = false;
  for (let round = -2; round < ROUNDS; round += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    const body = await res.arrayBuffer();
    const took = performance.now() - started;
    if (round < 0) continue;
    if (res.status >= 400) errors += 1;
    // fetch hands the body decompressed: its length is the JSON's.
    bytes = body.byteLength;
    gzip = res.headers.get('content-encoding') === 'gzip';
    times.push(took);
  }
  const sorted = times.sort((a, b) => a - b);
  return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95), bytes, gzip, errors };
}

async function logInByApi(base: string): Promise<{ token: string; id: number }> {
  const login = await fetch(`${base}/api/auth/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BANKER.email, password: BANKER.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${base}/api/auth/person/v2/`, { headers: { authorization: `Bearer ${token}` } });
  const { person } = (await me.json()) as { person: { id: number } };
  return { token, id: person.id };
}

async function timeAnswers(base: string): Promise<Timed[]> {
  const { token, id } = await logInByApi(base);
  const headers = { authorization: `Bearer ${token}` };
  const api = `${base}/api/store/analytics/${id}`;
  const lastPage = Math.ceil(CUSTOMERS / 5);
  const someone = await onDatabase(databaseUrl(args.database as string), async (client) => {
    const { rows } = await client.query(
      `select id from persons where email = 'cliente${Math.ceil(CUSTOMERS / 2)}@${DOMAIN}'`,
    );
    return rows[0]?.id as number;
  });
  const calls = deskCalls(base, api, id, { someone, lastPage });
  const rows: Timed[] = [];
  for (const [name, url] of calls) rows.push(await timeCall(name, url, headers));
  // The whole book (the spec's call): its cache check, answered 304 to a browser holding it.
  const first = await fetch(`${api}/`, { headers: { ...headers, 'accept-encoding': 'gzip' } });
  await first.arrayBuffer();
  const etag = first.headers.get('etag') ?? '';
  rows.push(
    await timeCall('whole book, revalidated (304)', `${api}/`, { ...headers, 'if-none-match': etag }),
  );
  return rows;
}

const CONSENT =
  storeCookieChoice(choiceFor('necessary', new Date()))
    .split(';')[0]
    ?.slice(COOKIE_CONSENT_NAME.length + 1) ?? '';

/** When each tab shows its first rows: what is looked for once the tab is chosen. */
const TABS: { tab: string; ready: string }[] = [
  { tab: 'Clientes e produtos', ready: 'Clientes' },
  { tab: 'Transações e leads', ready: 'Transações' },
  { tab: 'Convites', ready: 'Convites' },
  { tab: 'Solicitações', ready: 'section[aria-labelledby="desk-pipeline"] li button' },
  // The funnel's steps drawn with the period's counts.
  { tab: 'Funil', ready: '[aria-busy="false"] ol[aria-label="Etapas do funil"]' },
  { tab: 'Avisos', ready: 'input[type=radio]:checked' },
];

/** performance.now() in the page once `ready` shows: a table's real row, or an element. */
function whenShown(page: Page, ready: string): Promise<number> {
  return page
    .waitForFunction(
      (wanted) => {
        const tables = [...document.querySelectorAll('section[data-analytics-table]')];
        const table = tables.find((section) => section.querySelector('h2')?.textContent === wanted);
        const shown = table
          ? table.querySelector('tbody tr:not([data-skeleton-row])')
          : wanted.includes('[')
            ? document.querySelector(wanted)
            : null;
        return shown ? performance.now() : false;
      },
      ready,
      { polling: 'raf', timeout: 120_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch((error: Error) => {
      throw new Error(`'${ready}' did not show: ${error.message}`);
    });
}

async function timeTabs(base: string): Promise<Record<string, number[]>> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS });
  const times: Record<string, number[]> = Object.fromEntries(TABS.map(({ tab }) => [tab, []]));
  try {
    for (let visit = 0; visit < 3; visit += 1) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: CONSENT, url: base }]);
      const page = await context.newPage();
      await page.goto(`${base}/pb/${BANKER.slug}`);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('button', { name: 'Entrar' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Entre na sua conta' });
      await dialog.getByLabel('E-mail').fill(BANKER.email);
      await dialog.getByLabel('Senha').fill(BANKER.password);
      await dialog.getByRole('button', { name: 'Entrar' }).click();
      await dialog.getByLabel('Senha').waitFor({ state: 'hidden' });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The first tab: from the start of the page's navigation.
      await page.goto(`${base}/pb/${BANKER.slug}/analytics`, { waitUntil: 'commit' });
      times['Clientes e produtos']?.push(await whenShown(page, 'Clientes'));
      for (const { tab, ready } of TABS.slice(1)) {
        const before = await page.evaluate(() => performance.now());
        await page.getByRole('tab', { name: tab }).click();
        times[tab]?.push((await whenShown(page, ready)) - before);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const ms = (n: number) => n.toFixed(0);
const url = databaseUrl(args.database as string);
console.log(`at start: ${machineLoad()}`);
console.log(`book: ${CUSTOMERS} customers, ${CUSTOMERS * ORDERS_EACH} orders, ${LEADS} leads`);
if (args.reuse && (await seededAtSize(url))) console.log(`reusing ${args.database}`);
else await seedBook(url);
const server = await serve(url);
const base = `http://127.0.0.1:${args.port}`;
try {
  const answers = await timeAnswers(base);
  console.log(`after the answers: ${machineLoad()}`);
  console.log('\n| answer | p50 ms | p95 ms | JSON bytes | gzip | errors |');
  console.log('|---|---:|---:|---:|---|---:|');
  for (const row of answers)
    console.log(
      `| ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${row.bytes} | ${row.gzip ? 'yes' : 'no'} | ${row.errors} |`,
    );
  const goals = answers.map((row) => ({
    bench: 'desk',
    measure: `${row.name}, p95 of ${ROUNDS}`,
    value: `${ms(row.p95)} ms`,
    goal: `<= ${API_GOAL_MS} ms, no errors`,
    met: row.p95 <= API_GOAL_MS && row.errors === 0,
  }));
  if (PHONE) {
    const tabs = await timeTabs(base);
    console.log(`after the phone: ${machineLoad()}`);
    console.log('\n| tab (phone, CPU 4x slower) | first rows, median of 3 | the three |');
    console.log('|---|---:|---|');
    for (const [tab, values] of Object.entries(tabs)) {
      console.log(`| ${tab} | ${ms(spreadOf(values).median)} ms | ${values.map(ms).join(', ')} |`);
      goals.push({
        bench: 'desk',
        measure: `'${tab}' first rows on a 4x-slowed phone, median of 3`,
        value: `${ms(spreadOf(values).median)} ms`,
        goal: `<= ${TAB_GOAL_MS} ms`,
        met: spreadOf(values).median <= TAB_GOAL_MS,
      });
    }
  }
  reportGoals(goals);
  const missed = goals.filter((goal) => !goal.met);
  console.log(
    missed.length ? `\ngoals missed: ${missed.map((goal) => goal.measure).join('; ')}` : '\nevery goal met',
  );
  if (args.smoke && answers.some((row) => row.errors > 0)) process.exitCode = 1;
} finally {
  await stopChild(server);
}
