/**
 * Contract of the store's funnel (docs/desk.md#funnel): what a page counts (a visit, a simulation)
 * and what the banker reads, per period, family and source. A count carries no cookie and no
 * personal data: the store, the day, the step, the family and the source only.
 */
import * as v from 'valibot';
import { bankerOnly } from '../../../core/contract/banker-only.ts';
import { IdParam } from '../../../core/contract/common.ts';
import { contractOf } from '../../../core/contract/contracts.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { FUNNEL_ROUTES } from './funnel-routes.ts';
import { FUNNEL_INVALID, Source } from './funnel-source.ts';

/** The steps, in the order a customer goes through them. */
export const FUNNEL_STEPS = ['visit', 'simulation', 'offers', 'request', 'approved', 'contracted'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
/** What a page counts; the later steps are counted by the services as they happen. */
export const PAGE_STEPS = ['visit', 'simulation'] as const satisfies readonly FunnelStep[];

export const FUNNEL_MESSAGES = {
  notFound: 'Não encontrado.',
  invalid: FUNNEL_INVALID,
  period: 'Informe as datas no formato AAAA-MM-DD, a primeira antes da segunda, em até 366 dias.',
  tooMany: 'Muitas contagens seguidas. Tente novamente em instantes.',
} as const;

const Slug = v.pipe(v.string(FUNNEL_MESSAGES.invalid), v.regex(/^[a-z0-9-]{1,60}$/, FUNNEL_MESSAGES.invalid));

export const CountBody = v.object({
  step: v.picklist(PAGE_STEPS, FUNNEL_MESSAGES.invalid),
  family: v.optional(Slug),
  /** A simulation's product: the services count it in the product's family. */
  product: v.optional(
    v.pipe(
      v.number(FUNNEL_MESSAGES.invalid),
      v.integer(FUNNEL_MESSAGES.invalid),
      v.minValue(1, FUNNEL_MESSAGES.invalid),
      v.maxValue(2_147_483_647, FUNNEL_MESSAGES.invalid),
    ),
  ),
  source: v.optional(Source),
});
export type CountBodyInput = v.InferInput<typeof CountBody>;

/** The longest period read at once: 366 days. */
const MAX_PERIOD_MS = 365 * 24 * 3_600_000;

const Day = v.optional(v.pipe(v.string(FUNNEL_MESSAGES.period), v.isoDate(FUNNEL_MESSAGES.period)));

export const FunnelQuery = v.pipe(
  v.object({ from: Day, to: Day, family: v.optional(Slug), source: v.optional(Source) }),
  v.check(
    (query) =>
      !query.from ||
      !query.to ||
      (query.from <= query.to && Date.parse(query.to) - Date.parse(query.from) <= MAX_PERIOD_MS),
    FUNNEL_MESSAGES.period,
  ),
);
export type FunnelFilter = v.InferOutput<typeof FunnelQuery>;

const StepCounts = v.object({
  visit: v.number(),
  simulation: v.number(),
  offers: v.number(),
  request: v.number(),
  approved: v.number(),
  contracted: v.number(),
});
export type StepCountsAnswer = v.InferOutput<typeof StepCounts>;

export const Funnel = v.object({
  /** The period counted, days on Brasília time, both included. */
  from: v.string(),
  to: v.string(),
  counts: StepCounts,
  /** Each family's counts (the store's families with anything counted), by name. */
  families: v.array(v.object({ slug: v.string(), name: v.string(), counts: StepCounts })),
  /**
   * Each source's counts, the known ones by visits first, then '' (what came without a known
   * source: an offer or request whose visit the browser did not keep, a banker's invitation).
   */
  sources: v.array(v.object({ source: v.string(), counts: StepCounts })),
});
export type FunnelAnswer = v.InferOutput<typeof Funnel>;

export const funnelEndpoints = {
  countFunnelEvent: {
    ...FUNNEL_ROUTES.countFunnelEvent,
    summary:
      "Counts a visit or a simulation of a store for today: the store's aggregate per day, family and source, without cookie or personal data.",
    params: v.object({ pb: Slug }),
    body: CountBody,
    status: 204,
    errors: { 400: FUNNEL_MESSAGES.invalid, 404: FUNNEL_MESSAGES.notFound, 429: FUNNEL_MESSAGES.tooMany },
  },
  storeFunnel: {
    ...FUNNEL_ROUTES.storeFunnel,
    summary:
      "The store's funnel for a period (the last 30 days unless told): visits, simulations, offers asked, requests, approved and contracted, by family and source.",
    ...bankerOnly({ 400: FUNNEL_MESSAGES.period, 404: FUNNEL_MESSAGES.notFound }),
    params: v.object({ banker: IdParam }),
    query: FunnelQuery,
    response: Funnel,
  },
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('funnel', funnelEndpoints);
