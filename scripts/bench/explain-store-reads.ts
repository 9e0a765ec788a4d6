/**
 * `DATABASE_URL=postgres://… node scripts/bench/explain-store-reads.ts`: runs each anonymous store
 * read once (on a database filled by `scripts/bench/generate-catalog.ts`), records the statements
 * it sends and prints `EXPLAIN ANALYZE` of each: planning and execution time (best of three runs)
 * and the plan's top line, so `--plans` shows the whole plans.
 */
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadBankerProfile } from '../../services/accounts/profile.ts';
import * as q from '../../services/catalog/queries.ts';
import type { Db } from '../../services/db/index.ts';
import { schema } from '../../services/db/index.ts';

const { values: args } = parseArgs({ options: { plans: { type: 'boolean', default: false } } });

/** A generated banker with a company and banners of its own. */
const PB = 'pb-gerado-4991';

const READS: [string, (db: Db) => Promise<unknown>][] = [
  ['marketplace', (db) => q.findMarketplace(db, PB)],
  ['banker profile', (db) => loadBankerProfile(db, PB)],
  ['product groups', (db) => q.listGroupAnswers(db, PB)],
  ['product group', (db) => q.findGroupAnswer(db, PB, 'emprestimos')],
  ['product', (db) => q.findProductAnswer(db, PB, 55)],
  ['carousel', (db) => q.carouselAnswer(db, PB)],
  ['partners', (db) => q.listPartnerAnswers(db, PB)],
];

interface Statement {
  query: string;
  params: unknown[];
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const captured: Statement[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Db;

async function explain(
  statement: Statement,
): Promise<{ planning: number; execution: number; plan: string[] }> {
  let best = {
    planning: Number.POSITIVE_INFINITY,
    execution: Number.POSITIVE_INFINITY,
    plan: [] as string[],
  };
  for (let run = 0; run < 3; run++) {
    const result = await pool.query(
      `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${statement.query}`,
      statement.params,
    );
    const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN'] as string);
    const time = (label: string) =>
      Number(/([\d.]+) ms/.exec(plan.find((line) => line.startsWith(label)) ?? '')?.[1] ?? Number.NaN);
    const execution = time('Execution Time');
    if (execution < best.execution) best = { planning: time('Planning Time'), execution, plan };
  }
  return best;
}

try {
  console.log('| read | statements | planning ms | execution ms | top plan node |');
  console.log('|---|---:|---:|---:|---|');
  for (const [name, read] of READS) {
    await read(db);
    captured.length = 0;
    await read(db);
    const statements = captured.splice(0);
    let planning = 0;
    let execution = 0;
    const tops: string[] = [];
    for (const statement of statements) {
      const result = await explain(statement);
      planning += result.planning;
      execution += result.execution;
      tops.push((result.plan[0] ?? '').replace(/\s*\(cost=.*$/, '').trim());
      if (args.plans) console.log(`\n${name}:\n${statement.query}\n${result.plan.join('\n')}\n`);
    }
    console.log(
      `| ${name} | ${statements.length} | ${planning.toFixed(2)} | ${execution.toFixed(2)} | ${tops.join('; ')} |`,
    );
  }
} finally {
  await pool.end();
}
