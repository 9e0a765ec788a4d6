import { sql } from 'drizzle-orm';
import type {
  CommissionsAnswer,
  RequestCommissionAnswer,
} from '../../../src/features/requests/contract/desk.ts';
import type { RequestStatus } from '../../../src/features/requests/rules/request-status.ts';
import type { Db, DbWriter } from '../../db/index.ts';
import { requestCommissions } from '../../db/schema/index.ts';
import { financedCents } from '../../notifications/field-values.ts';
import { COMMISSIONS, commissionOf } from '../../partners/commissions.ts';
import { type RequestRef, requestSqlOf } from '../queries.ts';
import { requestColumnOf, requestKeyOf } from './store-request.ts';

type Rows<T> = { rows: T[] };

/** The request's institution and stored fields, in the caller's transaction. */
async function termsOf(tx: DbWriter, ref: RequestRef) {
  const { table, data, key } = requestSqlOf(ref);
  const result = (await tx.execute(sql`
    select r.banker_id as "bankerId", i.id as "institutionId", i.slug, ${data} as data
    from ${table} r join products p on p.id = r.product_id join institutions i on i.id = p.institution_id
    where r.id = ${key}`)) as unknown as Rows<{
    bankerId: number;
    institutionId: number;
    slug: string;
    data: Record<string, unknown> | null;
  }>;
  return result.rows[0];
}

/**
 * Fixes the commission when the institution approves a request (the partner's rule in force
 * then, on the amount the request stored) and marks it earned when the request is contracted.
 * In the transaction of the status change, so the two never disagree.
 */
export async function recordCommission(tx: DbWriter, ref: RequestRef, status: RequestStatus, now: Date) {
  if (status !== 'aprovada' && status !== 'contratada') return;
  const terms = await termsOf(tx, ref);
  const rule = terms ? COMMISSIONS[terms.slug] : undefined;
  const commission = rule ? commissionOf(rule, financedCents(terms?.data ?? {})) : null;
  if (!terms || !commission) return;
  const earnedAt = status === 'contratada' ? now : null;
  await tx
    .insert(requestCommissions)
    .values({
      bankerId: terms.bankerId,
      ...requestKeyOf(ref),
      institutionId: terms.institutionId,
      ...commission,
      expectedAt: now,
      earnedAt,
    })
    .onConflictDoNothing();
  if (earnedAt)
    await tx.execute(sql`update request_commissions set earned_at = ${earnedAt.toISOString()}::timestamptz
      where ${requestColumnOf(ref)} and earned_at is null`);
}

const COMMISSION_COLUMNS = sql`i.name as institution, m.base_cents::float8 as base_cents,
  m.commission_cents::float8 as commission_cents, m.rule, to_json(m.expected_at) #>> '{}' as expected_at,
  to_json(m.earned_at) #>> '{}' as earned_at`;

/** One request's commission, if it has one. */
export async function commissionOfRequest(db: Db, ref: RequestRef): Promise<RequestCommissionAnswer | null> {
  const result = (await db.execute(sql`
    select ${COMMISSION_COLUMNS} from request_commissions m join institutions i on i.id = m.institution_id
    where ${requestColumnOf(ref)}`)) as unknown as Rows<RequestCommissionAnswer>;
  return result.rows[0] ?? null;
}

/** Longest list of requests the commissions answer names (the newest). */
const REQUESTS_SHOWN = 200;

/**
 * The store's commissions. A commission counts in the month it was earned, or while only expected,
 * in the month it was approved (Brasília time).
 */
export async function commissionsOf(db: Db, bankerId: number): Promise<CommissionsAnswer> {
  const month = sql`to_char(coalesce(m.earned_at, m.expected_at) at time zone 'America/Sao_Paulo', 'YYYY-MM')`;
  const [months, requests] = await Promise.all([
    db.execute(sql`
      select ${month} as month, i.name as institution,
             coalesce(sum(m.commission_cents) filter (where m.earned_at is null), 0)::float8 as expected_cents,
             coalesce(sum(m.commission_cents) filter (where m.earned_at is not null), 0)::float8 as earned_cents,
             count(*)::int as requests
      from request_commissions m join institutions i on i.id = m.institution_id
      where m.banker_id = ${bankerId}
      group by 1, 2 order by 1 desc, 2`) as unknown as Promise<Rows<CommissionsAnswer['months'][number]>>,
    db.execute(sql`
      select case when m.order_id is null then 'solicitation' else 'order' end as kind,
             coalesce(m.order_id::text, m.solicitation_id::text) as id, p.title as product, c.full_name as customer,
             ${COMMISSION_COLUMNS}
      from request_commissions m
      join institutions i on i.id = m.institution_id
      left join orders o on o.id = m.order_id
      left join solicitations s on s.id = m.solicitation_id
      join products p on p.id = coalesce(o.product_id, s.product_id)
      join persons c on c.id = coalesce(o.customer_id, s.customer_id)
      where m.banker_id = ${bankerId}
      order by coalesce(m.earned_at, m.expected_at) desc, m.id desc
      limit ${REQUESTS_SHOWN}`) as unknown as Promise<Rows<CommissionsAnswer['requests'][number]>>,
  ]);
  const sum = (key: 'expected_cents' | 'earned_cents') =>
    months.rows.reduce((total, row) => total + row[key], 0);
  return {
    months: months.rows,
    expected_cents: sum('expected_cents'),
    earned_cents: sum('earned_cents'),
    requests: requests.rows,
  };
}
