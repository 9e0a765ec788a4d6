import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { MIGRATIONS_FOLDER } from '../db/index.ts';
import { requestPlacer } from './test-requests.ts';

const { t, f } = withSeededServices();
const { newCustomer, orderedBy, solicitedBy, institutionSets } = requestPlacer(t, f);

/** The statements of a migration that start with `start`, its comment lines left out. */
function statementsOf(file: string, start: string): string[] {
  const text = readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith(start));
}

/** The statements of migration 0014 that give the requests stored before it their 'recebida'. */
const backfillStatements = () => statementsOf('0013_request_status.sql', 'INSERT INTO request_status_events');

type Row = { kind: string; events: number; first: string | null; same_time: boolean };

async function historyOfEveryRequest(): Promise<Row[]> {
  const result = (await t.db.execute(sql`
    select 'order' as kind, count(e.id)::int as events, min(e.status) as first,
           bool_and(e.created_at = o.created_at) as same_time
    from orders o left join request_status_events e on e.order_id = o.id group by o.id
    union all
    select 'solicitation', count(e.id)::int, min(e.status), bool_and(e.created_at = s.created_at)
    from solicitations s left join request_status_events e on e.solicitation_id = s.id group by s.id`)) as unknown as {
    rows: Row[];
  };
  return result.rows;
}

describe('migration 0014', () => {
  it('writes "recebida" with each new request, and its backfill gives one to each request stored before', async () => {
    const customer = await newCustomer('Cliente Antigo');
    await orderedBy(customer);
    await solicitedBy(customer);
    const expected = { events: 1, first: 'recebida', same_time: true };
    const written = await historyOfEveryRequest();
    expect(written.map(({ kind }) => kind).sort()).toEqual(['order', 'solicitation']);
    for (const row of written) expect(row).toMatchObject(expected);

    // As before the migration: requests without any history; the backfill gives each its first status.
    await t.db.execute(sql`delete from request_status_events`);
    expect((await historyOfEveryRequest()).every((row) => row.events === 0)).toBe(true);
    const statements = backfillStatements();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    for (const row of await historyOfEveryRequest()) expect(row).toMatchObject(expected);
  });
});

describe('migration 0023', () => {
  const read = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  const keptCounts = () =>
    read<{ status: string; count: number }>(sql`
      select status, count from store_request_counts where banker_id = ${f.ana.id} and count <> 0 order by status`);
  const requestSteps = () =>
    read<{ day: string; family: string; step: string; n: number }>(sql`
      select day::text, family, step, sum(count)::int as n from store_funnel_counts
      where banker_id = ${f.ana.id} and step in ('request', 'approved', 'contracted')
      group by 1, 2, 3 order by 1, 2, 3`);

  it('counts the requests stored before it as the triggers count them, each status and step', async () => {
    const customer = await newCustomer('Cliente Contado Antes');
    const approved = await orderedBy(customer);
    await solicitedBy(customer);
    await institutionSets(approved, 'aprovada', `backfill-0023-${approved}`);
    const [counts, steps] = [await keptCounts(), await requestSteps()];
    expect(steps.find((row) => row.step === 'approved')?.n).toBe(1);

    // As before the migration: nothing counted; its backfill counts what is stored.
    await t.db.execute(sql`delete from store_request_counts`);
    await t.db.execute(
      sql`delete from store_funnel_counts where step in ('request', 'approved', 'contracted')`,
    );
    const statements = statementsOf('0023_request_counts.sql', 'SELECT store_');
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    expect(await keptCounts()).toEqual(counts);
    expect(await requestSteps()).toEqual(steps);
  });
});
