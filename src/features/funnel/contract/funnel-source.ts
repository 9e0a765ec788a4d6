/**
 * Where a store's visit came from, as a count and a request carry it (docs/desk.md#funnel): in a
 * module of its own, so the forms that send it (offers, orders) load none of the funnel's calls.
 */
import * as v from 'valibot';

/** The answer to a count or a source that is not one. */
export const FUNNEL_INVALID = 'Contagem inválida.';

/** `qr`, `link` or `campanha:{name}`: src/features/funnel/rules/visit-source.ts. */
export const Source = v.pipe(
  v.string(FUNNEL_INVALID),
  v.regex(/^(qr|link|campanha:[a-z0-9_-]{1,40})$/, FUNNEL_INVALID),
);

/** The field a call that a visit led to (an offer asked, an order) carries its source in. */
export const funnelSourceEntry = { funnel_source: v.optional(Source) };
