import { type SQL, sql } from 'drizzle-orm';
import {
  PIPELINE_PAGE_SIZE,
  type PipelineAnswer,
  type PipelineCardAnswer,
  type PipelineColumnAnswer,
  type PipelineFilter,
} from '../../../src/features/requests/contract/desk.ts';
import { shiftDay, startOfBrasiliaDay } from '../../../src/features/requests/rules/business-days.ts';
import {
  isFinal,
  REQUEST_STATUSES,
  type RequestStatus,
} from '../../../src/features/requests/rules/request-status.ts';
import {
  isLate,
  lateCutoff,
  type ServiceLevels,
} from '../../../src/features/requests/rules/service-levels.ts';
import type { Db } from '../../db/index.ts';
import { matchAll, searchPatterns } from '../../db/text-search.ts';
import { financedCents } from '../../notifications/field-values.ts';
import { serviceLevelsOf } from './service-levels.ts';

/**
 * The banker's pipeline (docs/desk.md#pipeline): the store's requests by current status, read
 * from the status columns a trigger keeps on orders and solicitations (migration 0018), so a
 * column is one range of the `(banker_id, status, status_at)` indexes.
 */

type Rows<T> = { rows: T[] };

/** Both kinds of request of the store, in one shape. */
const storeRequests = (bankerId: number, status: SQL) => sql`
  select 'order' as kind, o.id::text as id, o.product_id, o.customer_id, o.payload as data,
         o.status, o.status_at, o.created_at
    from orders o where o.banker_id = ${bankerId} and ${status}
  union all
  select 'solicitation', s.id::text, s.product_id, s.customer_id, s.data, s.status, s.status_at, s.created_at
    from solicitations s where s.banker_id = ${bankerId} and s.customer_id is not null and ${status}`;

/** The filters of the query, over the joined request, product, family, institution and customer. */
function filtersOf(filter: PipelineFilter): SQL {
  const parts: SQL[] = [
    matchAll(sql`analytics_fold(c.full_name || ' ' || c.email)`, searchPatterns(filter.search)),
  ];
  if (filter.family) parts.push(sql`g.slug = ${filter.family}`);
  if (filter.institution) parts.push(sql`i.slug = ${filter.institution}`);
  if (filter.from)
    parts.push(sql`r.created_at >= ${startOfBrasiliaDay(filter.from).toISOString()}::timestamptz`);
  if (filter.to)
    parts.push(sql`r.created_at < ${startOfBrasiliaDay(shiftDay(filter.to, 1)).toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

const joined = (bankerId: number, status: SQL, filter: PipelineFilter) => sql`
  from (${storeRequests(bankerId, status)}) r
  join products p on p.id = r.product_id
  join product_groups g on g.id = p.group_id
  left join institutions i on i.id = p.institution_id
  join persons c on c.id = r.customer_id
  where ${filtersOf(filter)}`;

interface CardRow {
  kind: PipelineCardAnswer['kind'];
  id: string;
  product: string;
  family: string;
  institution: string | null;
  customer: string;
  data: Record<string, unknown>;
  status: RequestStatus;
  status_at: string;
}

/** Open statuses show who waited longest first; closed ones the latest first. */
const orderOf = (status: RequestStatus) =>
  isFinal(status) ? sql`r.status_at desc, r.id desc` : sql`r.status_at, r.id`;

async function cardsOf(
  db: Db,
  bankerId: number,
  status: RequestStatus,
  filter: PipelineFilter,
  page: number,
  levels: ServiceLevels,
  now: Date,
): Promise<PipelineCardAnswer[]> {
  const result = (await db.execute(sql`
    select r.kind, r.id, p.title as product, g.name as family, i.name as institution, c.full_name as customer,
           r.data, r.status, to_json(r.status_at) #>> '{}' as status_at
    ${joined(bankerId, sql`status = ${status}`, filter)}
    order by ${orderOf(status)}
    limit ${PIPELINE_PAGE_SIZE} offset ${(page - 1) * PIPELINE_PAGE_SIZE}`)) as unknown as Rows<CardRow>;
  return result.rows.map(({ data, ...row }) => ({
    ...row,
    amount_cents: financedCents(data ?? {}),
    late: isLate(new Date(row.status_at), levels[row.status], now),
  }));
}

/** Each status's count and late count under the filters, in one statement. */
async function countsOf(db: Db, bankerId: number, filter: PipelineFilter, levels: ServiceLevels, now: Date) {
  const cutoffs = Object.entries(levels).map(
    ([status, days]) =>
      sql`when ${status} then ${lateCutoff(days as number, now).toISOString()}::timestamptz`,
  );
  const lateCase = cutoffs.length
    ? sql`r.status_at < (case r.status ${sql.join(cutoffs, sql` `)} end)`
    : sql`false`;
  const result = (await db.execute(sql`
    select r.status, count(*)::int as count, (count(*) filter (where ${lateCase}))::int as late
    ${joined(bankerId, sql`true`, filter)}
    group by r.status`)) as unknown as Rows<{ status: RequestStatus; count: number; late: number }>;
  return new Map(result.rows.map((row) => [row.status, row]));
}

/** The families or institutions the store's requests are of: what a filter can choose. */
async function optionsOf(db: Db, bankerId: number, table: SQL, key: SQL) {
  const result = (await db.execute(sql`
    select distinct x.slug, x.name from (${storeRequests(bankerId, sql`true`)}) r
    join products p on p.id = r.product_id join ${table} x on x.id = ${key}
    order by x.name`)) as unknown as Rows<{ slug: string; name: string }>;
  return result.rows;
}

/** The pipeline: every status, or only `filter.status` at `filter.page`. */
export async function pipelineOf(
  db: Db,
  bankerId: number,
  filter: PipelineFilter,
  now: Date,
): Promise<Omit<PipelineAnswer, 'reminders'>> {
  const levels = await serviceLevelsOf(db, bankerId);
  const statuses = filter.status ? [filter.status] : [...REQUEST_STATUSES];
  const page = filter.page ?? 1;
  const [counts, cards, families, institutions] = await Promise.all([
    countsOf(db, bankerId, filter, levels, now),
    Promise.all(statuses.map((status) => cardsOf(db, bankerId, status, filter, page, levels, now))),
    optionsOf(db, bankerId, sql`product_groups`, sql`p.group_id`),
    optionsOf(db, bankerId, sql`institutions`, sql`p.institution_id`),
  ]);
  const columns: PipelineColumnAnswer[] = statuses.map((status, index) => ({
    status,
    count: counts.get(status)?.count ?? 0,
    late: counts.get(status)?.late ?? 0,
    service_level: levels[status] ?? null,
    cards: cards[index] ?? [],
    page,
  }));
  return { columns, families, institutions };
}
