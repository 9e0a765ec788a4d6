import { type SQL, sql } from 'drizzle-orm';
import {
  FUNNEL_STEPS,
  type FunnelAnswer,
  type FunnelFilter,
  type FunnelStep,
  type StepCountsAnswer,
} from '../../src/features/funnel/contract/funnel.ts';
import { brasiliaDay, shiftDay } from '../../src/features/requests/rules/business-days.ts';
import type { Db } from '../db/index.ts';

/** The period read when none is asked: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/** The period of the filter: both days included, on Brasília time. */
export function periodOf(filter: FunnelFilter, now: Date): { from: string; to: string } {
  const to = filter.to ?? (filter.from ? shiftDay(filter.from, DEFAULT_DAYS - 1) : brasiliaDay(now));
  return { from: filter.from ?? shiftDay(to, -(DEFAULT_DAYS - 1)), to };
}

const noCounts = (): StepCountsAnswer =>
  Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as StepCountsAnswer;

interface CountRow {
  family: string;
  source: string;
  step: FunnelStep;
  n: number;
}

/**
 * Every step of the store's period, by family, source and step: one range of the store's counts,
 * kept as things happened (the pages' visits and simulations, the offers asked, and the requests
 * made, approved and contracted, counted by the triggers of migration 0023).
 */
function countedSql(bankerId: number, from: string, to: string, filter: FunnelFilter): SQL {
  return sql`
    select family, source, step, sum(count)::int as n from store_funnel_counts
    where banker_id = ${bankerId} and day between ${from}::date and ${to}::date
      ${filter.family ? sql`and family = ${filter.family}` : sql``}
      ${filter.source ? sql`and source = ${filter.source}` : sql``}
    group by family, source, step`;
}

/** Adds a row's count to the step counts kept under `key`. */
function addTo(map: Map<string, StepCountsAnswer>, key: string, row: CountRow): void {
  const counts = map.get(key) ?? noCounts();
  counts[row.step] += row.n;
  map.set(key, counts);
}

/** The store's funnel for the filter's period, family and source (docs/desk.md#funnel). */
export async function storeFunnelOf(
  db: Db,
  bankerId: number,
  filter: FunnelFilter,
  now: Date,
): Promise<FunnelAnswer> {
  const { from, to } = periodOf(filter, now);
  const read = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [rows, names] = await Promise.all([
    read<CountRow>(countedSql(bankerId, from, to, filter)),
    read<{ slug: string; name: string }>(sql`select slug, name from product_groups`),
  ]);
  const counts = noCounts();
  const families = new Map<string, StepCountsAnswer>();
  const sources = new Map<string, StepCountsAnswer>();
  for (const row of rows) {
    counts[row.step] += row.n;
    if (row.family) addTo(families, row.family, row);
    addTo(sources, row.source, row);
  }
  const nameOf = new Map(names.map((g) => [g.slug, g.name]));
  return {
    from,
    to,
    counts,
    families: [...families]
      .map(([slug, familyCounts]) => ({ slug, name: nameOf.get(slug) ?? slug, counts: familyCounts }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    // The known sources by their visits, then what came without one.
    sources: [...sources]
      .map(([source, sourceCounts]) => ({ source, counts: sourceCounts }))
      .sort(
        (a, b) =>
          Number(a.source === '') - Number(b.source === '') ||
          b.counts.visit - a.counts.visit ||
          a.source.localeCompare(b.source),
      ),
  };
}
