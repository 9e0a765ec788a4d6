import { sql } from 'drizzle-orm';
import {
  OPEN_OFFERS_PAGE_SIZE,
  type OpenOffersAnswer,
} from '../../../src/features/requests/contract/open-offers.ts';
import { brasiliaDay } from '../../../src/features/requests/rules/business-days.ts';
import type { Db } from '../../db/index.ts';

type Rows<T> = { rows: T[] };

/**
 * 'Ofertas em aberto' (docs/desk.md#open-offers): the customers of the store who authorized its
 * banker and hold offers of their current pricing not requested (`order_id` null) and still valid
 * (`valid_until` not before today, Brasília time, as `requestOffer` holds them), newest look-up
 * first. The page and the count in one statement, from one range of `offer_entries_open_idx`.
 * Days left count from today (`brasiliaDay`) to the offers' last day: 0 on that day.
 */
export async function openOffersOf(
  db: Db,
  bankerId: number,
  page: number,
  now: Date,
): Promise<OpenOffersAnswer> {
  const today = brasiliaDay(now);
  const result = (await db.execute(sql`
    with open as (
      select e.customer_id, max(l.looked_up_at) as looked_up_at, count(*)::int as offers,
             min((e.entry #>> '{figures,rate_monthly}')::numeric)::float8 as best_rate_monthly,
             round(max(e.amount) * 100)::float8 as largest_amount_cents,
             (min(e.valid_until) - ${today}::date)::int as days_left
      from offer_entries e
      join offer_lookups l on l.id = e.lookup_id and l.pricing_id = e.pricing_id
      join authorization_info a
        on a.person_id = e.customer_id and a.banker_id = e.banker_id and a.authorized
      where e.banker_id = ${bankerId} and e.order_id is null and e.status = 'offer'
        and e.valid_until >= ${today}::date
        and e.entry #> '{figures,rate_monthly}' is not null
      group by e.customer_id
    ),
    shown as (
      select o.*, coalesce(nullif(btrim(p.full_name), ''), p.email) as customer
      from open o join persons p on p.id = o.customer_id
      order by o.looked_up_at desc, o.customer_id desc
      limit ${OPEN_OFFERS_PAGE_SIZE} offset ${(page - 1) * OPEN_OFFERS_PAGE_SIZE}
    )
    select (select count(*)::int from open) as count,
           coalesce((select json_agg(json_build_object(
             'customer_id', s.customer_id, 'customer', s.customer, 'offers', s.offers,
             'best_rate_monthly', s.best_rate_monthly, 'largest_amount_cents', s.largest_amount_cents,
             'days_left', s.days_left) order by s.looked_up_at desc, s.customer_id desc)
             from shown s), '[]'::json) as customers`)) as unknown as Rows<
    Pick<OpenOffersAnswer, 'count' | 'customers'>
  >;
  const row = result.rows[0];
  return { customers: row?.customers ?? [], count: row?.count ?? 0, page };
}
