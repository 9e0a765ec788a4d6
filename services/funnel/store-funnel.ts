import { type SQL, sql } from 'drizzle-orm';
import {
  FUNNEL_STEPS,
  type FunnelAnswer,
  type FunnelFilter,
  type FunnelStep,
  type StepCountsAnswer,
} from '../../src/features/funnel/contract/funnel.ts';
import {
  brasiliaDay,
  shiftDay,
  startOfBrasiliaDay,
} from '../../src/features/requests/rules/business-days.ts';
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
 * The steps counted as they happened (visits, simulations, offers asked): one range of the
 * store's counts, by family, source and step.
 */
function countedSql(bankerId: number, from: string, to: string, filter: FunnelFilter): SQL {
  return sql`
    select family, source, step, sum(count)::int as n from store_funnel_counts
    where banker_id = ${bankerId} and day between ${from}::date and ${to}::date
      ${filter.family ? sql`and family = ${filter.family}` : sql``}
      ${filter.source ? sql`and source = ${filter.source}` : sql``}
    group by family, source, step`;
}

/**
 * The steps the store's requests record (made, approved, contracted), by family: the requests
 * made in the period, and those that reached 'Aprovada' or 'Contratada' in it. They are not tied
 * to a source, so a source filter leaves them out.
 */
function requestsSql(bankerId: number, start: Date, end: Date, family: string | undefined): SQL {
  const ofFamily = family ? sql`and g.slug = ${family}` : sql``;
  return sql`
    with made as (
      select product_id from orders where banker_id = ${bankerId} and created_at >= ${start} and created_at < ${end}
      union all
      select product_id from solicitations
      where banker_id = ${bankerId} and customer_id is not null and created_at >= ${start} and created_at < ${end}
    ), reached as (
      select distinct e.status, coalesce(e.order_id::text, e.solicitation_id::text) as request,
             coalesce(o.product_id, s.product_id) as product_id
      from request_status_events e
      left join orders o on o.id = e.order_id
      left join solicitations s on s.id = e.solicitation_id
      where e.status in ('aprovada', 'contratada') and e.created_at >= ${start} and e.created_at < ${end}
        and coalesce(o.banker_id, s.banker_id) = ${bankerId}
    )
    select g.slug as family, '' as source, 'request' as step, count(*)::int as n
    from made m join products p on p.id = m.product_id join product_groups g on g.id = p.group_id
    where true ${ofFamily} group by g.slug
    union all
    select g.slug, '', case r.status when 'aprovada' then 'approved' else 'contracted' end, count(*)::int
    from reached r join products p on p.id = r.product_id join product_groups g on g.id = p.group_id
    where true ${ofFamily} group by g.slug, r.status`;
}

/** The store's funnel for the filter's period, family and source (docs/desk.md#funnel). */
export async function storeFunnelOf(
  db: Db,
  bankerId: number,
  filter: FunnelFilter,
  now: Date,
): Promise<FunnelAnswer> {
  const { from, to } = periodOf(filter, now);
  const start = startOfBrasiliaDay(from);
  const end = startOfBrasiliaDay(shiftDay(to, 1));
  const read = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [counted, requests, names] = await Promise.all([
    read<CountRow>(countedSql(bankerId, from, to, filter)),
    filter.source ? [] : read<CountRow>(requestsSql(bankerId, start, end, filter.family)),
    read<{ slug: string; name: string }>(sql`select slug, name from product_groups`),
  ]);
  const rows = [...counted, ...requests];
  const counts = noCounts();
  const families = new Map<string, StepCountsAnswer>();
  const sources = new Map<string, { visit: number; simulation: number }>();
  for (const row of rows) {
    counts[row.step] += row.n;
    if (row.family) {
      const family = families.get(row.family) ?? noCounts();
      family[row.step] += row.n;
      families.set(row.family, family);
    }
    if (row.source && (row.step === 'visit' || row.step === 'simulation')) {
      const source = sources.get(row.source) ?? { visit: 0, simulation: 0 };
      source[row.step] += row.n;
      sources.set(row.source, source);
    }
  }
  const nameOf = new Map(names.map((g) => [g.slug, g.name]));
  return {
    from,
    to,
    counts,
    families: [...families]
      .map(([slug, familyCounts]) => ({ slug, name: nameOf.get(slug) ?? slug, counts: familyCounts }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    sources: [...sources]
      .map(([source, sourceCounts]) => ({ source, ...sourceCounts }))
      .sort((a, b) => b.visit - a.visit || a.source.localeCompare(b.source)),
  };
}
