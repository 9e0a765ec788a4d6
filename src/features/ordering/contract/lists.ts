/** Domain lists of the checkout forms: occupations and the real-estate credit form's lists. */
import * as v from 'valibot';
import { LinkedPage } from '../../../core/contract/common.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { ORDERING_ROUTES } from './ordering-routes.ts';

export const OCCUPATION_PAGE_SIZE = 500;
export const occupationPageSchema = LinkedPage(v.object({ sim_id: v.number(), description: v.string() }));

const listItem = v.object({ code: v.string(), name: v.string() });
export const bankListsSchema = v.object({
  banks: v.array(listItem),
  marital_statuses: v.array(listItem),
  income_sources: v.array(listItem),
  professions: v.array(listItem),
});

export const listEndpoints = {
  occupations: {
    ...ORDERING_ROUTES.occupations,
    summary: 'Occupation domain list (page_size up to 500, page).',
    response: occupationPageSchema,
  },
  bankLists: {
    ...ORDERING_ROUTES.bankLists,
    summary: 'Banks, marital statuses, income sources and professions of the real-estate credit form.',
    response: bankListsSchema,
  },
} as const satisfies Record<string, Endpoint>;
