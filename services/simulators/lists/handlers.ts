import type { Context } from 'hono';
import * as v from 'valibot';
import {
  CONSORTIUM_PAGE_SIZE,
  type checkoutEndpoints,
  type consortiumLetterQuerySchema,
  OCCUPATION_PAGE_SIZE,
} from '../../../src/contract/checkout.ts';
import { CONSORTIUM_MESSAGES } from '../../../src/core/contract/credit-messages.ts';
import { type AppEnv, type Deps, HttpError, parseOrThrow } from '../../context.ts';
import type { Handlers } from '../../mount.ts';
import { partnersFor } from '../../partner-registry.ts';
import type { ConsortiumLetter } from '../../partners/consortium-administrators.ts';
import { PartnerUnavailableError } from '../../partners/failure-switch.ts';
import { bankListRows, occupationPage } from './queries.ts';

export const LIST_ENDPOINTS = ['occupations', 'bankLists', 'consortiumLetters'] as const;
type ListHandlers = Pick<Handlers<typeof checkoutEndpoints>, (typeof LIST_ENDPOINTS)[number]>;

const pageParam = (fallback: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'Número inválido.'),
      v.transform(Number),
      v.minValue(1, 'Número inválido.'),
      v.maxValue(max, 'Número inválido.'),
    ),
    fallback,
  );

const OccupationQuery = v.object({
  page_size: pageParam(String(OCCUPATION_PAGE_SIZE), OCCUPATION_PAGE_SIZE),
  page: pageParam('1', 100_000),
});

type BankListKey = 'banks' | 'marital_statuses' | 'income_sources' | 'professions';
const BANK_LIST_KEYS: Record<string, BankListKey> = {
  banks: 'banks',
  marital_statuses: 'marital_statuses',
  income_sources: 'income_sources',
  professions: 'professions',
};

/** The same address with another page number. */
function pageLink(url: string, page: number): string {
  const next = new URL(url);
  next.searchParams.set('page', String(page));
  return next.toString();
}

/** A consortium letter as the checkout answers it (fees as percentages with two decimals). */
export function letterAnswer(letter: ConsortiumLetter) {
  return {
    code: letter.code,
    administrator: letter.administrator,
    administrator_name: letter.administratorName,
    consortium_type: letter.consortiumType,
    credit_value: letter.creditValue,
    term: letter.term,
    installment: letter.installment,
    admin_fee: Math.round(letter.adminFee * 10000) / 100,
    reserve_fund: Math.round(letter.reserveFund * 10000) / 100,
    group: letter.group,
    situation: letter.situation,
  };
}

async function lettersOf(
  deps: Deps,
  consortiumType: v.InferOutput<typeof consortiumLetterQuerySchema>['consortium_type'],
): Promise<ConsortiumLetter[]> {
  try {
    const answers = await Promise.all(
      partnersFor(deps).consortiumAdministrators.map((admin) => admin.letters({ consortiumType })),
    );
    return answers.flat();
  } catch (error) {
    if (error instanceof PartnerUnavailableError)
      throw new HttpError(503, { detail: CONSORTIUM_MESSAGES.unavailable });
    throw error;
  }
}

/** Nearest first to the value wanted (instalment or credit), else by credit value. */
function sortLetters(letters: ConsortiumLetter[], wanted: number | undefined, byInstallment: boolean): void {
  const measure = (letter: ConsortiumLetter) => (byInstallment ? letter.installment : letter.creditValue);
  if (wanted === undefined) {
    letters.sort((a, b) => a.creditValue - b.creditValue || a.code.localeCompare(b.code));
    return;
  }
  letters.sort(
    (a, b) => Math.abs(measure(a) - wanted) - Math.abs(measure(b) - wanted) || a.code.localeCompare(b.code),
  );
}

/** Domain lists of the checkout: occupations, bank lists, consortium letters (docs/services.md#calls). */
export function listHandlers(deps: Deps): ListHandlers {
  const { db } = deps;
  return {
    async occupations({ c }) {
      const { page_size, page } = parseOrThrow(OccupationQuery, c.req.query());
      const { rows, count } = await occupationPage(db, page, page_size);
      c.header('Cache-Control', 'public, max-age=300');
      return {
        count,
        next: page * page_size < count ? pageLink(c.req.url, page + 1) : null,
        previous: page > 1 ? pageLink(c.req.url, page - 1) : null,
        results: rows,
      };
    },

    async bankLists({ c }) {
      const lists: Record<BankListKey, { code: string; name: string }[]> = {
        banks: [],
        marital_statuses: [],
        income_sources: [],
        professions: [],
      };
      for (const row of await bankListRows(db)) {
        const key = BANK_LIST_KEYS[row.kind];
        if (key) lists[key].push({ code: row.code, name: row.name });
      }
      c.header('Cache-Control', 'public, max-age=300');
      return lists;
    },

    // Letters from every administrator, nearest first to the value wanted; the query is read here
    // because a type may also come as a path segment (`consorcio/v2/letter/cars/?value=...`).
    async consortiumLetters({ query, c }) {
      const letters = await lettersOf(deps, query.consortium_type);
      sortLetters(letters, query.value, query.value_type === 'term');
      const page = query.page;
      const start = (page - 1) * CONSORTIUM_PAGE_SIZE;
      return {
        count: letters.length,
        next: start + CONSORTIUM_PAGE_SIZE < letters.length ? pageLink(c.req.url, page + 1) : null,
        previous: page > 1 ? pageLink(c.req.url, page - 1) : null,
        results: letters.slice(start, start + CONSORTIUM_PAGE_SIZE).map(letterAnswer),
      };
    },
  };
}

/** A consortium type may come as the last path segment instead of the query. */
export function withTypeSegment(query: Record<string, unknown>, c: Context<AppEnv>): Record<string, unknown> {
  const type = c.req.param('query');
  return type ? { ...query, consortium_type: type } : query;
}
