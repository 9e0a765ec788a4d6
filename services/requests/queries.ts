import { type SQL, sql } from 'drizzle-orm';
import type { RequestRef } from '../../src/features/requests/contract/request-kinds.ts';
import type { RequestKind, RequestSummaryAnswer } from '../../src/features/requests/contract/requests.ts';
import type { RequestAuthor, RequestStatus } from '../../src/features/requests/rules/request-status.ts';
import type { Db, DbWriter } from '../db/index.ts';
import { givenValues } from '../notifications/field-values.ts';

/** A request as a path names it, once its id has the shape of its kind (`refOf`). */
export type { RequestRef };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reference, or null when the id cannot name a request of its kind (then no request exists). */
export function refOf(kind: RequestKind, id: string): RequestRef | null {
  if (kind === 'order') return /^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647 ? { kind, id } : null;
  return UUID.test(id) ? { kind, id: id.toLowerCase() } : null;
}

/** A request's table, its stored fields (as `r`) and its key, as SQL. */
export const requestSqlOf = (ref: RequestRef) =>
  ref.kind === 'order'
    ? { table: sql`orders`, data: sql`r.payload`, key: sql`${Number(ref.id)}` }
    : { table: sql`solicitations`, data: sql`r.data`, key: sql`${ref.id}::uuid` };

/** Which rows a request event belongs to. */
const eventOf = (ref: RequestRef) =>
  ref.kind === 'order' ? sql`order_id = ${Number(ref.id)}` : sql`solicitation_id = ${ref.id}::uuid`;

/** A request locked for a change, with its people and current status. */
export interface LockedRequest extends RequestRef {
  customerId: number | null;
  bankerId: number;
  product: string;
  status: RequestStatus;
}

/**
 * Locks the request's row for the caller's transaction (changes of one request wait for each
 * other), then reads its current status in a statement of its own: one that started before the
 * lock was granted would still see the status from before the change it waited for.
 */
export async function lockRequest(tx: DbWriter, ref: RequestRef): Promise<LockedRequest | null> {
  const table = ref.kind === 'order' ? sql`orders` : sql`solicitations`;
  const key = ref.kind === 'order' ? sql`${Number(ref.id)}` : sql`${ref.id}::uuid`;
  const locked = (await tx.execute(sql`
    select r.customer_id as "customerId", r.banker_id as "bankerId", p.title as product
    from ${table} r join products p on p.id = r.product_id
    where r.id = ${key}
    for update of r`)) as unknown as { rows: Omit<LockedRequest, 'kind' | 'id' | 'status'>[] };
  const row = locked.rows[0];
  if (!row) return null;
  const latest = (await tx.execute(sql`
    select status from request_status_events where ${eventOf(ref)} order by id desc limit 1`)) as unknown as {
    rows: { status: RequestStatus }[];
  };
  return { ...ref, ...row, status: latest.rows[0]?.status ?? 'recebida' };
}

/** Appends a status to a request's life; the new event's id. */
export async function insertStatusEvent(
  tx: DbWriter,
  ref: RequestRef,
  status: RequestStatus,
  author: RequestAuthor,
  note: string | null,
): Promise<number> {
  const column = ref.kind === 'order' ? sql`order_id` : sql`solicitation_id`;
  const key = ref.kind === 'order' ? sql`${Number(ref.id)}` : sql`${ref.id}::uuid`;
  const result = (await tx.execute(sql`
    insert into request_status_events (${column}, status, author, note)
    values (${key}, ${status}, ${author}, ${note}) returning id`)) as unknown as { rows: { id: number }[] };
  return (result.rows[0] as { id: number }).id;
}

/** Which requests a list holds: a customer's, a store's, or one. */
export type RequestFilter = { customer: number } | { banker: number } | { ref: RequestRef };

function whereOf(filter: RequestFilter, kind: RequestKind): SQL {
  if ('customer' in filter) return sql`r.customer_id = ${filter.customer}`;
  if ('banker' in filter) return sql`r.banker_id = ${filter.banker} and r.customer_id is not null`;
  if (filter.ref.kind !== kind) return sql`false`;
  return kind === 'order' ? sql`r.id = ${Number(filter.ref.id)}` : sql`r.id = ${filter.ref.id}::uuid`;
}

/** Longest list answered (the newest requests). */
export const REQUESTS_LIMIT = 200;

interface SummaryRow {
  kind: RequestKind;
  id: string;
  product: string;
  institution: string | null;
  created_at: string;
  data: Record<string, unknown>;
  banker: RequestSummaryAnswer['banker'];
  customer: RequestSummaryAnswer['customer'];
  timeline: RequestSummaryAnswer['timeline'];
}

const summaryOf = (kind: RequestKind, filter: RequestFilter) => {
  const table = kind === 'order' ? sql`orders` : sql`solicitations`;
  const data = kind === 'order' ? sql`r.payload` : sql`r.data`;
  const events = kind === 'order' ? sql`e.order_id = r.id` : sql`e.solicitation_id = r.id`;
  return sql`
    select ${kind} as kind, r.id::text as id, p.title as product, i.name as institution,
      to_json(r.created_at) #>> '{}' as created_at, r.created_at as sort_at, ${data} as data,
      json_build_object('full_name', b.full_name, 'email', b.email, 'phone', b.principal_contact, 'slug', b.slug) as banker,
      json_build_object('full_name', c.full_name, 'email', c.email) as customer,
      (select coalesce(json_agg(json_build_object('status', e.status, 'author', e.author, 'note', e.note,
                'created_at', to_json(e.created_at) #>> '{}') order by e.id), '[]'::json)
         from request_status_events e where ${events}) as timeline
    from ${table} r
    join products p on p.id = r.product_id
    left join institutions i on i.id = p.institution_id
    join persons b on b.id = r.banker_id
    join persons c on c.id = r.customer_id
    where ${whereOf(filter, kind)}
    order by r.created_at desc
    limit ${REQUESTS_LIMIT}`;
};

/** The requests of a filter with their timelines, newest first. */
export async function requestSummaries(
  db: Db | DbWriter,
  filter: RequestFilter,
): Promise<RequestSummaryAnswer[]> {
  const result = (await db.execute(sql`
    select * from ((${summaryOf('order', filter)}) union all (${summaryOf('solicitation', filter)})) all_requests
    order by sort_at desc limit ${REQUESTS_LIMIT}`)) as unknown as {
    rows: (SummaryRow & { sort_at: unknown })[];
  };
  return result.rows.map(({ data, sort_at: _, ...row }) => ({
    ...row,
    status: row.timeline.at(-1)?.status ?? 'recebida',
    values: givenValues(data ?? {}),
  }));
}
