/** The orders as the Analytics answers list them: the whole book's and its pages' alike. */
import * as v from 'valibot';

/** An order as a customer's row lists it: {created_at, id, product}. */
export const AnalyticsOrder = v.object({
  created_at: v.string(),
  id: v.number(),
  /** Product title. */
  product: v.string(),
});

/** An order summary of the latest orders: {created_at, id, product, lead.full_name}. */
export const AnalyticsLastOrder = v.object({
  created_at: v.string(),
  id: v.number(),
  product: v.string(),
  lead: v.object({ id: v.number(), full_name: v.string(), principal_contact: v.nullable(v.string()) }),
});
