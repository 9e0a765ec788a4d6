import { sql } from 'drizzle-orm';
import { DESK_MESSAGES } from '../../../src/features/requests/contract/desk.ts';
import type { RequestStatus } from '../../../src/features/requests/rules/request-status.ts';
import { notFound } from '../../context.ts';
import type { Db, DbWriter } from '../../db/index.ts';
import { type RequestRef, requestSqlOf } from '../queries.ts';

/** A request of the banker's store, as the desk's calls need it. */
export interface StoreRequest {
  ref: RequestRef;
  bankerId: number;
  customerId: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  product: string;
  institutionId: number;
  institutionSlug: string;
  institution: string;
  status: RequestStatus;
  statusAt: Date;
  data: Record<string, unknown>;
}

/** The desk rows of one request: `order_id = …` or `solicitation_id = …`. */
export const requestColumnOf = (ref: RequestRef) =>
  ref.kind === 'order' ? sql`order_id = ${Number(ref.id)}` : sql`solicitation_id = ${ref.id}::uuid`;

/** The columns a desk row of the request is written with. */
export const requestKeyOf = (ref: RequestRef) =>
  ref.kind === 'order' ? { orderId: Number(ref.id) } : { solicitationId: ref.id };

/**
 * The request when it belongs to the banker's store and has a customer; otherwise not found, so
 * another store's ids tell nothing of what exists.
 */
export async function storeRequestOf(
  db: Db | DbWriter,
  bankerId: number,
  ref: RequestRef,
): Promise<StoreRequest> {
  const { table, data, key } = requestSqlOf(ref);
  const result = (await db.execute(sql`
    select r.banker_id as "bankerId", r.customer_id as "customerId", c.full_name as "customerName",
           c.email as "customerEmail", c.principal_contact as "customerPhone", p.title as product,
           i.id as "institutionId", i.slug as "institutionSlug", i.name as institution,
           r.status, to_json(r.status_at) #>> '{}' as "statusAt", ${data} as data
    from ${table} r
    join products p on p.id = r.product_id
    join institutions i on i.id = p.institution_id
    join persons c on c.id = r.customer_id
    where r.id = ${key}`)) as unknown as {
    rows: (Omit<StoreRequest, 'ref' | 'statusAt'> & { statusAt: string })[];
  };
  const row = result.rows[0];
  if (!row || row.bankerId !== bankerId) throw notFound(DESK_MESSAGES.notFound);
  return { ...row, ref, statusAt: new Date(row.statusAt), data: row.data ?? {} };
}
