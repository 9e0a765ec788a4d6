/**
 * Contract of 'Ofertas em aberto' in the banker's desk (docs/desk.md#open-offers): the store's
 * customers who authorized its banker and hold offers of 'Ofertas para você' not yet requested and
 * still valid, newest look-up first, five a page. Only the store's banker reaches it: another
 * banker's id is not found, a customer is forbidden. Served under the checkout service's base.
 */
import * as v from 'valibot';
import { bankerOnly } from '../../../core/contract/banker-only.ts';
import { IdParam } from '../../../core/contract/common.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { DESK_MESSAGES } from './desk-messages.ts';
import { REQUESTS_ROUTES } from './requests-routes.ts';

/** How many customers a page of 'Ofertas em aberto' lists. */
export const OPEN_OFFERS_PAGE_SIZE = 5;

/** `?page=2` (from 1). */
const OpenOffersQuery = v.object({
  page: v.optional(
    v.pipe(v.string(DESK_MESSAGES.page), v.regex(/^[1-9]\d{0,4}$/, DESK_MESSAGES.page), v.transform(Number)),
  ),
});

/** A customer with open offers in the store, summed over those offers. */
const OpenOffersCustomer = v.object({
  customer_id: v.number(),
  /** The customer's name, or the e-mail when the account has none. */
  customer: v.string(),
  /** Offers of the customer's look-up not requested and still valid. */
  offers: v.number(),
  /** The lowest `rate_monthly` of those offers, % a.m. with two decimals, as the offers store it. */
  best_rate_monthly: v.number(),
  /** The largest amount those offers lend, in centavos. */
  largest_amount_cents: v.number(),
  /** Calendar days (Brasília time) from today to the last day the offers hold: 0 on that day. */
  days_left: v.number(),
});
export type OpenOffersCustomerAnswer = v.InferOutput<typeof OpenOffersCustomer>;

const OpenOffers = v.object({
  customers: v.array(OpenOffersCustomer),
  /** Customers with open offers on every page. */
  count: v.number(),
  page: v.number(),
});
export type OpenOffersAnswer = v.InferOutput<typeof OpenOffers>;

export const openOffersEndpoints = {
  openOffers: {
    ...REQUESTS_ROUTES.openOffers,
    ...bankerOnly({ 400: DESK_MESSAGES.page, 404: DESK_MESSAGES.notFound }),
    summary:
      "'Ofertas em aberto': the customers who authorized the store's banker and hold offers not yet requested and still valid, with the days left, newest look-up first, five a page.",
    params: v.object({ banker: IdParam }),
    query: OpenOffersQuery,
    response: OpenOffers,
  },
} satisfies Record<string, Endpoint>;
