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

/** The request tables, each read as `r` with the same columns. */
const BRANCHES = [
  // An order's customer is in the banker's book (the triggers of migration 0017 put them there).
  { kind: 'order', from: sql`orders r`, data: sql`r.payload`, own: sql`true`, inBook: true },
  {
    kind: 'solicitation',
    from: sql`solicitations r`,
    data: sql`r.data`,
    own: sql`r.customer_id is not null`,
    inBook: false,
  },
] as const;

type Branch = (typeof BRANCHES)[number];

/** Whether the filter needs the request's product (a family or an institution). */
const byProduct = (filter: PipelineFilter) => Boolean(filter.family || filter.institution);

/**
 * The conditions on one table's requests of the store: its (banker, status) index range, and the
 * filters. An order's search is matched in the banker's book (`analytics_people.search_text`:
 * name, e-mail and contact, folded), one range of the banker, and the orders are those of the
 * people found; a solicitation's on its customer.
 */
function whereOf(
  bankerId: number,
  status: RequestStatus | null,
  filter: PipelineFilter,
  branch: Branch,
): SQL {
  const parts: SQL[] = [sql`r.banker_id = ${bankerId}`, branch.own];
  if (status) parts.push(sql`r.status = ${status}`);
  const patterns = searchPatterns(filter.search);
  if (patterns.length > 0)
    parts.push(
      branch.inBook
        ? sql`r.customer_id in (select customer_id from analytics_people
            where banker_id = ${bankerId} and ${matchAll(sql`search_text`, patterns)})`
        : sql`exists (select 1 from persons c where c.id = r.customer_id
            and ${matchAll(sql`analytics_search_text(c.full_name, c.email, c.principal_contact)`, patterns)})`,
    );
  if (filter.family) parts.push(sql`g.slug = ${filter.family}`);
  if (filter.institution) parts.push(sql`i.slug = ${filter.institution}`);
  if (filter.from)
    parts.push(sql`r.created_at >= ${startOfBrasiliaDay(filter.from).toISOString()}::timestamptz`);
  if (filter.to)
    parts.push(sql`r.created_at < ${startOfBrasiliaDay(shiftDay(filter.to, 1)).toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** The product's family and institution, joined only when a filter names one. */
const productJoins = (filter: PipelineFilter) =>
  byProduct(filter)
    ? sql`join products p on p.id = r.product_id join product_groups g on g.id = p.group_id
          left join institutions i on i.id = p.institution_id`
    : sql``;

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
  const offset = (page - 1) * PIPELINE_PAGE_SIZE;
  const order = orderOf(status);
  // Each table's first `offset + page` in the column's order (its index range), then merged.
  const branches = BRANCHES.map(
    (branch) => sql`(select ${branch.kind}::text as kind, r.id::text as id, r.product_id, r.customer_id,
        ${branch.data} as data, r.status, r.status_at
      from ${branch.from} ${productJoins(filter)}
      where ${whereOf(bankerId, status, filter, branch)}
      order by ${order} limit ${offset + PIPELINE_PAGE_SIZE})`,
  );
  const result = (await db.execute(sql`
    select r.kind, r.id, p.title as product, g.name as family, i.name as institution, c.full_name as customer,
           r.data, r.status, to_json(r.status_at) #>> '{}' as status_at
    from (${sql.join(branches, sql` union all `)}) r
    join products p on p.id = r.product_id
    join product_groups g on g.id = p.group_id
    left join institutions i on i.id = p.institution_id
    join persons c on c.id = r.customer_id
    order by ${order}
    limit ${PIPELINE_PAGE_SIZE} offset ${offset}`)) as unknown as Rows<CardRow>;
  return result.rows.map(({ data, ...row }) => ({
    ...row,
    amount_cents: financedCents(data ?? {}),
    late: isLate(new Date(row.status_at), levels[row.status], now),
  }));
}

type StatusCounts = Map<RequestStatus, { count: number; late: number }>;

/** Whether the filter narrows the store's requests: then they are counted, not read from the kept counts. */
const narrows = (filter: PipelineFilter) =>
  Boolean(filter.search || filter.family || filter.institution || filter.from || filter.to);

/** Each status's count and late count under the filters, in one statement. */
async function countedOf(
  db: Db,
  bankerId: number,
  filter: PipelineFilter,
  levels: ServiceLevels,
  now: Date,
): Promise<StatusCounts> {
  const cutoffs = Object.entries(levels).map(
    ([status, days]) =>
      sql`when ${status} then ${lateCutoff(days as number, now).toISOString()}::timestamptz`,
  );
  const lateCase = cutoffs.length
    ? sql`r.status_at < (case r.status ${sql.join(cutoffs, sql` `)} end)`
    : sql`false`;
  const branches = BRANCHES.map(
    (branch) => sql`select r.status, r.status_at from ${branch.from} ${productJoins(filter)}
      where ${whereOf(bankerId, null, filter, branch)}`,
  );
  const result = (await db.execute(sql`
    select r.status, count(*)::int as count, (count(*) filter (where ${lateCase}))::int as late
    from (${sql.join(branches, sql` union all `)}) r
    group by r.status`)) as unknown as Rows<{ status: RequestStatus; count: number; late: number }>;
  return new Map(result.rows.map((row) => [row.status, row]));
}

/**
 * The store's counts without a filter: each status's total as the triggers keep it
 * (`store_request_counts`, migration 0023), and its late ones as that total less the requests
 * still within the status's level, the recent end of each table's `(banker_id, status,
 * status_at)` range (few, where the book is large and old).
 */
async function keptCountsOf(
  db: Db,
  bankerId: number,
  levels: ServiceLevels,
  now: Date,
): Promise<StatusCounts> {
  const withinLevel = Object.entries(levels).flatMap(([status, days]) => {
    const cutoff = lateCutoff(days as number, now).toISOString();
    return BRANCHES.map(
      (branch) => sql`select ${status}::text as status, count(*)::int as n from ${branch.from}
        where ${whereOf(bankerId, status as RequestStatus, {}, branch)} and r.status_at >= ${cutoff}::timestamptz`,
    );
  });
  const within = withinLevel.length
    ? sql`(select status, sum(n)::int as n from (${sql.join(withinLevel, sql` union all `)}) w group by status)`
    : sql`(select null::text as status, 0 as n where false)`;
  const result = (await db.execute(sql`
    select c.status, c.count, case when l.n is null then 0 else c.count - l.n end as late
    from store_request_counts c left join ${within} l on l.status = c.status
    where c.banker_id = ${bankerId} and c.count > 0`)) as unknown as Rows<{
    status: RequestStatus;
    count: number;
    late: number;
  }>;
  return new Map(result.rows.map((row) => [row.status, row]));
}

/**
 * The families or institutions the store's requests are of: what a filter can choose. The
 * products ordered are the book's (`analytics_products`, kept by triggers), beside the few of the
 * solicitations.
 */
async function optionsOf(db: Db, bankerId: number, table: SQL, key: SQL) {
  const result = (await db.execute(sql`
    select distinct x.slug, x.name from (
      select product_id from analytics_products where banker_id = ${bankerId}
      union
      select distinct product_id from solicitations where banker_id = ${bankerId} and customer_id is not null
    ) r
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
    narrows(filter) ? countedOf(db, bankerId, filter, levels, now) : keptCountsOf(db, bankerId, levels, now),
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
