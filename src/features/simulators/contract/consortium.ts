/** Consortium letters (docs/simulators.md#simulations). */
import * as v from 'valibot';
import { CONSORTIUM_TYPES, LinkedPage } from '../../../core/contract/common.ts';
import { CONSORTIUM_MESSAGES } from '../../../core/contract/credit-messages.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { INVALID } from '../../../core/contract/fields.ts';
import { SIMULATORS_ROUTES } from './simulators-routes.ts';

export const CONSORTIUM_PAGE_SIZE = 10;

/**
 * `consorcio/v2/letter/?consortium_type=&value_type=&value=&page=`: letters nearest to the value
 * wanted, as credit (`full`) or as monthly instalment (`term`).
 */
export const consortiumLetterQuerySchema = v.object({
  consortium_type: v.optional(v.picklist(CONSORTIUM_TYPES, INVALID)),
  value_type: v.optional(v.picklist(['term', 'full'], INVALID)),
  value: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, INVALID), v.transform(Number))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d*$/, INVALID), v.transform(Number)), '1'),
});

/** A credit letter offered by a consortium administrator (live from the administrators). */
export const consortiumLetterSchema = v.object({
  code: v.string(),
  administrator: v.string(),
  administrator_name: v.string(),
  consortium_type: v.picklist(CONSORTIUM_TYPES),
  credit_value: v.number(),
  term: v.number(),
  installment: v.number(),
  /** Administration fee over the whole term, in percent. */
  admin_fee: v.number(),
  /** Reserve fund over the whole term, in percent. */
  reserve_fund: v.number(),
  group: v.string(),
  situation: v.string(),
});

export const consortiumLetterPageSchema = LinkedPage(consortiumLetterSchema);

export const consortiumEndpoints = {
  consortiumLetters: {
    ...SIMULATORS_ROUTES.consortiumLetters,
    summary:
      'Letters from the consortium administrators, nearest to the value wanted, 10 per page with a next link.',
    query: consortiumLetterQuerySchema,
    response: consortiumLetterPageSchema,
    errors: { 503: CONSORTIUM_MESSAGES.unavailable },
  },
} as const satisfies Record<string, Endpoint>;
