import { asc, count } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CONSORTIUM_MESSAGES,
  CONSORTIUM_PAGE_SIZE,
  consortiumLetterQuerySchema,
  OCCUPATION_PAGE_SIZE,
} from '../../src/api/checkout.ts';
import { type AppEnv, type Deps, HttpError, parseOrThrow } from '../context.ts';
import { bankListItems, occupations } from '../db/schema/index.ts';
import type { ConsortiumLetter } from '../partners/consortium-administrators.ts';
import { PartnerUnavailableError } from '../partners/failure-switch.ts';
import { partnersFor } from '../partners/partners.ts';

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

const BANK_LIST_KEYS: Record<string, string> = {
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

function letterAnswer(letter: ConsortiumLetter) {
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

/** Domain lists of the checkout: occupations, bank lists, consortium letters (spec §7). */
export function listRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/sim/listdomain/occupation', async (c) => {
    const { page_size, page } = parseOrThrow(OccupationQuery, c.req.query());
    const [rows, total] = await Promise.all([
      db
        .select({ sim_id: occupations.simId, description: occupations.description })
        .from(occupations)
        .orderBy(asc(occupations.description), asc(occupations.simId))
        .limit(page_size)
        .offset((page - 1) * page_size),
      db.select({ n: count() }).from(occupations),
    ]);
    const n = total[0]?.n ?? 0;
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({
      count: n,
      next: page * page_size < n ? pageLink(c.req.url, page + 1) : null,
      previous: page > 1 ? pageLink(c.req.url, page - 1) : null,
      results: rows,
    });
  });

  app.get('/realEstateCredit/lists', async (c) => {
    const rows = await db
      .select({ kind: bankListItems.kind, code: bankListItems.code, name: bankListItems.name })
      .from(bankListItems)
      .orderBy(asc(bankListItems.kind), asc(bankListItems.position), asc(bankListItems.id));
    const lists: Record<string, { code: string; name: string }[]> = {
      banks: [],
      marital_statuses: [],
      income_sources: [],
      professions: [],
    };
    for (const row of rows) {
      const key = BANK_LIST_KEYS[row.kind];
      if (key) lists[key]?.push({ code: row.code, name: row.name });
    }
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(lists);
  });

  // Letters from every administrator, nearest first to the value wanted; a type may also come
  // as a path segment (`consorcio/v2/letter/cars/?value=...`).
  app.get('/consorcio/v2/letter/:type?', async (c) => {
    const raw = { ...c.req.query() };
    const type = c.req.param('type');
    if (type) raw.consortium_type = type;
    const query = parseOrThrow(consortiumLetterQuerySchema, raw);
    let letters: ConsortiumLetter[];
    try {
      const answers = await Promise.all(
        partnersFor(deps).consortiumAdministrators.map((admin) =>
          admin.letters({ consortiumType: query.consortium_type }),
        ),
      );
      letters = answers.flat();
    } catch (error) {
      if (error instanceof PartnerUnavailableError)
        throw new HttpError(503, { detail: CONSORTIUM_MESSAGES.unavailable });
      throw error;
    }
    const wanted = query.value;
    const measure = (letter: ConsortiumLetter) =>
      query.value_type === 'term' ? letter.installment : letter.creditValue;
    if (wanted !== undefined) {
      letters.sort(
        (a, b) =>
          Math.abs(measure(a) - wanted) - Math.abs(measure(b) - wanted) || a.code.localeCompare(b.code),
      );
    } else {
      letters.sort((a, b) => a.creditValue - b.creditValue || a.code.localeCompare(b.code));
    }
    const page = query.page;
    const start = (page - 1) * CONSORTIUM_PAGE_SIZE;
    return c.json({
      count: letters.length,
      next: start + CONSORTIUM_PAGE_SIZE < letters.length ? pageLink(c.req.url, page + 1) : null,
      previous: page > 1 ? pageLink(c.req.url, page - 1) : null,
      results: letters.slice(start, start + CONSORTIUM_PAGE_SIZE).map(letterAnswer),
    });
  });

  return app;
}
